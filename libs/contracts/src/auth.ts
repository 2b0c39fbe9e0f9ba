import { z } from 'zod';
import type { ErrorBody } from './errors';
import { EMAIL_PATTERN } from './people';
import { boundedEmail, NO_CONTROL_CHARACTERS, requiredName, TEXT_LIMITS, TEXT_MESSAGES } from './text-rules';

/**
 * Sign-in, sessions and the signed-in user's own account (spec 000 sections 2, 4, 5, 6 and 8).
 *
 * Endpoints (all JSON; errors in the spec shape `{ errorMessage, errors: [{ path, msg }] }`):
 * - POST /v1/auth/email-link {email, continueUrl?} -> 200 {email}; mails
 *   `<PUBLIC_URL or origin>/auth/email-link?token=...&continueUrl=...` (single use, 1 hour).
 * - POST /v1/auth/email-link/complete {token} -> 200 Session | 400 invalidActionCode
 *   | 404 NoUserErrorBody (web goes to /auth/no-user?email=...) | 403 NoOrganisationErrorBody.
 * - POST /v1/auth/password {email, password} -> 200 Session | 404 userNotFound | 401 wrongPassword
 *   | 400 field errors | 429 tooManyAttempts.
 * - POST /v1/auth/forgot-password {email} -> 200 {sent: true}, always, whether the user exists or not.
 * - POST /v1/auth/reset-password {token, password} -> 200 {reset: true} | 400 invalidActionCode / weakPassword.
 * - GET /v1/auth/oidc/{provider}/start?continueUrl= -> 302 to the provider (provider: google | linkedin);
 *   404 providerNotConfigured when that provider has no issuer/client configured.
 * - GET /v1/auth/oidc/{provider}/callback -> 302 to `/auth/complete?code=<one-time code>&continueUrl=...`
 *   or `/auth/error?error=<message>`.
 * - POST /v1/auth/session-code {code} -> 200 Session | 400 invalidActionCode | 404 no_user | 403 no_organisation.
 * - POST /v1/auth/refresh {refreshToken} -> 200 Session (the refresh token is rotated: use the new one)
 *   | 401 sessionExpired. With the session-cookie header, the refresh token comes from the cookie instead.
 * - POST /v1/auth/sign-out {refreshToken?} (bearer optional) -> 204: the session of the refresh token and
 *   the one the access token was issued for end; their access tokens are refused from the next request.
 * - GET /v1/auth/me -> MeResponse (bearer).
 * - PATCH /v1/auth/{userId} UpdateMeBody -> 200 MeUser (bearer; only oneself, else 403).
 * - GET /v1/auth/providers -> {providers: OidcProviderName[]}: the social providers configured on the server.
 *
 * Any 401 from any route means the session is over: the web signs out.
 *
 * Browsers: a request with `SESSION_COOKIE_HEADER: cookie` gets its refresh token as an HttpOnly cookie
 * (`REFRESH_COOKIE_NAME`, SameSite=Strict, Secure over https, Path=REFRESH_COOKIE_PATH) and the Session
 * body without `refreshToken`; POST /v1/auth/refresh then reads the cookie, and only with that header and
 * from the portal's own origin (a cross-site request can send neither), so the cookie flow cannot be
 * driven from another site. The access token is kept in memory only. Clients without the header (scripts,
 * mobile) keep the refresh token from the body.
 */

export { REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH, SESSION_COOKIE_HEADER, SESSION_COOKIE_MODE } from './session-cookie';

/** Sign-in texts, worded as the spec words them (spec 000 sections 2, 5 and 8). */
export const AUTH_MESSAGES = {
  emailInUse: 'This email address is already in use',
  emailInvalid: 'The email address provided is invalid',
  weakPassword: 'The password provided is too weak',
  userNotFound: 'No user found with this email address',
  wrongPassword: 'The password provided is incorrect',
  emailRequired: 'Please enter an email address',
  passwordRequired: 'Please enter a password',
  googlePopupClosed: 'Google sign in popup closed, please try again',
  networkFailure: 'Unable to reach the authentication server, please try again',
  invalidContinueUrl: 'Invalid continuation URL',
  invalidActionCode: 'This login link has either expired, or has already been used. Please request a new login link.',
  unknownError: 'Unknown error',
  noUser: 'User not found. Have you signed up for an account?',
  noOrganisation: "Authorised organisation account not found. Have you been invited to your organisation's account?",
  accountExists: 'A user account with this email already exists. Please sign in.',
  tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
  passwordResetError: 'Error sending password reset',
  noAuthenticationCode: 'No authentication code provided',
  noToken: 'No token provided',
  noState: 'No state provided',
  signedOut: 'You have been signed out',
  sessionExpired: 'Your session has expired. Please sign in again.',
  crossSiteRefused: 'This request must come from the portal itself',
  providerNotConfigured: (provider: string): string => `Sign in with ${provider} is not configured`,
  unknownProvider: (provider: string): string => `Unknown sign-in provider (${provider})`,
  /** The sign-in form's own client-side texts (spec 000 section 5). */
  formEmailRequired: 'Please enter your email address',
  formEmailInvalid: 'Please enter a valid email address',
  formPasswordRequired: 'Please enter your password',
} as const;

/** The account page's texts (spec 000 sections 5 and 8). */
export const ACCOUNT_MESSAGES = {
  updateError: 'Error updating account',
  registered: 'Account registration successful',
  nameRequired: 'Please enter your name',
  nameTooLong: 'Name must be 100 characters or less',
  pictureInvalid: 'Picture must be an http:// or https:// URL',
  onlyYourself: 'You can only update your own account',
  userNotFound: "User doesn't exist",
} as const;

/** A password shorter than this is 'The password provided is too weak'. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longer inputs are refused before hashing, so a huge body cannot make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 256;
/** An e-mail sign-in link and a password reset link are valid this long. */
export const EMAIL_LINK_LIFETIME_SECONDS = 3600;
/**
 * The sign-in limits' defaults (the api's SIGN_IN_* settings): wrong passwords per address and client in
 * the window, after how many wrong passwords on an address each attempt waits a doubling delay (up to
 * maxDelaySeconds), and links mailed per address in the window. Only failures count.
 */
export const SIGN_IN_RATE_LIMIT = { attempts: 10, windowSeconds: 15 * 60, slowDownAfter: 5, maxDelaySeconds: 60, linksPerAddress: 5 } as const;

/** The social providers: the general account provider and the professional-network provider. */
export const OIDC_PROVIDERS = ['google', 'linkedin'] as const;
export type OidcProviderName = (typeof OIDC_PROVIDERS)[number];

/** Error codes beside errorMessage on the sign-in refusals the web routes on. */
export const AUTH_ERROR_CODES = {
  noUser: 'no_user',
  noOrganisation: 'no_organisation',
  invalidActionCode: 'invalid_action_code',
  rateLimited: 'rate_limited',
} as const;

/**
 * An e-mail as the server checks it: required ('Please enter an email address'), a simple address shape
 * ('The email address provided is invalid'), trimmed and lower-cased.
 */
export const signInEmail = () => boundedEmail({ required: AUTH_MESSAGES.emailRequired, invalid: AUTH_MESSAGES.emailInvalid }, EMAIL_PATTERN);

/**
 * A continue URL is a path inside the portal (`/portal/people?page=2`), never another site; anything
 * else is 'Invalid continuation URL'.
 */
export const isSafeContinueUrl = (value: string): boolean => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !/[\r\n]/.test(value);

const continueUrl = () =>
  z
    .string()
    .max(TEXT_LIMITS.url, { error: AUTH_MESSAGES.invalidContinueUrl })
    .trim()
    .optional()
    .refine((value) => value === undefined || value === '' || isSafeContinueUrl(value), { error: AUTH_MESSAGES.invalidContinueUrl })
    .transform((value) => (value ? value : undefined));

/** A one-time secret; longer than any the api hands out, or with control characters, it is no token of ours. */
const requiredToken = (message: string = AUTH_MESSAGES.noToken) =>
  z
    .string({ error: message })
    .max(TEXT_LIMITS.token, { error: AUTH_MESSAGES.invalidActionCode })
    .regex(NO_CONTROL_CHARACTERS, { error: AUTH_MESSAGES.invalidActionCode })
    .trim()
    .min(1, { error: message });

export const newPassword = () =>
  z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.weakPassword })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .refine((value) => value === '' || (value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH), { error: AUTH_MESSAGES.weakPassword });

/** POST /v1/auth/email-link */
export const emailLinkBodySchema = z.object({ email: signInEmail(), continueUrl: continueUrl() });
export type EmailLinkBody = z.output<typeof emailLinkBodySchema>;
export interface EmailLinkResponse {
  /** The lower-cased address the link was sent to (for /auth/check-email?email=...). */
  email: string;
}

/** POST /v1/auth/email-link/complete */
export const emailLinkCompleteBodySchema = z.object({ token: requiredToken() });
export type EmailLinkCompleteBody = z.output<typeof emailLinkCompleteBodySchema>;

/** POST /v1/auth/password */
export const passwordSignInBodySchema = z.object({
  email: signInEmail(),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.wrongPassword }),
});
export type PasswordSignInBody = z.output<typeof passwordSignInBodySchema>;

/** POST /v1/auth/forgot-password */
export const forgotPasswordBodySchema = z.object({ email: signInEmail(), continueUrl: continueUrl() });
export type ForgotPasswordBody = z.output<typeof forgotPasswordBodySchema>;
export interface ForgotPasswordResponse {
  sent: true;
}

/** POST /v1/auth/reset-password: the token from the mailed `/auth/reset-password?token=...` link. */
export const resetPasswordBodySchema = z.object({ token: requiredToken(), password: newPassword() });
export type ResetPasswordBody = z.output<typeof resetPasswordBodySchema>;
export interface ResetPasswordResponse {
  reset: true;
  email: string;
}

/** POST /v1/auth/session-code: the one-time code the OIDC callback put in `/auth/complete?code=...`. */
export const sessionCodeBodySchema = z.object({ code: requiredToken(AUTH_MESSAGES.noAuthenticationCode) });
export type SessionCodeBody = z.output<typeof sessionCodeBodySchema>;

/** POST /v1/auth/refresh: the refresh token in the body, or (cookie mode) none and the cookie. */
export const refreshBodySchema = z.object({ refreshToken: requiredToken() });
export const cookieRefreshBodySchema = z.object({});
/** What POST /v1/auth/refresh accepts, as documented: the body's token, or none in cookie mode. */
export const refreshRequestBodySchema = z.object({ refreshToken: z.string().max(TEXT_LIMITS.token).optional() });
export type RefreshBody = z.output<typeof refreshBodySchema>;
/** Sign-out names the session by its refresh token, by the bearer access token, or both. */
export const signOutBodySchema = z.object({
  refreshToken: z
    .string()
    .max(TEXT_LIMITS.token)
    .trim()
    .optional()
    .transform((value) => value || undefined),
});
export type SignOutBody = z.output<typeof signOutBodySchema>;

/** GET /v1/auth/oidc/{provider}/start?continueUrl= */
export const oidcStartQuerySchema = z.object({ continueUrl: continueUrl() });

const httpUrl = /^https?:\/\/\S+$/i;

/** PATCH /v1/auth/{userId}: the account page (e-mail is read-only). Absent fields are kept. */
export const updateMeBodySchema = z
  .object({
    name: requiredName(ACCOUNT_MESSAGES.nameRequired, 'Name', TEXT_LIMITS.name).optional(),
    picture: z
      .string({ error: ACCOUNT_MESSAGES.pictureInvalid })
      .max(TEXT_LIMITS.url, { error: TEXT_MESSAGES.tooLong('Picture', TEXT_LIMITS.url) })
      .regex(NO_CONTROL_CHARACTERS, { error: ACCOUNT_MESSAGES.pictureInvalid })
      .trim()
      .nullish()
      .refine((value) => value == null || value === '' || httpUrl.test(value), { error: ACCOUNT_MESSAGES.pictureInvalid }),
    email_notifications: z
      .object({ weekly_account_stats: z.boolean({ error: 'weekly_account_stats must be true or false' }).optional() })
      .nullish(),
  });
export type UpdateMeBody = z.output<typeof updateMeBodySchema>;
export type UpdateMeBodyInput = z.input<typeof updateMeBodySchema>;

/** The signed-in user (spec 000 section 3, User). */
export interface MeUser {
  id: string;
  name: string;
  email: string;
  picture: string;
  admin: boolean;
  superadmin: boolean;
  /** The owner admin of their main organisation. */
  owner: boolean;
  /** Invited, not yet registered: no portal access until the invite is accepted. */
  pending: boolean;
  /** Signed up for a trial that does not exist yet: the portal sends them to the trial wizard. */
  registering: boolean;
  /** The main organisation ('' for a user who belongs to none). */
  organisationId: string;
  /** Every other organisation the user may administer. */
  otherOrganisationIds: string[];
  emailNotifications: { weeklyAccountStats: boolean };
}

/** One organisation the user can reach, for the account switcher. */
export interface MeOrganisation {
  id: string;
  name: string;
  isPartner: boolean;
  isDemo: boolean;
}

/** GET /v1/auth/me: the user and the organisations they can reach, main one first (marked Default). */
export interface MeResponse {
  user: MeUser;
  organisations: MeOrganisation[];
}

/** What every successful sign-in, session-code exchange and refresh answers. */
export interface Session {
  /** Bearer token for `Authorization: Bearer ...`. */
  accessToken: string;
  /**
   * Opaque; send it to /v1/auth/refresh before the access token expires, and to /v1/auth/sign-out. Absent
   * in cookie mode, where it travels only in the HttpOnly cookie.
   */
  refreshToken?: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  user: MeUser;
}

/** 404 from a sign-in whose identity is proven but has no user record: go to /auth/no-user?email=... */
export interface NoUserErrorBody extends ErrorBody {
  code: 'no_user';
  email: string;
}

/** 403 from a sign-in whose user reaches no organisation. */
export interface NoOrganisationErrorBody extends ErrorBody {
  code: 'no_organisation';
}

export interface OidcProvidersResponse {
  providers: OidcProviderName[];
}

/**
 * GET /dev/mailbox (embedded mode, MAIL=captured only; 404 otherwise): every mail the server sent,
 * newest first, with the links in it, so e-mail-link sign-in works without a mail server.
 */
export interface DevMailboxMessage {
  id: string;
  to: string;
  /** Blind copies, when the message had any. */
  bcc?: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}
export interface DevMailboxResponse {
  messages: DevMailboxMessage[];
}
