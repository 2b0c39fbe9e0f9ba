import { useT } from '../../../app/i18n';
import { StatusPage } from '../../../shared/status-page';
import { LinkButton } from '../../../shared/ui/button';

/** 'Access Denied': superadmin-only pages for others, partner-only pages for non-partners, other organisations. */
export const AccessDeniedPage = ({ organisationId }: { organisationId?: string }) => {
  const t = useT();
  return (
    <StatusPage
      fullScreen={false}
      tone="danger"
      icon="lock"
      title={t('errors.accessDenied')}
      body={organisationId ? t('errors.accessDeniedOrganisation', { organisation: organisationId }) : t('errors.accessDeniedHelp')}
      actions={
        <LinkButton variant="primary" to="/portal/dashboard">
          {t('errors.returnToDashboard')}
        </LinkButton>
      }
    />
  );
};

export default AccessDeniedPage;
