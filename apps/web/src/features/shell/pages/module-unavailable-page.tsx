import { useEffect } from 'react';
import { type MessageKey, useT } from '../../../app/i18n';
import { StatusPage } from '../../../shared/status-page';
import { LinkButton } from '../../../shared/ui/button';

/**
 * The route of a sidebar module that is not in this release (Contacts, NFC Cards, Groups, ...). It
 * names the module and says plainly that it is not built yet: no made-up data, no disabled mock-up.
 */
export const ModuleUnavailablePage = ({ module }: { module: MessageKey }) => {
  const t = useT();
  const name = t(module);
  useEffect(() => {
    document.title = `${name} · ${t('product.name')}`;
  }, [name, t]);
  return (
    <StatusPage
      fullScreen={false}
      tone="info"
      icon="clock"
      title={t('errors.moduleUnavailableTitle', { module: name })}
      body={t('errors.moduleUnavailableBody', { module: name })}
      actions={
        <LinkButton variant="primary" to="/portal/dashboard">
          {t('errors.moduleUnavailableDashboard')}
        </LinkButton>
      }
    />
  );
};

export default ModuleUnavailablePage;
