import { useT } from '../../app/i18n';
import { LinkButton } from '../../shared/ui/button';
import { webhookPagePath } from './webhook-event-label';

/** Settings | Logs, as the header actions of every webhook page. */
export const WebhookTabs = ({ id, current }: { id: string; current: 'settings' | 'logs' }) => {
  const t = useT();
  return (
    <>
      <LinkButton to={webhookPagePath(id, 'settings')} variant={current === 'settings' ? 'primary' : 'secondary'} aria-current={current === 'settings' ? 'page' : undefined}>
        {t('webhooks.settingsTab')}
      </LinkButton>
      <LinkButton to={webhookPagePath(id, 'logs')} variant={current === 'logs' ? 'primary' : 'secondary'} aria-current={current === 'logs' ? 'page' : undefined}>
        {t('webhooks.logsTab')}
      </LinkButton>
    </>
  );
};
