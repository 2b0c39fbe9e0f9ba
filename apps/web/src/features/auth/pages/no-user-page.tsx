import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../app/i18n';
import { useHasPage } from '../../../app/route-table';
import { LinkButton, TextLink } from '../../../shared/ui/button';
import { Icon, type IconName } from '../../../shared/ui/icons';
import { Stack } from '../../../shared/ui/layout';
import { AuthLayout } from '../components/auth-layout';

/** /auth/no-user?email= : signed in, but not an admin user of any organisation. */
export const NoUserPage = () => {
  const t = useT();
  const [params] = useSearchParams();
  const email = params.get('email');
  const hasPage = useHasPage();
  const items: { icon: IconName; text: string; link?: { to: string; label: string } }[] = [
    { icon: 'user', text: t('auth.noUser.ownProfile') },
    { icon: 'admins', text: t('auth.noUser.askAdmin') },
    // A new trial is suggested once the trial sign-up has its page.
    ...(hasPage('/register') ? [{ icon: 'plus' as const, text: t('auth.noUser.register'), link: { to: '/register', label: t('auth.noUser.registerLink') } }] : []),
  ];
  return (
    <AuthLayout title={t('auth.noUser.title')} subtitle={email ? t('auth.noUser.body', { email }) : t('auth.noUser.bodyNoEmail')}>
      <Stack gap={5}>
        <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>{t('auth.noUser.troubleshooting')}</h2>
        <ul css={(theme) => ({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space(3) })}>
          {items.map((item) => (
            <li key={item.icon} css={(theme) => ({ display: 'flex', gap: theme.space(3), padding: theme.space(4), borderRadius: theme.radius.md, border: `1px solid ${theme.colors.border}`, lineHeight: 1.5 })}>
              <Icon name={item.icon} css={(theme) => ({ flexShrink: 0, color: theme.colors.primary, marginTop: 2 })} />
              <span>
                {item.text}
                {item.link ? (
                  <>
                    {' '}
                    <TextLink to={item.link.to}>{item.link.label}</TextLink>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <div>
          <LinkButton variant="primary" to="/auth/sign-out">
            {t('errors.returnToSignIn')}
          </LinkButton>
        </div>
      </Stack>
    </AuthLayout>
  );
};

export default NoUserPage;
