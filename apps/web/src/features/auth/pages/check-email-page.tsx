import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../app/i18n';
import { Button } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Stack } from '../../../shared/ui/layout';
import { useGetMailboxQuery } from '../../dev/dev-api';
import { AuthLayout } from '../components/auth-layout';

/** /auth/check-email?email= : the link is on its way. */
export const CheckEmailPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  // The sign-up page sends its visitors back to itself; everyone else goes back to sign in.
  const back = params.get('back') === '/register' ? '/register' : '/auth/sign-in';
  const mailbox = useGetMailboxQuery();
  return (
    <AuthLayout title={t('auth.checkEmail.title')}>
      <Stack gap={5}>
        <div css={(theme) => ({ display: 'inline-flex', alignSelf: 'flex-start', padding: theme.space(3), borderRadius: theme.radius.pill, background: theme.colors.primarySoft, color: theme.colors.onPrimarySoft })}>
          <Icon name="mail" size={28} />
        </div>
        <p css={{ margin: 0, lineHeight: 1.6 }}>{t('auth.checkEmail.body', { email: email || t('auth.signIn.email').toLowerCase() })}</p>
        <p css={(theme) => ({ margin: 0, lineHeight: 1.6, color: theme.colors.textMuted })}>{t('auth.checkEmail.arrival')}</p>
        {mailbox.isSuccess ? (
          <Alert tone="info">
            {t('auth.checkEmail.devHint')} <Link to="/dev/mailbox">{t('auth.signIn.devMailbox')}</Link>
          </Alert>
        ) : null}
        <div>
          <Button onClick={() => navigate(`${back}${email ? `?email=${encodeURIComponent(email)}` : ''}`)} icon={<Icon name="chevronLeft" size={18} />}>
            {t('common.goBack')}
          </Button>
        </div>
      </Stack>
    </AuthLayout>
  );
};

export default CheckEmailPage;
