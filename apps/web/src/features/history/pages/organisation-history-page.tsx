import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { HISTORY_ACTIONS, type HistoryEntry } from '@profyle/contracts/history';
import { AUDITED_EVENT_TYPES, AUDITED_STREAMS } from '@profyle/domain';
import { fieldErrorsOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Badge, EmptyState, VisuallyHidden } from '../../../shared/ui/feedback';
import { SelectField, TextField } from '../../../shared/ui/fields';
import { Card, PageHeader, Row } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useCurrentOrganisation } from '../../organisations/use-current-organisation';
import { ActorLabel } from '../components/history-actor';
import { HistoryExports } from '../components/history-exports';
import { dataSummary, useEntityKind, useEventWords, useFieldWords, useHistoryTime, useValueWords } from '../components/history-format';
import { correlationPath, entityHistoryPath } from '../history-links';
import { exportUrl, HISTORY_FILTERS, type HistoryFilters, useGetOrganisationHistoryQuery } from '../history-api';

export const actionLabel = (action: string): MessageKey => `history.action.${action}` as MessageKey;

/** A date-time input's local value ('2026-03-01T10:00') as an ISO instant, or a bare date as it is. */
const toInstant = (local: string) => (local && /T\d\d:\d\d/.test(local) ? new Date(local).toISOString() : local);
const toLocal = (iso: string | undefined) => {
  if (!iso || !iso.includes('T')) return iso ?? '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * /portal/history (superadmins): the organisation's full history across all its streams, newest first,
 * filtered by actor, action, event, entity kind, one entity and dates, cursor paged; filters and cursor
 * live in the URL. Exports the matching history as CSV or JSON.
 */
export const OrganisationHistoryPage = () => {
  const t = useT();
  useDocumentTitle(t('history.title'));
  const organisation = useCurrentOrganisation();
  const formatTime = useHistoryTime();
  const kind = useEntityKind();
  const eventWords = useEventWords();
  const fieldWords = useFieldWords();
  const valueWords = useValueWords();
  const [params, setParams] = useSearchParams();
  const applied: HistoryFilters = Object.fromEntries(HISTORY_FILTERS.map((key) => [key, params.get(key) ?? ''])) as HistoryFilters;
  const [draft, setDraft] = useState<HistoryFilters>({ ...applied, from: toLocal(applied.from), to: toLocal(applied.to) });
  const cursor = params.get('cursor') ?? undefined;
  const history = useGetOrganisationHistoryQuery({ organisationId: organisation.id, filters: applied, cursor });
  const entries = history.data?.data ?? [];
  const errors = fieldErrorsOf(history.error);

  const update = (changes: Record<string, string | null | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (!value) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const onApply = (event: FormEvent) => {
    event.preventDefault();
    update({ ...draft, from: toInstant(draft.from ?? ''), to: toInstant(draft.to ?? ''), cursor: null });
  };
  const set = (key: keyof HistoryFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  const entityCell = (entry: HistoryEntry) => (
    <Link to={entityHistoryPath(entry.stream_id, entry.revision)}>
      {kind(entry.category, entry.entity)}
      {': '}
      {entry.entity_label ?? entry.entity_id}
    </Link>
  );

  return (
    <>
      <PageHeader
        title={t('history.title')}
        subtitle={t('history.subtitle')}
        crumbs={[{ label: organisation.name }, { label: t('history.title') }]}
        actions={
          <Row gap={2}>
            <HistoryExports
              files={[
                { label: t('history.export.csv'), url: exportUrl(organisation.id, 'csv', applied) },
                { label: t('history.export.json'), url: exportUrl(organisation.id, 'json', applied) },
              ]}
            />
          </Row>
        }
      />
      <Card css={{ marginBottom: 24 }} aria-label={t('history.filters')}>
        <form onSubmit={onApply} css={(theme) => ({ display: 'grid', gap: theme.space(4), alignItems: 'end', gridTemplateColumns: '1fr', [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' }, [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' } })}>
          <TextField label={t('history.filter.actor')} value={draft.actor ?? ''} onChange={set('actor')} error={errors.actor} maxLength={200} />
          <SelectField
            label={t('history.filter.action')}
            value={draft.action ?? ''}
            onChange={set('action')}
            error={errors.action}
            options={[{ value: '', label: t('history.filter.anyAction') }, ...HISTORY_ACTIONS.map((action) => ({ value: action, label: t(actionLabel(action)) }))]}
          />
          <SelectField
            label={t('history.filter.type')}
            value={draft.type ?? ''}
            onChange={set('type')}
            options={[{ value: '', label: t('history.filter.anyType') }, ...AUDITED_EVENT_TYPES.map((type) => ({ value: type, label: eventWords(type) })).sort((a, b) => a.label.localeCompare(b.label))]}
          />
          <SelectField
            label={t('history.filter.category')}
            value={draft.category ?? ''}
            onChange={set('category')}
            options={[{ value: '', label: t('history.filter.anyCategory') }, ...AUDITED_STREAMS.map((stream) => ({ value: stream.category, label: kind(stream.category, stream.entity) }))]}
          />
          <TextField label={t('history.filter.from')} type="datetime-local" value={draft.from ?? ''} onChange={set('from')} error={errors.from} />
          <TextField label={t('history.filter.to')} type="datetime-local" value={draft.to ?? ''} onChange={set('to')} error={errors.to} />
          <TextField label={t('history.filter.entity')} value={draft.entity ?? ''} onChange={set('entity')} error={errors.entity} maxLength={200} placeholder="person-…" />
          <Row gap={2}>
            <Button type="submit" variant="primary">
              {t('history.filter.apply')}
            </Button>
            <Button
              onClick={() => {
                setDraft({});
                setParams(new URLSearchParams());
              }}
            >
              {t('history.filter.reset')}
            </Button>
          </Row>
        </form>
      </Card>
      <Card flush>
        <QueryStates query={history} isEmpty={entries.length === 0} empty={<EmptyState icon="clock" title={t('history.empty')} />}>
          <TableScroll>
            <Table aria-label={t('history.title')}>
              <thead>
                <tr>
                  <th scope="col">{t('history.column.at')}</th>
                  <th scope="col">{t('history.column.event')}</th>
                  <th scope="col">{t('history.column.entity')}</th>
                  <th scope="col">{t('history.column.actor')}</th>
                  <th scope="col">{t('history.column.details')}</th>
                  <th scope="col">{t('history.column.correlation')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.event_id}>
                    <td css={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={entry.at}>{formatTime(entry.at)}</time>
                    </td>
                    <td>
                      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
                        {eventWords(entry.type, entry.type_words)}
                        {entry.action ? <Badge tone={entry.action === 'person-erased' || entry.action.endsWith('deleted') ? 'danger' : 'primary'}>{t(actionLabel(entry.action))}</Badge> : null}
                      </div>
                    </td>
                    <td>{entityCell(entry)}</td>
                    <td css={{ minWidth: 200 }}>
                      <ActorLabel actor={entry.actor} />
                    </td>
                    <td css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm, minWidth: 160, maxWidth: 320 })}>{dataSummary(entry.data, t('history.value.erased'), fieldWords, valueWords)}</td>
                    <td>
                      <Link to={correlationPath(entry.stream_id, entry.revision)} title={t('history.correlationLink')} css={(theme) => ({ fontFamily: theme.font.mono, fontSize: theme.fontSize.sm })}>
                        <VisuallyHidden>{t('history.correlationLink')} </VisuallyHidden>
                        {entry.correlation_id.slice(0, 8)}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <Row justify="space-between" css={(theme) => ({ padding: theme.space(3, 4), borderTop: `1px solid ${theme.colors.border}` })}>
            <Button onClick={() => update({ cursor: null })} disabled={!cursor}>
              {t('history.newest')}
            </Button>
            <Button onClick={() => update({ cursor: history.data?.next })} disabled={!history.data?.next} icon={<span aria-hidden>→</span>}>
              {t('history.older')}
            </Button>
          </Row>
        </QueryStates>
      </Card>
    </>
  );
};

export default OrganisationHistoryPage;
