import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../app/i18n';
import { LinkButton } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { Stack } from '../../../shared/ui/layout';
import { AuthLayout } from '../components/auth-layout';

/** /auth/error?error=... : the authentication error message, or 'Unknown error'. */
export const AuthErrorPage = () => {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <AuthLayout title={t('auth.errorPage.title')}>
      <Stack gap={5}>
        <Alert tone="danger">{params.get('error') || t('auth.error.unknown')}</Alert>
        <div>
          <LinkButton variant="primary" to="/auth/sign-out">
            {t('errors.returnToSignIn')}
          </LinkButton>
        </div>
      </Stack>
    </AuthLayout>
  );
};

export default AuthErrorPage;
