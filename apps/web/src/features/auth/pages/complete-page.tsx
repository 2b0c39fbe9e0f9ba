import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorBodyOf, errorCodeOf, errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Stack } from '../../../shared/ui/layout';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useSignUpWithProviderMutation } from '../../trials/trials-api';
import { attributionBody, loadWizard } from '../../trials/wizard-state';
import { useExchangeSessionCodeMutation } from '../auth-api';
import { signInErrorMessage } from '../auth-messages';
import { AuthLayout } from '../components/auth-layout';
import { useFinishSignIn } from '../use-finish-sign-in';

const attempted = new Set<string>();

/**
 * /auth/complete?code=...&continueUrl=... : where the OIDC callback lands; trades the code for a session.
 * A sign-in started from the trial sign-up (continueUrl under /register/) is a trial sign-up.
 */
export const CompletePage = () => {
  const t = useT();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const [params] = useSearchParams();
  const code = params.get('code');
  const continueUrl = params.get('continueUrl');
  const [exchange] = useExchangeSessionCodeMutation();
  const [signUpWithProvider] = useSignUpWithProviderMutation();
  const notify = useSnackbar();
  const signUp = continueUrl?.startsWith('/register/') ?? false;
  const [failure, setFailure] = useState<string | null>(code ? null : t('auth.error.noCode'));
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current || attempted.has(code)) return;
    started.current = true;
    attempted.add(code);
    const completion = signUp ? signUpWithProvider({ code, attribution: attributionBody(loadWizard()) }) : exchange({ code });
    void completion.then((result) => {
      if ('data' in result && result.data) {
        finishSignIn(result.data, continueUrl);
        return;
      }
      if (statusOf(result.error) === 409) {
        notify(errorMessageOf(result.error, t('common.unknownError')), 'error');
        navigate('/auth/sign-in', { replace: true });
        return;
      }
      if (errorCodeOf(result.error) === 'no_user') {
        const email = errorBodyOf(result.error).email ?? '';
        navigate(`/auth/no-user${email ? `?email=${encodeURIComponent(email)}` : ''}`, { replace: true });
        return;
      }
      setFailure(signInErrorMessage(result.error, t));
    });
  }, [code, continueUrl, signUp, exchange, signUpWithProvider, finishSignIn, navigate, notify, t]);

  if (!failure) return <LoadingView fullScreen label={t('auth.complete.working')} />;
  return (
    <AuthLayout title={t('auth.errorPage.title')}>
      <Stack gap={5}>
        <Alert tone="danger">{failure}</Alert>
        <div>
          <LinkButton variant="primary" to="/auth/sign-out">
            {t('errors.returnToSignIn')}
          </LinkButton>
        </div>
      </Stack>
    </AuthLayout>
  );
};

export default CompletePage;
