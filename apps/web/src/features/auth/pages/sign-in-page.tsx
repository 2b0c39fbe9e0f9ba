import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { EMAIL_PATTERN } from '../../../shared/email';
import { DEFAULT_LANDING } from '../../../app/config';
import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../app/i18n';
import { useHasPage } from '../../../app/route-table';
import { STORAGE_KEYS, storage } from '../../../app/storage';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button, TextLink } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { Stack } from '../../../shared/ui/layout';
import { useGetMailboxQuery } from '../../dev/dev-api';
import { useRequestEmailLinkMutation, useSignInWithPasswordMutation } from '../auth-api';
import { signInErrorMessage } from '../auth-messages';
import { AuthLayout } from '../components/auth-layout';
import { OidcButtons } from '../components/oidc-buttons';
import { landingFor } from '../continue-url';
import { useFinishSignIn } from '../use-finish-sign-in';

type Mode = 'link' | 'password';

/**
 * /auth/sign-in?email&token&continueUrl (spec 000 section 2): e-mail link by default, a password on
 * request, or an OIDC provider. An invite token makes the invite page the continueUrl.
 */
export const SignInPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const finishSignIn = useFinishSignIn();
  const [params] = useSearchParams();
  const inviteToken = params.get('token');
  const continueUrl = params.get('continueUrl') ?? (inviteToken ? `/auth/accept-invite/${encodeURIComponent(inviteToken)}` : null);
  const signedIn = useAppSelector((state) => state.session.signedIn);

  const [mode, setMode] = useState<Mode>('link');
  const [email, setEmail] = useState(params.get('email') ?? storage.get(STORAGE_KEYS.signInEmail) ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [requestLink, linkState] = useRequestEmailLinkMutation();
  const [signIn, passwordState] = useSignInWithPasswordMutation();
  const mailbox = useGetMailboxQuery();
  const hasPage = useHasPage();

  if (signedIn) {
    const landing = landingFor(continueUrl);
    return <Navigate to={landing.ok ? landing.path : DEFAULT_LANDING} replace />;
  }

  const validate = (): { email: string } | null => {
    const normalised = email.trim().toLowerCase();
    const next: typeof errors = {};
    if (!normalised) next.email = t('auth.signIn.emailRequired');
    else if (!EMAIL_PATTERN.test(normalised)) next.email = t('auth.signIn.emailInvalid');
    if (mode === 'password' && !password) next.password = t('auth.signIn.passwordRequired');
    setErrors(next);
    return Object.keys(next).length ? null : { email: normalised };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = validate();
    if (!valid) return;
    if (continueUrl && !landingFor(continueUrl).ok) {
      notify(t('auth.error.invalidContinueUrl'), 'error');
      return;
    }
    if (mode === 'link') {
      const result = await requestLink({ email: valid.email, ...(continueUrl ? { continueUrl } : {}) });
      if ('error' in result) {
        notify(signInErrorMessage(result.error, t), 'error');
        return;
      }
      storage.set(STORAGE_KEYS.signInEmail, valid.email);
      navigate(`/auth/check-email?email=${encodeURIComponent(valid.email)}`);
      return;
    }
    const result = await signIn({ email: valid.email, password });
    if ('error' in result) {
      notify(signInErrorMessage(result.error, t), 'error');
      return;
    }
    finishSignIn(result.data, continueUrl);
  };

  const query = new URLSearchParams();
  if (email.trim()) query.set('email', email.trim().toLowerCase());

  return (
    <AuthLayout title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <Stack gap={5}>
        {inviteToken ? <Alert tone="info">{t('auth.signIn.inviteBanner')}</Alert> : null}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap={4}>
            <TextField
              label={t('auth.signIn.email')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
              required
              autoFocus={!email}
            />
            {mode === 'password' ? (
              <TextField
                label={t('auth.signIn.password')}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={errors.password}
                required
                trailing={
                  <TextLink to={`/auth/forgot-password${query.size ? `?${query}` : ''}`} css={(theme) => ({ fontSize: theme.fontSize.sm })}>
                    {t('auth.signIn.forgotPassword')}
                  </TextLink>
                }
              />
            ) : null}
            <Button type="submit" variant="primary" fullWidth loading={linkState.isLoading || passwordState.isLoading}>
              {mode === 'link' ? t('auth.signIn.sendLink') : t('auth.signIn.submitPassword')}
            </Button>
            <div css={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
              <button
                type="button"
                onClick={() => {
                  setMode(mode === 'link' ? 'password' : 'link');
                  setErrors({});
                }}
                css={(theme) => ({ background: 'none', border: 0, padding: 0, color: theme.colors.primary, fontWeight: 600, cursor: 'pointer', textDecoration: 'underline', textUnderlineOffset: 2 })}
              >
                {mode === 'link' ? t('auth.signIn.usePassword') : t('auth.signIn.withoutPassword')}
              </button>
              {mode === 'link' ? (
                <TextLink to={`/auth/forgot-password${query.size ? `?${query}` : ''}`}>{t('auth.signIn.forgotPassword')}</TextLink>
              ) : null}
            </div>
          </Stack>
        </form>
        <Divider label={t('auth.signIn.or')} />
        <OidcButtons continueUrl={continueUrl} />
        {/* Offered once the trial sign-up has its page. */}
        {hasPage('/register') ? (
          <p css={(theme) => ({ margin: 0, textAlign: 'center', color: theme.colors.textMuted })}>
            {t('auth.signIn.noAccount')} <TextLink to={inviteToken ? `/register?token=${encodeURIComponent(inviteToken)}` : '/register'}>{t('auth.signIn.startTrial')}</TextLink>
          </p>
        ) : null}
        <Alert tone="info">{t('auth.signIn.portalOnly')}</Alert>
        {mailbox.isSuccess ? (
          <p css={(theme) => ({ margin: 0, textAlign: 'center', fontSize: theme.fontSize.sm })}>
            <Link to="/dev/mailbox">{t('auth.signIn.devMailbox')}</Link>
          </p>
        ) : null}
      </Stack>
    </AuthLayout>
  );
};

const Divider = ({ label }: { label: string }) => (
  <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3), color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>
    <span css={(theme) => ({ flex: 1, height: 1, background: theme.colors.border })} />
    {label}
    <span css={(theme) => ({ flex: 1, height: 1, background: theme.colors.border })} />
  </div>
);

export default SignInPage;
