import { useT } from '../../../app/i18n';
import { DEFAULT_SUPPORT_EMAIL } from '../../../app/config';
import { LinkButton } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { Stack } from '../../../shared/ui/layout';
import { AuthLayout } from '../components/auth-layout';

/** /register: the trial wizard is not in this release; the page says so instead of pretending. */
export const RegisterPage = () => {
  const t = useT();
  return (
    <AuthLayout title={t('auth.register.title')}>
      <Stack gap={5}>
        <Alert tone="info">{t('auth.register.unavailable', { email: DEFAULT_SUPPORT_EMAIL })}</Alert>
        <div>
          <LinkButton variant="primary" to="/auth/sign-in">
            {t('auth.forgot.backToSignIn')}
          </LinkButton>
        </div>
      </Stack>
    </AuthLayout>
  );
};

export default RegisterPage;
