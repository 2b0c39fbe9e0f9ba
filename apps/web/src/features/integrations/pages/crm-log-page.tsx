import { useParams } from 'react-router-dom';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { PageHeader } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { LogEntryDetails } from '../components/log-entry-details';
import { useGetCrmLogQuery } from '../crm-api';
import { CrmTabs, useCrmProvider } from '../crm-tabs';
import { CRM_NAMES, crmPagePath } from '../crm-pages';

/**
 * /portal/integrations/{hubspot,pipedrive}/logs/{logId}: one exchange with the CRM with its request and
 * response, secrets redacted (spec 002 section 3); superadmins also see its database record (section 6).
 */
export const CrmLogPage = () => {
  const t = useT();
  const provider = useCrmProvider();
  const { logId = '' } = useParams<{ logId: string }>();
  const session = useSession();
  const log = useGetCrmLogQuery({ organisationId: session.organisationId, provider, logId });
  const name = CRM_NAMES[provider];
  useDocumentTitle(t('webhooks.logTitle'));
  const header = (
    <PageHeader
      title={t('webhooks.logTitle')}
      crumbs={[
        { label: t('nav.integrations'), to: '/portal/integrations' },
        { label: name, to: crmPagePath(provider) },
        { label: t('webhooks.logsTab'), to: crmPagePath(provider, 'logs') },
        { label: logId },
      ]}
      actions={<CrmTabs provider={provider} current="logs" />}
    />
  );
  if (log.isLoading) return <LoadingView label={t('common.loading')} />;
  if (!log.data)
    return (
      <>
        {header}
        <Alert tone="danger">{statusOf(log.error) === 404 ? t('webhooks.logNotFound') : errorMessageOf(log.error, t('common.unknownError'))}</Alert>
      </>
    );
  return (
    <>
      {header}
      <LogEntryDetails entry={log.data} databaseRecord={session.user.superadmin ? `crm_logs_v1/${log.data.id}` : null} />
    </>
  );
};

export default CrmLogPage;
