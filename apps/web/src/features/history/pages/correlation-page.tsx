import { Link, useParams } from 'react-router-dom';
import type { CorrelatedCommand } from '@profyle/contracts/history';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Alert, Badge, EmptyState } from '../../../shared/ui/feedback';
import { Card, CardTitle, Muted, PageHeader, Stack } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { ActorLabel } from '../components/history-actor';
import { useCommandWords, useEntityKind, useEventWords, useHistoryTime } from '../components/history-format';
import { entityHistoryPath } from '../history-links';
import { useGetCorrelationQuery } from '../history-api';

const CommandCard = ({ command, current }: { command: CorrelatedCommand; current?: string }) => {
  const t = useT();
  const formatTime = useHistoryTime();
  const kind = useEntityKind();
  const eventWords = useEventWords();
  const commandWords = useCommandWords();
  return (
    <li css={(theme) => ({ borderBottom: `1px solid ${theme.colors.border}`, padding: theme.space(3, 0) })}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', fontWeight: 600 }}>
        <span>{commandWords(command.command, t('history.correlation.unknownCommand'))}</span>
        <Muted css={{ fontWeight: 400 }}>
          <time dateTime={command.at}>{formatTime(command.at)}</time>
        </Muted>
        <ActorLabel actor={command.actor} />
      </div>
      <ul css={(theme) => ({ margin: theme.space(2, 0, 0), paddingInlineStart: theme.space(5) })}>
        {command.events.map((event) => (
          <li key={event.event_id}>
            <Link to={entityHistoryPath(event.stream_id, event.revision)} aria-current={event.event_id === current ? 'true' : undefined} css={{ fontWeight: event.event_id === current ? 700 : 400 }}>
              {eventWords(event.type, event.type_words)}
            </Link>{' '}
            <Muted>
              · {kind(event.category, event.entity)}: {event.entity_label ?? event.entity_id}
            </Muted>
          </li>
        ))}
      </ul>
    </li>
  );
};

/**
 * /portal/history/streams/{streamId}/{revision}/correlation (superadmins): from one event, the command
 * that produced it, every command and event of the same correlation (each row of an import or a bulk
 * action, each step of a wizard) and the webhook deliveries that followed.
 */
export const CorrelationPage = () => {
  const t = useT();
  useDocumentTitle(t('history.correlation.title'));
  const formatTime = useHistoryTime();
  const kind = useEntityKind();
  const eventWords = useEventWords();
  const { streamId = '', revision = '0' } = useParams();
  const { organisationId } = useSession();
  const correlation = useGetCorrelationQuery({ organisationId, streamId, revision: Number(revision) });
  const data = correlation.data;
  const eventCount = data?.commands.reduce((n, command) => n + command.events.length, 0) ?? 0;

  return (
    <>
      <PageHeader
        title={t('history.correlation.title')}
        subtitle={t('history.correlation.subtitle')}
        crumbs={[
          { label: t('history.title'), to: '/portal/history' },
          { label: data ? `${kind(data.event.category, data.event.entity)}: ${data.event.entity_label ?? data.event.entity_id}` : streamId, to: entityHistoryPath(streamId, Number(revision)) },
          { label: t('history.correlation.title') },
        ]}
      />
      <QueryStates query={correlation} isEmpty={!data} empty={null}>
        {data ? (
          <Stack gap={6}>
            <Card>
              <CardTitle>{t('history.correlation.event')}</CardTitle>
              <p css={{ margin: 0 }}>
                <Link to={entityHistoryPath(data.event.stream_id, data.event.revision)}>{eventWords(data.event.type, data.event.type_words)}</Link> · {kind(data.event.category, data.event.entity)}: {data.event.entity_label ?? data.event.entity_id} ·{' '}
                <time dateTime={data.event.at}>{formatTime(data.event.at)}</time>
              </p>
              <h3 css={(theme) => ({ fontSize: theme.fontSize.md, margin: theme.space(4, 0, 1) })}>{t('history.correlation.command')}</h3>
              <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                <CommandCard command={data.command} current={data.event.event_id} />
              </ul>
            </Card>
            <Card aria-labelledby="correlation-all">
              <CardTitle id="correlation-all">{t('history.correlation.all')}</CardTitle>
              <Muted css={(theme) => ({ fontFamily: theme.font.mono, fontSize: theme.fontSize.sm })}>{data.correlation_id}</Muted>
              <p css={{ margin: '4px 0 0' }}>{t('history.correlation.counts', { commands: data.commands.length, events: eventCount })}</p>
              {data.truncated ? <Alert tone="warning">{t('history.correlation.truncated')}</Alert> : null}
              <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.commands.map((command) => (
                  <CommandCard key={command.causation_id} command={command} current={data.event.event_id} />
                ))}
              </ol>
            </Card>
            <Card flush aria-labelledby="correlation-deliveries">
              <CardTitle id="correlation-deliveries" css={(theme) => ({ padding: theme.space(5, 5, 0) })}>
                {t('history.correlation.deliveries')}
              </CardTitle>
              {data.deliveries.length === 0 ? (
                <EmptyState icon="integrations" title={t('history.correlation.noDeliveries')} />
              ) : (
                <TableScroll>
                  <Table>
                    <thead>
                      <tr>
                        <th scope="col">{t('history.column.at')}</th>
                        <th scope="col">{t('history.column.event')}</th>
                        <th scope="col">{t('history.column.details')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.deliveries.map((delivery) => (
                        <tr key={delivery.id}>
                          <td css={{ whiteSpace: 'nowrap' }}>{formatTime(delivery.created_at)}</td>
                          <td>
                            <Badge tone={delivery.status === 'delivered' ? 'success' : delivery.status === 'failed' ? 'danger' : 'neutral'}>{delivery.event}</Badge>
                          </td>
                          <td>
                            <Link to={`/portal/integrations/webhooks/${encodeURIComponent(delivery.endpoint_id)}/logs`}>
                              {t('history.correlation.delivery', { event: delivery.event, endpoint: delivery.endpoint_id, status: delivery.status, attempts: delivery.attempts })}
                            </Link>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableScroll>
              )}
            </Card>
          </Stack>
        ) : null}
      </QueryStates>
    </>
  );
};

export default CorrelationPage;
