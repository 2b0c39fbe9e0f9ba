import { type FormEvent, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { TimelineEntry } from '@profyle/contracts/history';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, Badge, EmptyState, LoadingView } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, Muted, PageHeader, Row, Stack } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { useSession } from '../../auth/session';
import { ChangeTable } from '../components/change-table';
import { ActorLabel } from '../components/history-actor';
import { HistoryExports } from '../components/history-exports';
import { useChangeLabel, useEntityKind, useEventWords, useHistoryTime } from '../components/history-format';
import { StateTree } from '../components/state-tree';
import { correlationPath, detailPathOf } from '../history-links';
import { streamExportUrl, useGetEntityStateQuery, useGetEntityTimelineQuery } from '../history-api';
import { actionLabel } from './organisation-history-page';

const CHANGED_SHOWN = 3;

const EventButton = ({ entry, selected, onSelect }: { entry: TimelineEntry; selected: boolean; onSelect: () => void }) => {
  const t = useT();
  const formatTime = useHistoryTime();
  const eventWords = useEventWords();
  const changeLabel = useChangeLabel();
  const fields = entry.changes.slice(0, CHANGED_SHOWN).map(changeLabel);
  const more = entry.changes.length - fields.length;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      css={(theme) => ({
        display: 'block',
        width: '100%',
        textAlign: 'start',
        font: 'inherit',
        color: theme.colors.text,
        background: selected ? theme.colors.primarySoft : 'transparent',
        border: 0,
        borderInlineStart: `3px solid ${selected ? theme.colors.primary : 'transparent'}`,
        borderBottom: `1px solid ${theme.colors.border}`,
        padding: theme.space(3, 4),
        cursor: 'pointer',
        '&:hover': { background: selected ? theme.colors.primarySoft : theme.colors.surfaceSunken },
        '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: -2 },
      })}
    >
      <span css={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', fontWeight: 600 }}>
        {eventWords(entry.type, entry.type_words)}
        {entry.action ? <Badge tone="primary">{t(actionLabel(entry.action))}</Badge> : null}
      </span>
      <span css={(theme) => ({ display: 'block', color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>
        <time dateTime={entry.at}>{formatTime(entry.at)}</time> · <ActorLabel actor={entry.actor} />
      </span>
      {fields.length ? (
        <span css={(theme) => ({ display: 'block', color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>
          {t('history.entity.changedFields', { fields: fields.join(', ') })}
          {more > 0 ? ` ${t('history.entity.moreChanges', { count: more })}` : ''}
        </span>
      ) : null}
    </button>
  );
};

/** The state panel: as of a moment, or after the chosen event (with what that event changed). */
const StatePanel = ({ organisationId, streamId, entry, at }: { organisationId: string; streamId: string; entry?: TimelineEntry; at?: string }) => {
  const t = useT();
  const formatTime = useHistoryTime();
  const eventWords = useEventWords();
  const state = useGetEntityStateQuery(at ? { organisationId, streamId, at } : { organisationId, streamId, revision: entry?.revision ?? 0 }, { skip: !at && !entry });
  if (!at && !entry) return <Muted>{t('history.entity.pick')}</Muted>;
  return (
    <Stack gap={5}>
      {entry && !at ? (
        <>
          <div>
            <CardTitle css={{ marginBottom: 4 }}>{t('history.entity.after', { event: eventWords(entry.type, entry.type_words) })}</CardTitle>
            <Muted>{t('history.entity.afterMeta', { revision: entry.revision, at: formatTime(entry.at), actor: entry.actor.email ?? entry.actor.user_id })}</Muted>
          </div>
          <Row gap={2}>
            <LinkButton to={correlationPath(streamId, entry.revision)} size="sm" icon={<Icon name="swap" size={16} />}>
              {t('history.correlationLink')}
            </LinkButton>
          </Row>
          <section aria-label={t('history.entity.changes')}>
            <h3 css={(theme) => ({ fontSize: theme.fontSize.md, margin: theme.space(0, 0, 2) })}>{t('history.entity.changes')}</h3>
            {entry.changes.length ? <ChangeTable changes={entry.changes} caption={t('history.entity.changes')} /> : <Muted>{t('history.entity.noChanges')}</Muted>}
          </section>
        </>
      ) : null}
      <section aria-label={at ? t('history.entity.stateAsOf', { at: formatTime(at) }) : t('history.entity.state')}>
        <h3 css={(theme) => ({ fontSize: theme.fontSize.md, margin: theme.space(0, 0, 2) })}>{at ? t('history.entity.stateAsOf', { at: formatTime(at) }) : t('history.entity.state')}</h3>
        <QueryStates query={state} isEmpty={false} empty={null}>
          {state.data?.revision === null ? (
            <Muted>{t('history.entity.notYet')}</Muted>
          ) : (
            <Stack gap={2}>
              {at && state.data ? <Muted>{t('history.entity.asOfMeta', { revision: state.data.revision ?? 0, at: formatTime(state.data.at) })}</Muted> : null}
              <StateTree state={state.data?.state} label={t('history.entity.state')} />
            </Stack>
          )}
        </QueryStates>
      </section>
      {entry && !at ? (
        <details>
          <summary css={{ cursor: 'pointer', fontWeight: 600 }}>{t('history.entity.data')}</summary>
          <StateTree state={entry.data} label={t('history.entity.data')} />
        </details>
      ) : null}
    </Stack>
  );
};

/**
 * /portal/history/streams/{streamId}?revision=N&at=…&before=… (superadmins): one entity's timeline, newest
 * first, each event with the fields it changed; the chosen event's diff and the state after it (folded
 * with the same decider the commands use); the state as of any moment; the stream as JSON.
 */
export const EntityHistoryPage = () => {
  const t = useT();
  const { streamId = '' } = useParams();
  const { organisationId } = useSession();
  const kind = useEntityKind();
  const [params, setParams] = useSearchParams();
  const before = params.get('before') ? Number(params.get('before')) : undefined;
  const at = params.get('at') ?? undefined;
  const timeline = useGetEntityTimelineQuery({ organisationId, streamId, before });
  const [asOf, setAsOf] = useState('');
  const data = timeline.data;
  const name = data ? (data.entity_label ?? data.stream_id.slice(data.category.length + 1)) : streamId;
  const title = data ? t('history.entity.title', { entity: kind(data.category, data.entity), name }) : t('history.title');
  useDocumentTitle(title);

  const requested = params.get('revision');
  const selected = data?.data.find((entry) => String(entry.revision) === requested) ?? (requested === null && !at ? data?.data[0] : undefined);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const onAsOf = (event: FormEvent) => {
    event.preventDefault();
    if (asOf) update({ at: new Date(asOf).toISOString(), revision: null });
  };

  if (timeline.isLoading) return <LoadingView label={t('common.loading')} />;
  const detail = data ? detailPathOf(data.category, data.stream_id.slice(data.category.length + 1)) : null;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={data ? `${data.stream_id} · ${t('history.entity.events', { count: data.revision + 1 })}` : undefined}
        crumbs={[{ label: t('history.title'), to: '/portal/history' }, { label: name }]}
        actions={
          <Row gap={2}>
            {detail ? <LinkButton to={detail}>{t('history.entity.openDetail')}</LinkButton> : null}
            <LinkButton to={`/portal/history?entity=${encodeURIComponent(streamId)}`}>{t('history.entity.inOrganisationHistory')}</LinkButton>
            <HistoryExports files={[{ label: t('history.entity.export'), url: streamExportUrl(organisationId, streamId) }]} />
          </Row>
        }
      />
      {timeline.isError || !data ? (
        <QueryStates query={timeline} isEmpty={false} empty={null}>
          {null}
        </QueryStates>
      ) : (
        <Stack gap={6}>
          <Card>
            <form onSubmit={onAsOf} css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(4), alignItems: 'flex-end' })}>
              <div css={{ flex: '1 1 260px' }}>
                <TextField label={t('history.entity.asOf')} type="datetime-local" step={1} value={asOf} onChange={(event) => setAsOf(event.target.value)} hint={t('history.entity.asOfHint')} />
              </div>
              <Button type="submit" variant="primary" disabled={!asOf}>
                {t('history.entity.asOfShow')}
              </Button>
            </form>
          </Card>
          <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr', [theme.mq.lg]: { gridTemplateColumns: 'minmax(280px, 1fr) minmax(0, 2fr)' }, alignItems: 'start' })}>
            <Card flush aria-labelledby="timeline-title">
              <h2 id="timeline-title" css={(theme) => ({ fontSize: theme.fontSize.lg, margin: 0, padding: theme.space(4, 4, 3), borderBottom: `1px solid ${theme.colors.border}` })}>
                {t('history.entity.timeline')}
              </h2>
              {data.data.length === 0 ? (
                <EmptyState icon="clock" title={t('history.empty')} />
              ) : (
                <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {data.data.map((entry) => (
                    <li key={entry.event_id}>
                      <EventButton entry={entry} selected={!at && entry.revision === selected?.revision} onSelect={() => update({ revision: String(entry.revision), at: null })} />
                    </li>
                  ))}
                </ol>
              )}
              <Row justify="space-between" css={(theme) => ({ padding: theme.space(3, 4) })}>
                <Button size="sm" onClick={() => update({ before: null, revision: null })} disabled={before === undefined}>
                  {t('history.newest')}
                </Button>
                <Button size="sm" onClick={() => update({ before: String(data.next), revision: null })} disabled={data.next === undefined}>
                  {t('history.loadOlder')}
                </Button>
              </Row>
            </Card>
            <Card>
              <StatePanel organisationId={organisationId} streamId={streamId} entry={selected} at={at} />
            </Card>
          </div>
          {requested !== null && !selected && !at ? <Alert tone="info">{t('history.entity.pick')}</Alert> : null}
        </Stack>
      )}
    </>
  );
};

export default EntityHistoryPage;
