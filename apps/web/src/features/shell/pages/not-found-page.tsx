import { DEFAULT_SUPPORT_EMAIL } from '../../../app/config';
import { useT } from '../../../app/i18n';
import { StatusPage } from '../../../shared/status-page';
import { LinkButton } from '../../../shared/ui/button';

/** 'This resource was not found' with a support address (spec 000 section 2, spec 001 section 2). */
export const NotFoundPage = ({ inPortal, supportEmail }: { inPortal?: boolean; supportEmail?: string | null }) => {
  const t = useT();
  const email = supportEmail || DEFAULT_SUPPORT_EMAIL;
  return (
    <StatusPage
      fullScreen={!inPortal}
      icon="search"
      title={t('errors.notFound')}
      body={renderWithEmail(t('errors.notFoundHelp', { email: '\u0000' }), email)}
      actions={
        <LinkButton variant="primary" to="/">
          {t('errors.returnToDashboard')}
        </LinkButton>
      }
    />
  );
};

/** Puts a mailto link where the \0 placeholder is. */
export const renderWithEmail = (text: string, email: string) => {
  const [before, after = ''] = text.split('\u0000');
  return (
    <>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </>
  );
};

export default NotFoundPage;
