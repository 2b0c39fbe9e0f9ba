import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorBodyOf, errorCodeOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Stack } from '../../../shared/ui/layout';
import { useExchangeSessionCodeMutation } from '../auth-api';
import { signInErrorMessage } from '../auth-messages';
import { AuthLayout } from '../components/auth-layout';
import { useFinishSignIn } from '../use-finish-sign-in';

const attempted = new Set<string>();

/** /auth/complete?code=...&continueUrl=... : where the OIDC callback lands; trades the code for a session. */
export const CompletePage = () => {
  const t = useT();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const [params] = useSearchParams();
  const code = params.get('code');
  const continueUrl = params.get('continueUrl');
  const [exchange] = useExchangeSessionCodeMutation();
  const [failure, setFailure] = useState<string | null>(code ? null : t('auth.error.noCode'));
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current || attempted.has(code)) return;
    started.current = true;
    attempted.add(code);
    void exchange({ code }).then((result) => {
      if ('data' in result && result.data) {
        finishSignIn(result.data, continueUrl);
        return;
      }
      if (errorCodeOf(result.error) === 'no_user') {
        const email = errorBodyOf(result.error).email ?? '';
        navigate(`/auth/no-user${email ? `?email=${encodeURIComponent(email)}` : ''}`, { replace: true });
        return;
      }
      setFailure(signInErrorMessage(result.error, t));
    });
  }, [code, continueUrl, exchange, finishSignIn, navigate, t]);

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
