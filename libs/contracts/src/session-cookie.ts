/**
 * The browser's session cookie (see auth.ts): its own module without zod, so the portal's shell can
 * import the names without loading any schema.
 */

/** The header a browser client sends to keep its refresh token in the HttpOnly cookie. */
export const SESSION_COOKIE_HEADER = 'x-profyle-session';
export const SESSION_COOKIE_MODE = 'cookie';
/** The refresh token cookie and the only path it is sent to. */
export const REFRESH_COOKIE_NAME = 'profyle_refresh';
export const REFRESH_COOKIE_PATH = '/v1/auth/refresh';
