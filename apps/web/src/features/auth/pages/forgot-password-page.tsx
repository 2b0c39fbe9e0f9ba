import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button, TextLink } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { Stack } from '../../../shared/ui/layout';
import { useForgotPasswordMutation } from '../auth-api';
import { AuthLayout } from '../components/auth-layout';

/**
 * /auth/forgot-password: success and an unknown address get the same neutral confirmation, so the
 * page does not reveal who has an account (spec 000 section 5).
 */
export const ForgotPasswordPage = () => {
  const t = useT();
  const notify = useSnackbar();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send, { isLoading }] = useForgotPasswordMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const normalised = email.trim().toLowerCase();
    if (!normalised) {
      setError(t('auth.error.missingEmail'));
      return;
    }
    setError(null);
    const result = await send({ email: normalised });
    if ('error' in result && statusOf(result.error) !== 404) {
      notify(t('auth.forgot.error'), 'error');
      return;
    }
    setSentTo(normalised);
  };

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={sentTo ? undefined : t('auth.forgot.body')}>
      <Stack gap={5}>
        {sentTo ? (
          <Alert tone="success">{t('auth.forgot.sent', { email: sentTo })}</Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap={4}>
              <TextField label={t('auth.signIn.email')} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={error} required autoFocus />
              <Button type="submit" variant="primary" fullWidth loading={isLoading}>
                {t('auth.forgot.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <TextLink to={`/auth/sign-in${email.trim() ? `?email=${encodeURIComponent(email.trim().toLowerCase())}` : ''}`}>{t('auth.forgot.backToSignIn')}</TextLink>
      </Stack>
    </AuthLayout>
  );
};

export default ForgotPasswordPage;
