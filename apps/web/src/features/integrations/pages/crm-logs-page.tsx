import { CRM_LOG_LIMIT, CRM_LOG_RETENTION_DAYS } from '@profyle/contracts/crm';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { LogsTable } from '../components/logs-table';
import { useListCrmLogsQuery } from '../crm-api';
import { CrmTabs, useCrmProvider } from '../crm-tabs';
import { CRM_NAMES, crmPagePath } from '../crm-pages';

/** /portal/integrations/{hubspot,pipedrive}/logs: the latest 100 exchanges with the CRM, newest first (spec 002 section 9). */
export const CrmLogsPage = () => {
  const t = useT();
  const provider = useCrmProvider();
  const { organisationId } = useSession();
  const logs = useListCrmLogsQuery({ organisationId, provider });
  const name = CRM_NAMES[provider];
  useDocumentTitle(t('crm.logsTitle', { name }));
  return (
    <>
      <PageHeader
        title={t('crm.logsTitle', { name })}
        subtitle={t('webhooks.logsSubtitle', { limit: CRM_LOG_LIMIT, days: CRM_LOG_RETENTION_DAYS })}
        crumbs={[{ label: t('nav.integrations'), to: '/portal/integrations' }, { label: name, to: crmPagePath(provider) }, { label: t('webhooks.logsTab') }]}
        actions={
          <>
            <CrmTabs provider={provider} current="logs" />
            <Button icon={<Icon name="refresh" size={16} />} onClick={() => void logs.refetch()} loading={logs.isFetching}>
              {t('webhooks.refresh')}
            </Button>
          </>
        }
      />
      <LogsTable query={logs} entries={logs.data?.data ?? []} entryPath={(logId) => `${crmPagePath(provider, 'logs')}/${encodeURIComponent(logId)}`} showMethod />
    </>
  );
};

export default CrmLogsPage;
