import { useParams } from 'react-router-dom';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { PageHeader } from '../../../shared/ui/layout';
import { LinkButton } from '../../../shared/ui/button';
import { useSession } from '../../auth/session';
import { LogEntryDetails } from '../components/log-entry-details';
import { webhookPagePath } from '../webhook-event-label';
import { WebhookTabs } from '../webhook-tabs';
import { useGetWebhookLogQuery } from '../webhooks-api';
import { useWebhookId } from './webhook-settings-page';

/**
 * /portal/integrations/webhooks/{id}/logs/{logId}: one attempt with its request and response (spec 002
 * section 3). Superadmins also see where the record is stored (spec 002 section 6).
 */
export const WebhookLogPage = () => {
  const t = useT();
  const id = useWebhookId();
  const { logId = '' } = useParams<{ logId: string }>();
  const session = useSession();
  const log = useGetWebhookLogQuery({ organisationId: session.organisationId, id, logId });
  useDocumentTitle(t('webhooks.logTitle'));

  const header = (
    <PageHeader
      title={t('webhooks.logTitle')}
      crumbs={[
        { label: t('nav.integrations'), to: '/portal/integrations' },
        { label: t('webhooks.title') },
        { label: id, to: webhookPagePath(id) },
        { label: t('webhooks.logsTab'), to: webhookPagePath(id, 'logs') },
        { label: logId },
      ]}
      actions={
        <>
          <WebhookTabs id={id} current="logs" />
          {log.data ? <LinkButton to={`${webhookPagePath(id, 'logs')}?replayFrom=${encodeURIComponent(log.data.messageId)}#replay`}>{t('webhooks.replay.fromHere')}</LinkButton> : null}
        </>
      }
    />
  );
  if (log.isLoading) return <LoadingView label={t('common.loading')} />;
  const entry = log.data;
  if (!entry)
    return (
      <>
        {header}
        <Alert tone="danger">{statusOf(log.error) === 404 ? t('webhooks.logNotFound') : errorMessageOf(log.error, t('common.unknownError'))}</Alert>
      </>
    );
  return (
    <>
      {header}
      <LogEntryDetails entry={entry} databaseRecord={session.user.superadmin ? `webhook_logs_v1/${entry.id}` : null} />
    </>
  );
};

export default WebhookLogPage;
