import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { DEFAULT_LANDING, PRIVACY_URL, TERMS_URL } from '../../../app/config';
import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../app/i18n';
import { EMAIL_PATTERN } from '../../../shared/email';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button, TextLink } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { Stack } from '../../../shared/ui/layout';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useGetMeQuery } from '../../auth/auth-api';
import { OidcButtons } from '../../auth/components/oidc-buttons';
import { useFinishSignIn } from '../../auth/use-finish-sign-in';
import { PublicPage } from '../../registration/components/public-page';
import { MarketingPanel } from '../components/marketing-panel';
import { useGetTrialOfferQuery, useRequestSignUpLinkMutation, useSignUpWithPasswordMutation } from '../trials-api';
import { attributionBody, loadWizard, updateWizard } from '../wizard-state';

const FIRST_STEP = '/register/personal-details';

/**
 * /register?card_id&aff&token&email&utm_source&utm_medium&utm_campaign&GCLID (spec 000 "Register"):
 * the marketing panel and the sign-up (e-mail link by default, a password on request, or a provider).
 * The query is remembered for the wizard; an affiliate or card the server refuses is said in its words
 * and left out of the trial.
 */
export const RegisterPage = () => {
  const t = useT();
  const signedIn = useAppSelector((state) => state.session.signedIn);
  const me = useGetMeQuery(undefined, { skip: !signedIn });
  if (signedIn && me.data) return <Navigate to={me.data.user.registering ? FIRST_STEP : DEFAULT_LANDING} replace />;
  if (signedIn && me.isLoading) return <LoadingView fullScreen label={t('common.loading')} />;
  return <SignUp />;
};

const SignUp = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const finishSignIn = useFinishSignIn();
  const [params] = useSearchParams();
  const inviteToken = params.get('token');
  const aff = params.get('aff');
  const cardId = params.get('card_id');
  const offer = useGetTrialOfferQuery({ aff, cardId });
  const [mode, setMode] = useState<'link' | 'password'>('link');
  const [email, setEmail] = useState(params.get('email') ?? loadWizard().signUpEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [requestLink, linkState] = useRequestSignUpLinkMutation();
  const [signUp, passwordState] = useSignUpWithPasswordMutation();
  useDocumentTitle(t('trial.register.title'));

  // The link's query is kept for the wizard and the sign-up (a later visit without it keeps what was there).
  useEffect(() => {
    const query = { utm_source: params.get('utm_source'), utm_medium: params.get('utm_medium'), utm_campaign: params.get('utm_campaign'), gclid: params.get('GCLID') ?? params.get('gclid'), affiliate_id: aff, card_id: cardId };
    if (Object.values(query).every((value) => !value)) return;
    updateWizard((data) => ({
      ...data,
      attribution: Object.fromEntries(Object.entries(data.attribution).map(([key, value]) => [key, query[key as keyof typeof query]?.slice(0, 200) ?? value])) as typeof data.attribution,
    }));
  }, [params, aff, cardId]);

  // What the server refuses is left out of the trial; what it accepts is remembered (the card's colour).
  useEffect(() => {
    if (offer.isError) {
      updateWizard((data) => ({ ...data, card: null, attribution: { ...data.attribution, ...(aff ? { affiliate_id: '' } : {}), ...(cardId ? { card_id: '' } : {}) } }));
    } else if (offer.data) {
      updateWizard((data) => ({ ...data, card: offer.data?.card ?? data.card }));
    }
  }, [offer.isError, offer.data, aff, cardId]);

  const signInPath = () => {
    const query = new URLSearchParams();
    if (email.trim()) query.set('email', email.trim().toLowerCase());
    if (inviteToken) query.set('token', inviteToken);
    return `/auth/sign-in${query.size ? `?${query}` : ''}`;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const normalised = email.trim().toLowerCase();
    const found: typeof errors = {};
    if (!normalised) found.email = t('auth.signIn.emailRequired');
    else if (!EMAIL_PATTERN.test(normalised)) found.email = t('auth.signIn.emailInvalid');
    if (mode === 'password' && !password) found.password = t('auth.signIn.passwordRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    updateWizard((data) => ({ ...data, signUpEmail: normalised }));
    const result = mode === 'link' ? await requestLink({ email: normalised }) : await signUp({ email: normalised, password, attribution: attributionBody(loadWizard()) });
    if ('error' in result) {
      if (statusOf(result.error) === 409) {
        // Spec 000 section 5: an existing account goes to sign-in with the spec's message.
        notify(errorMessageOf(result.error, t('trial.register.accountExists')), 'error');
        navigate(signInPath());
        return;
      }
      notify(errorMessageOf(result.error, t('common.unknownError')), 'error');
      return;
    }
    if (mode === 'link') navigate(`/auth/check-email?${new URLSearchParams({ email: normalised, back: '/register' })}`);
    else if ('accessToken' in result.data) finishSignIn(result.data, FIRST_STEP);
  };

  return (
    <PublicPage title={t('trial.register.title')} subtitle={t('trial.register.subtitle')} width={1080}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(8), gridTemplateColumns: '1fr', [theme.mq.md]: { gridTemplateColumns: 'minmax(360px, 1fr) 1fr' } })}>
        <Stack gap={5}>
          {offer.isError ? <Alert tone="danger">{errorMessageOf(offer.error, t('common.unknownError'))}</Alert> : null}
          {inviteToken ? <Alert tone="info">{t('auth.signIn.inviteBanner')}</Alert> : null}
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap={4}>
              <TextField label={t('auth.signIn.email')} type="email" name="email" autoComplete="email" inputMode="email" maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} required />
              {mode === 'password' ? (
                <TextField label={t('auth.signIn.password')} type="password" name="password" autoComplete="new-password" hint={t('trial.register.passwordHint')} maxLength={256} value={password} onChange={(event) => setPassword(event.target.value)} error={errors.password} required />
              ) : null}
              <Button type="submit" variant="primary" fullWidth loading={linkState.isLoading || passwordState.isLoading}>
                {mode === 'link' ? t('trial.register.sendLink') : t('trial.register.submitPassword')}
              </Button>
              <button
                type="button"
                onClick={() => {
                  setMode(mode === 'link' ? 'password' : 'link');
                  setErrors({});
                }}
                css={(theme) => ({ alignSelf: 'flex-start', background: 'none', border: 0, padding: 0, color: theme.colors.primary, fontWeight: 600, cursor: 'pointer', textDecoration: 'underline', textUnderlineOffset: 2, font: 'inherit' })}
              >
                {mode === 'link' ? t('trial.register.usePassword') : t('trial.register.withoutPassword')}
              </button>
            </Stack>
          </form>
          <p css={(theme) => ({ margin: 0, textAlign: 'center', color: theme.colors.textMuted })}>{t('auth.signIn.or')}</p>
          <OidcButtons continueUrl={FIRST_STEP} signUp />
          <p css={{ margin: 0, textAlign: 'center' }}>
            {t('trial.register.haveAccount')} <TextLink to={signInPath()}>{t('trial.register.signIn')}</TextLink>
          </p>
          <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.sm, color: theme.colors.textMuted, textAlign: 'center' })}>
            {t('trial.register.agree')}{' '}
            <a href={TERMS_URL} target="_blank" rel="noopener">
              {t('trial.register.terms')}
            </a>{' '}
            ·{' '}
            <a href={PRIVACY_URL} target="_blank" rel="noopener">
              {t('trial.register.privacy')}
            </a>
          </p>
        </Stack>
        <MarketingPanel offer={offer.data} />
      </div>
    </PublicPage>
  );
};

export default RegisterPage;
