import { useT } from '../../../app/i18n';
import { useListOidcProvidersQuery } from '../auth-api';
import type { OidcProvider } from '../auth-types';

const GoogleMark = () => (
  <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
    <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
    <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
    <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
    <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
  </svg>
);

const LinkedInMark = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
    <rect width="24" height="24" rx="4" fill="#0A66C2" />
    <path fill="#fff" d="M7.1 9.5h2.4V18H7.1zM8.3 5.6a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8zM11 9.5h2.3v1.2c.3-.6 1.1-1.4 2.4-1.4 2.5 0 3 1.7 3 3.8V18h-2.4v-4.3c0-1 0-2.4-1.5-2.4s-1.7 1.1-1.7 2.3V18H11z" />
  </svg>
);

const providerNames: Record<OidcProvider, string> = { google: 'Google', linkedin: 'LinkedIn' };

/**
 * Sign in with the general account provider or the professional network: the browser goes to the
 * api's OIDC start, which comes back to /auth/complete?code=...&continueUrl=...
 */
export const OidcButtons = ({ continueUrl, signUp = false }: { continueUrl: string | null; signUp?: boolean }) => {
  const t = useT();
  const configured = useListOidcProvidersQuery();
  // Until the server says which providers it has, both are offered; an unconfigured one is disabled.
  const available = (provider: OidcProvider) => !configured.data || configured.data.providers.includes(provider);
  const href = (provider: OidcProvider) => `/v1/auth/oidc/${provider}/start${continueUrl ? `?continueUrl=${encodeURIComponent(continueUrl)}` : ''}`;
  const style = (theme: import('@emotion/react').Theme) => ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space(2.5),
    minHeight: 42,
    borderRadius: theme.radius.sm,
    border: `1px solid ${theme.colors.borderStrong}`,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { background: theme.colors.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  });
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      {(['google', 'linkedin'] as const).map((provider) =>
        available(provider) ? (
          <a key={provider} href={href(provider)} css={style}>
            {provider === 'google' ? <GoogleMark /> : <LinkedInMark />}
            {signUp ? t('trial.register.withProvider', { provider: providerNames[provider] }) : t(provider === 'google' ? 'auth.signIn.google' : 'auth.signIn.linkedin')}
          </a>
        ) : (
          <button key={provider} type="button" disabled title={t('auth.signIn.providerNotConfigured', { provider: providerNames[provider] })} css={(theme) => [style(theme), { opacity: 0.55, cursor: 'not-allowed', font: 'inherit' }]}>
            {provider === 'google' ? <GoogleMark /> : <LinkedInMark />}
            {signUp ? t('trial.register.withProvider', { provider: providerNames[provider] }) : t(provider === 'google' ? 'auth.signIn.google' : 'auth.signIn.linkedin')}
          </button>
        ),
      )}
      {configured.data && configured.data.providers.length < 2 ? (
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.sm, color: theme.colors.textMuted, textAlign: 'center' })}>
          {(['google', 'linkedin'] as const)
            .filter((provider) => !available(provider))
            .map((provider) => t('auth.signIn.providerNotConfigured', { provider: providerNames[provider] }))
            .join('. ')}
        </p>
      ) : null}
    </div>
  );
};
