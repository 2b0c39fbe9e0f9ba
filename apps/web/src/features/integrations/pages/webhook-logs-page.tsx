import { WEBHOOK_LOG_LIMIT, WEBHOOK_LOG_RETENTION_DAYS } from '@profyle/contracts/webhooks';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { LogsTable } from '../components/logs-table';
import { WebhookReplayCard } from '../components/webhook-replay-card';
import { webhookPagePath } from '../webhook-event-label';
import { WebhookTabs } from '../webhook-tabs';
import { useListWebhookLogsQuery } from '../webhooks-api';
import { useWebhookId } from './webhook-settings-page';

/** /portal/integrations/webhooks/{id}/logs: the latest 100 attempts, newest first (spec 002 section 9), and replays. */
export const WebhookLogsPage = () => {
  const t = useT();
  const id = useWebhookId();
  const { organisationId } = useSession();
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
      <Stack gap={5}>
        <LogsTable query={logs} entries={entries} entryPath={(logId) => `${webhookPagePath(id, 'logs')}/${encodeURIComponent(logId)}`} />
        <div css={{ maxWidth: 760 }}>
          <WebhookReplayCard id={id} />
        </div>
      </Stack>
    </>
  );
};

export default WebhookLogsPage;
