import { DEFAULT_LANDING } from '../../app/config';

/**
 * A continueUrl is honoured only when it is a path inside this app: an absolute or protocol-relative
 * URL could send a freshly signed-in user to another site. Auth pages are not destinations either,
 * except the invite page a user signs in to reach.
 */
export const isSafeContinueUrl = (value: string): boolean =>
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.startsWith('/\\') &&
  (!value.startsWith('/auth/') || value.startsWith('/auth/accept-invite/')) &&
  !/[\r\n]/.test(value);

export type ContinueUrl = { ok: true; path: string } | { ok: false };

/** The landing after sign-in: the continueUrl when given and safe, else the dashboard. */
export const landingFor = (continueUrl: string | null): ContinueUrl => {
  if (!continueUrl) return { ok: true, path: DEFAULT_LANDING };
  return isSafeContinueUrl(continueUrl) ? { ok: true, path: continueUrl } : { ok: false };
};

/** The sign-in page for someone who must sign in before seeing `path`. */
export const signInPathFor = (path: string): string => (path && path !== '/' && isSafeContinueUrl(path) ? `/auth/sign-in?continueUrl=${encodeURIComponent(path)}` : '/auth/sign-in');
