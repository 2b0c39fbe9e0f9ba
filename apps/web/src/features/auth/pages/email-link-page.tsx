import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorBodyOf, errorCodeOf, errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Stack } from '../../../shared/ui/layout';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useCompleteSignUpLinkMutation } from '../../trials/trials-api';
import { attributionBody, loadWizard } from '../../trials/wizard-state';
import { useCompleteEmailLinkMutation } from '../auth-api';
import { signInErrorMessage } from '../auth-messages';
import { AuthLayout } from '../components/auth-layout';
import { useFinishSignIn } from '../use-finish-sign-in';

/** Tokens already sent: a link is single-use, so a re-rendered page must not spend it twice. */
const attempted = new Set<string>();

/**
 * /auth/email-link?token=...&continueUrl=... : completes the e-mailed sign-in link; a link into the trial
 * wizard (continueUrl under /register/) is a trial sign-up.
 */
export const EmailLinkPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const [params] = useSearchParams();
  const token = params.get('token');
  const continueUrl = params.get('continueUrl');
  const [complete] = useCompleteEmailLinkMutation();
  const [completeSignUp] = useCompleteSignUpLinkMutation();
  const notify = useSnackbar();
  const signUp = continueUrl?.startsWith('/register/') ?? false;
  const [failure, setFailure] = useState<string | null>(token ? null : t('auth.error.invalidActionCode'));
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current || attempted.has(token)) return;
    started.current = true;
    attempted.add(token);
    const completion = signUp ? completeSignUp({ token, attribution: attributionBody(loadWizard()) }) : complete({ token });
    void completion.then((result) => {
      if ('data' in result && result.data) {
        finishSignIn(result.data, continueUrl);
        return;
      }
      const error = result.error;
      if (statusOf(error) === 409) {
        notify(errorMessageOf(error, t('common.unknownError')), 'error');
        navigate('/auth/sign-in', { replace: true });
        return;
      }
      const code = errorCodeOf(error);
      if (code === 'no_user') {
        const email = errorBodyOf(error).email ?? '';
        navigate(`/auth/no-user${email ? `?email=${encodeURIComponent(email)}` : ''}`, { replace: true });
        return;
      }
      if (code === 'no_organisation') {
        setFailure(t('errors.noOrganisation'));
        return;
      }
      const status = statusOf(error);
      setFailure(status === 400 || status === 410 ? errorMessageOf(error, t('auth.error.invalidActionCode')) : signInErrorMessage(error, t));
    });
  }, [token, continueUrl, signUp, complete, completeSignUp, finishSignIn, navigate, notify, t]);

  if (!failure) return <LoadingView fullScreen label={t('auth.emailLink.working')} />;
  return (
    <AuthLayout title={t('auth.emailLink.failed')}>
      <Stack gap={5}>
        <Alert tone="danger">{failure}</Alert>
        <div>
          <LinkButton variant="primary" to={`/auth/sign-in${continueUrl ? `?continueUrl=${encodeURIComponent(continueUrl)}` : ''}`}>
            {t('auth.emailLink.requestNew')}
          </LinkButton>
        </div>
      </Stack>
    </AuthLayout>
  );
};

export default EmailLinkPage;
