import type { CrmProvider } from '@profyle/contracts/crm';
import { useLocation } from 'react-router-dom';
import { useT } from '../../app/i18n';
import { LinkButton } from '../../shared/ui/button';
import { crmPagePath } from './crm-pages';

/** The CRM of the route (`/portal/integrations/{hubspot,pipedrive}/...`; only those two routes exist). */
export const useCrmProvider = (): CrmProvider => (useLocation().pathname.split('/')[3] === 'pipedrive' ? 'pipedrive' : 'hubspot');

/** Settings | Logs, as the header actions of every CRM page. */
export const CrmTabs = ({ provider, current }: { provider: CrmProvider; current: 'settings' | 'logs' }) => {
  const t = useT();
  return (
    <>
      <LinkButton to={crmPagePath(provider, 'settings')} variant={current === 'settings' ? 'primary' : 'secondary'} aria-current={current === 'settings' ? 'page' : undefined}>
        {t('webhooks.settingsTab')}
      </LinkButton>
      <LinkButton to={crmPagePath(provider, 'logs')} variant={current === 'logs' ? 'primary' : 'secondary'} aria-current={current === 'logs' ? 'page' : undefined}>
        {t('webhooks.logsTab')}
      </LinkButton>
    </>
  );
};
