import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { SESSION_COOKIE_HEADER, SESSION_COOKIE_MODE } from '@profyle/contracts/session-cookie';
import { type SessionState, type SessionTokens, signedOut, tokensRefreshed } from './session-slice';

/** Sent with every call so the api can tell which portal build is talking to it (spec 000 section 7). */
export const PORTAL_VERSION_HEADER = 'x-portal-version';
export const PORTAL_VERSION = __PORTAL_VERSION__;

/** Relative paths: in embedded mode the api serves this app on the same origin; `vite dev` proxies them. */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  // RTK Query is the cache. The browser's HTTP cache must not answer for the api: a person's ETag is
  // their stream revision, which a subscription change (on the organisation stream) does not move, so
  // a conditional GET would be told 304 and show the old subscription.
  cache: 'no-store',
  // The refresh cookie is same-origin and HttpOnly: the browser sends it to POST /v1/auth/refresh only.
  credentials: 'same-origin',
  prepareHeaders(headers, { getState }) {
    const { accessToken } = (getState() as { session: SessionState }).session;
    if (accessToken && !headers.has('authorization')) headers.set('authorization', `Bearer ${accessToken}`);
    headers.set(PORTAL_VERSION_HEADER, PORTAL_VERSION);
    // Sign-ins answer with the refresh token in an HttpOnly cookie rather than the body; refresh reads it.
    headers.set(SESSION_COOKIE_HEADER, SESSION_COOKIE_MODE);
    return headers;
  },
});

/**
 * Calls that answer 401 for a reason other than an expired token (a wrong password is 401) and must not
 * trigger a refresh or a sign-out.
 */
const SIGN_IN_CALLS = ['v1/auth/password', 'v1/auth/email-link', 'v1/auth/forgot-password', 'v1/auth/reset-password', 'v1/auth/session-code', 'v1/auth/refresh', 'v1/invites/'];

const urlOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url).replace(/^\//, '');
const isSignInCall = (args: string | FetchArgs): boolean => {
  const url = urlOf(args);
  // Reading or accepting an invite is not a sign-in; signing in with an invite's link is.
  if (url.startsWith('v1/invites/')) return url.endsWith('/sign-in');
  return SIGN_IN_CALLS.some((call) => url.startsWith(call));
};

/** A call that carries its own bearer token (a cardholder's self-service session) is none of the admin session's business. */
const hasOwnAuthorization = (args: string | FetchArgs): boolean => {
  if (typeof args === 'string' || !args.headers) return false;
  const headers = args.headers instanceof Headers ? Object.fromEntries(args.headers.entries()) : (args.headers as Record<string, unknown>);
  return Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
};

type Api = Parameters<typeof rawBaseQuery>[1];

/** One refresh at a time: concurrent 401s wait for the same refresh instead of racing with the same cookie. */
let refreshing: Promise<boolean> | null = null;

/** A new access token from the refresh cookie; on refusal the session is over here too. */
const refreshAccessToken = (api: Api, extraOptions: object): Promise<boolean> =>
  (refreshing ??= (async () => {
    try {
      const refreshed = await rawBaseQuery({ url: 'v1/auth/refresh', method: 'POST', body: {} }, api, extraOptions);
      if (refreshed.data) {
        api.dispatch(tokensRefreshed(refreshed.data as SessionTokens));
        return true;
      }
      api.dispatch(signedOut());
      return false;
    } finally {
      refreshing = null;
    }
  })());

/**
 * fetchBaseQuery plus the session rules. The access token lives in memory only, so after a reload the
 * first call of a signed-in browser gets one from the refresh cookie first. On a 401 the access token is
 * refreshed once and the call retried; if that fails the user is signed out, because any 401 from the
 * api means the session is over (spec 000 section 6).
 */
const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (args, api, extraOptions) => {
  const sessionOf = () => (api.getState() as { session: SessionState }).session;
  if (isSignInCall(args) || hasOwnAuthorization(args) || !sessionOf().signedIn) return rawBaseQuery(args, api, extraOptions);
  if (sessionOf().accessToken === null) await refreshAccessToken(api, extraOptions);
  const tokenUsed = sessionOf().accessToken;
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || tokenUsed === null) return result;

  // Another call may have refreshed while this one was in flight: then only retry.
  if (sessionOf().accessToken === tokenUsed && !(await refreshAccessToken(api, extraOptions))) return result;
  if (sessionOf().accessToken === null) return result;
  result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401) api.dispatch(signedOut());
  return result;
};

/**
 * The one RTK Query api of the portal. Features add their endpoints with `baseApi.injectEndpoints` in
 * `features/<context>/<context>-api.ts`; lists provide a `LIST` tag plus one tag per id and mutations
 * invalidate what they change.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  tagTypes: ['Me', 'Organisation', 'Person', 'SubscriptionHistory', 'AdminUser', 'Invite', 'AuditEntry', 'Notification', 'Mailbox', 'Group', 'Location', 'CustomField', 'SettingsAudit', 'Import', 'Order', 'Design', 'ProductionQueue', 'History', 'OrganisationList', 'Affiliate', 'Card', 'SelfService'],
  endpoints: () => ({}),
});

export const LIST = 'LIST' as const;
