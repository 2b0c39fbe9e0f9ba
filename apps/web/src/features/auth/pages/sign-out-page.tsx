import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { baseApi } from '../../../app/base-api';
import { SIGN_OUT_DELAY_MS } from '../../../app/config';
import { useAppDispatch } from '../../../app/hooks';
import { useT } from '../../../app/i18n';
import { signedOut } from '../../../app/session-slice';
import { useSnackbar } from '../../../shared/snackbar-host';
import { LoadingView } from '../../../shared/ui/feedback';
import { useSignOutMutation } from '../auth-api';
import { isSafeContinueUrl } from '../continue-url';

/**
 * /auth/sign-out: ends the session on the server and here, then after 1 second goes to / (or a safe
 * `redirect`) and says 'You have been signed out' (spec 000 section 2).
 */
export const SignOutPage = () => {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const [params] = useSearchParams();
  const [signOut] = useSignOutMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The server ends the session and expires the refresh cookie; the local session ends whatever it answers.
    void signOut()
      .unwrap()
      .catch(() => undefined)
      .finally(() => dispatch(signedOut()));
    const redirect = params.get('redirect');
    const timer = window.setTimeout(() => {
      dispatch(baseApi.util.resetApiState());
      navigate(redirect && isSafeContinueUrl(redirect) ? redirect : '/', { replace: true });
      notify(t('auth.signIn.signedOut'), 'info');
    }, SIGN_OUT_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Runs once per visit of the page, whatever re-renders it.
  }, []);

  return <LoadingView fullScreen label={t('auth.signOut.working')} />;
};

export default SignOutPage;
