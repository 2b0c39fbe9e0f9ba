import { Link } from 'react-router-dom';
import { WEBHOOK_LOG_LIMIT, WEBHOOK_LOG_RETENTION_DAYS, type WebhookLogSummary } from '@profyle/contracts/webhooks';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Badge, EmptyState } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, PageHeader } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { webhookPagePath } from '../webhook-event-label';
import { WebhookTabs } from '../webhook-tabs';
import { useListWebhookLogsQuery } from '../webhooks-api';
import { useWebhookId } from './webhook-settings-page';

/** OK for 200-299, the status code otherwise, "No response" when none came. */
export const LogStatus = ({ entry }: { entry: Pick<WebhookLogSummary, 'isOk' | 'code'> }) => {
  const t = useT();
  if (entry.isOk) return <Badge tone="success">{`${t('webhooks.status.ok')} ${entry.code}`}</Badge>;
  return <Badge tone="danger">{entry.code === 0 ? t('webhooks.status.noResponse') : `${t('webhooks.status.failed')} ${entry.code}`}</Badge>;
};

/** /portal/integrations/webhooks/{id}/logs: the latest 100 attempts, newest first (spec 002 section 9). */
export const WebhookLogsPage = () => {
  const t = useT();
  const id = useWebhookId();
  const { organisationId } = useSession();
  const { formatDateTime } = useFormatters();
  const logs = useListWebhookLogsQuery({ organisationId, id });
  const entries = logs.data?.data ?? [];
  useDocumentTitle(t('webhooks.logsTitle'));

  return (
    <>
      <PageHeader
        title={t('webhooks.logsTitle')}
        subtitle={t('webhooks.logsSubtitle', { limit: WEBHOOK_LOG_LIMIT, days: WEBHOOK_LOG_RETENTION_DAYS })}
        crumbs={[{ label: t('nav.integrations'), to: '/portal/integrations' }, { label: t('webhooks.title') }, { label: id, to: webhookPagePath(id) }, { label: t('webhooks.logsTab') }]}
        actions={
          <>
            <WebhookTabs id={id} current="logs" />
            <Button icon={<Icon name="refresh" size={16} />} onClick={() => void logs.refetch()} loading={logs.isFetching}>
              {t('webhooks.refresh')}
            </Button>
          </>
        }
      />
      <Card css={{ padding: 0, overflow: 'hidden' }}>
        <QueryStates query={logs} isEmpty={entries.length === 0} empty={<EmptyState icon="integrations" title={t('webhooks.noLogs')} />}>
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('webhooks.column.time')}</th>
                <th scope="col">{t('webhooks.column.event')}</th>
                <th scope="col">{t('webhooks.column.status')}</th>
                <th scope="col">{t('webhooks.column.message')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td css={{ whiteSpace: 'nowrap' }}>
                    <Link to={`${webhookPagePath(id, 'logs')}/${encodeURIComponent(entry.id)}`}>{formatDateTime(entry.timestamp)}</Link>
                  </td>
                  <td>
                    <code>{entry.event}</code>
                  </td>
                  <td>
                    <LogStatus entry={entry} />
                  </td>
                  <td css={{ overflowWrap: 'anywhere' }}>{entry.message}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
        </QueryStates>
      </Card>
    </>
  );
};

export default WebhookLogsPage;
