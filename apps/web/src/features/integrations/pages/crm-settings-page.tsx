import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CrmConnectionView, CrmProvider, CrmTestResult } from '@profyle/contracts/crm';
import { apiText, errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Alert, Badge, LoadingView } from '../../../shared/ui/feedback';
import { Switch } from '../../../shared/ui/fields';
import { Card, CardTitle, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useChangeCrmSettingMutation, useDisconnectCrmMutation, useGetCrmConnectionQuery, useSendCrmTestLeadMutation, useStartCrmAuthorisationMutation } from '../crm-api';
import { CrmTabs, useCrmProvider } from '../crm-tabs';
import { CRM_NAMES, crmPagePath } from '../crm-pages';
import { HistoryPanel } from '../../history/components/history-panel';

/** Sends the admin to the CRM's install link (its consent page); they come back to /oauth/{provider}. */
export const useConnectCrm = (provider: CrmProvider) => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [start, state] = useStartCrmAuthorisationMutation();
  const connect = async () => {
    const result = await start({ organisationId, provider });
    if ('error' in result) {
      notify(t('crm.installError', { name: CRM_NAMES[provider], message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    window.location.assign(result.data.url);
  };
  // Stays busy after a success: the browser is leaving for the consent page.
  return { connect, connecting: state.isLoading || state.isSuccess };
};

const ConnectionCard = ({ provider, connection }: { provider: CrmProvider; connection: CrmConnectionView }) => {
  const t = useT();
  const notify = useSnackbar();
  const { formatDateTime } = useFormatters();
  const { organisationId } = useSession();
  const name = CRM_NAMES[provider];
  const { connect, connecting } = useConnectCrm(provider);
  const [confirming, setConfirming] = useState(false);
  const [disconnect, disconnecting] = useDisconnectCrmMutation();

  const onDisconnect = async () => {
    const result = await disconnect({ organisationId, provider });
    setConfirming(false);
    // The spec words this failure the same for both CRMs ('Error updating Pipedrive integration').
    if ('error' in result) notify(t('crm.updateError'), 'error');
    else notify(t('crm.disconnectedToast', { name }));
  };

  return (
    <Card>
      <div css={(theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(3), marginBottom: theme.space(3) })}>
        <CardTitle css={{ margin: 0 }}>{t('crm.connection')}</CardTitle>
        <Badge tone={connection.connected ? 'success' : 'neutral'}>{connection.connected ? t('integrations.connected') : t('integrations.disconnected')}</Badge>
      </div>
      <Stack gap={4}>
        {connection.status === 'lost' ? <Alert tone="warning">{t('crm.lost', { name, reason: connection.lost_reason ?? '' })}</Alert> : null}
        {connection.connected && connection.account ? (
          <p css={{ margin: 0 }}>{t('crm.connectedTo', { account: connection.account.name, date: connection.connected_at ? formatDateTime(connection.connected_at) : '' })}</p>
        ) : (
          <p css={{ margin: 0 }}>{t('crm.notConnected', { name })}</p>
        )}
        {connection.stand_in_url ? (
          <Alert tone="info" action={<a href={connection.stand_in_url} target="_blank" rel="noreferrer" css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}>{t('crm.standInLink')}</a>}>
            {t('crm.standIn', { name })}
          </Alert>
        ) : null}
        <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          {connection.connected || connection.status === 'lost' ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('crm.disconnect')}
            </Button>
          ) : null}
          {connection.connected ? null : (
            <Button variant="primary" onClick={() => void connect()} loading={connecting}>
              {connection.status === 'lost' ? t('crm.reconnect') : t('crm.connect', { name })}
            </Button>
          )}
        </div>
      </Stack>
      <Dialog
        open={confirming}
        title={t('crm.disconnectTitle', { name })}
        onClose={() => setConfirming(false)}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
            <Button variant="danger" onClick={() => void onDisconnect()} loading={disconnecting.isLoading}>
              {t('crm.disconnect')}
            </Button>
          </>
        }
      >
        <p css={{ margin: 0 }}>{t('crm.disconnectBody', { name })}</p>
      </Dialog>
    </Card>
  );
};

const SyncCard = ({ provider, connection }: { provider: CrmProvider; connection: CrmConnectionView }) => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const name = CRM_NAMES[provider];
  const [change, changing] = useChangeCrmSettingMutation();
  const [sendTest, testing] = useSendCrmTestLeadMutation();
  const [lastTest, setLastTest] = useState<CrmTestResult | null>(null);
  // The switch follows the click at once and goes back if the change is refused.
  const [createLead, setCreateLead] = useState(connection.settings.create_lead);
  useEffect(() => setCreateLead(connection.settings.create_lead), [connection.settings.create_lead]);

  const onCreateLead = async (value: boolean) => {
    setCreateLead(value);
    const result = await change({ organisationId, provider, setting: 'create_lead', value });
    if ('error' in result) setCreateLead(!value);
    notify('error' in result ? t('crm.updateError') : t('crm.settingUpdated'), 'error' in result ? 'error' : 'success');
  };
  const onTest = async () => {
    setLastTest(null);
    const result = await sendTest({ organisationId, provider });
    if ('error' in result) {
      notify(t('crm.triggerError', { name }), 'error');
      return;
    }
    setLastTest(result.data);
    notify(result.data.success ? t('crm.testSent', { name }) : t('crm.triggerError', { name }), result.data.success ? 'success' : 'error');
  };

  return (
    <Card>
      <CardTitle>{t('crm.sync')}</CardTitle>
      <Stack gap={4}>
        <p css={{ margin: 0 }}>{provider === 'hubspot' ? t('crm.syncHubspot') : t('crm.syncPipedrive')}</p>
        {provider === 'hubspot' ? (
          <Switch label={t('crm.createLead')} description={t('crm.createLeadDescription')} checked={createLead} disabled={changing.isLoading} onChange={(event) => void onCreateLead(event.target.checked)} />
        ) : null}
        {lastTest ? (
          <Alert tone={lastTest.success ? 'success' : 'danger'} action={<Link to={crmPagePath(provider, 'logs')}>{t('crm.viewLogs')}</Link>}>
            {lastTest.success ? t('crm.testSent', { name }) : apiText(lastTest.message)}
          </Alert>
        ) : null}
        <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => void onTest()} loading={testing.isLoading} disabled={!connection.connected} disabledReason={t('crm.testNeedsConnection')}>
            {t('crm.sendTest')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
};

/**
 * /portal/integrations/{hubspot,pipedrive}/settings: Connected or Disconnected (spec 002 section 4), the
 * install link to connect and the removal of the authorisation, HubSpot's create_lead, the test lead
 * (spec 002 section 7) and its messages (section 8).
 */
export const CrmSettingsPage = () => {
  const t = useT();
  const provider = useCrmProvider();
  const { organisationId } = useSession();
  const connection = useGetCrmConnectionQuery({ organisationId, provider });
  const name = CRM_NAMES[provider];
  useDocumentTitle(t('crm.settingsTitle', { name }));
  const header = (
    <PageHeader
      title={t('crm.settingsTitle', { name })}
      crumbs={[{ label: t('nav.integrations'), to: '/portal/integrations' }, { label: name }, { label: t('webhooks.settingsTab') }]}
      actions={<CrmTabs provider={provider} current="settings" />}
    />
  );
  if (connection.isLoading) return <LoadingView label={t('common.loading')} />;
  if (!connection.data)
    return (
      <>
        {header}
        <Alert tone="danger">{t('common.loadError', { message: errorMessageOf(connection.error, t('common.unknownError')) })}</Alert>
      </>
    );
  return (
    <>
      {header}
      <Stack gap={5} css={{ maxWidth: 760 }}>
        <ConnectionCard provider={provider} connection={connection.data} />
        <SyncCard provider={provider} connection={connection.data} />
        <HistoryPanel streamId={`crm-${organisationId}-${provider}`} />
      </Stack>
    </>
  );
};

export default CrmSettingsPage;
