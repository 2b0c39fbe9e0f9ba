import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { Button, LinkButton, TextLink } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { Stack } from '../../../shared/ui/layout';
import { useResetPasswordMutation } from '../auth-api';
import { signInErrorMessage } from '../auth-messages';
import { AuthLayout } from '../components/auth-layout';

/** /auth/reset-password?token=... : the page the password reset e-mail links to. */
export const ResetPasswordPage = () => {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [reset, { isLoading }] = useResetPasswordMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!password) next.password = t('auth.error.missingPassword');
    else if (password !== confirm) next.confirm = t('auth.reset.mismatch');
    setErrors(next);
    if (Object.keys(next).length || !token) return;
    const result = await reset({ token, password });
    if ('error' in result) {
      const fields = fieldErrorsOf(result.error);
      if (fields.password) setErrors({ password: fields.password });
      else setFailure(errorMessageOf(result.error, signInErrorMessage(result.error, t)));
      return;
    }
    setDone(true);
  };

  if (!token) {
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <Stack gap={5}>
          <Alert tone="danger">{t('auth.reset.missingToken')}</Alert>
          <TextLink to="/auth/forgot-password">{t('auth.forgot.title')}</TextLink>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.reset.title')}>
      {done ? (
        <Stack gap={5}>
          <Alert tone="success">{t('auth.reset.done')}</Alert>
          <div>
            <LinkButton variant="primary" to="/auth/sign-in">
              {t('auth.signIn.submitPassword')}
            </LinkButton>
          </div>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap={4}>
            {failure ? <Alert tone="danger">{failure}</Alert> : null}
            <TextField label={t('auth.reset.password')} type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} error={errors.password} required autoFocus />
            <TextField label={t('auth.reset.confirm')} type="password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} error={errors.confirm} required />
            <Button type="submit" variant="primary" fullWidth loading={isLoading}>
              {t('auth.reset.submit')}
            </Button>
            <TextLink to="/auth/sign-in">{t('auth.forgot.backToSignIn')}</TextLink>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
};

export default ResetPasswordPage;
