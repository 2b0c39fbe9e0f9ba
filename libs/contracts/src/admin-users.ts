import { z } from 'zod';
import { signInEmail } from './auth';
import { firstValue } from './schema-helpers';
import { boundedString, TEXT_LIMITS } from './text-rules';

/**
 * Admin users and invites (spec 001 sections 2, 3, 4, 6, 7 and 8; spec 000 sections 2 and 5).
 *
 * - GET /v1/enterprise/{orgId}/users?page&page_size&sort -> AdminUsersPage, by `sort` (email, -email, name, -name; default email): the
 *   organisation's admins (and pending invitees) plus guests (admins of other organisations that can
 *   access this one, `guest: true`). `page` is 0-based.
 * - GET /v1/enterprise/{orgId}/users/{userId} -> AdminUser | 404 userNotFound.
 * - POST /v1/enterprise/{orgId}/users/invite {recipient} -> 200 {message: 'Invite sent to: {email}'}; a new
 *   e-mail becomes a pending user, an existing user of another organisation gets an invite to upgrade;
 *   the mail links to /auth/accept-invite/{token}.
 * - POST /v1/invites/{id}/resend -> 200 {message: 'Invite resent to {email}'} | 400 resendTooSoon (600 s).
 *   `id` is the invited user's id (AdminUser.id) or the invite id (InviteView.id).
 * - GET /v1/invites/{token} (public) -> InviteView | 404 'Invalid invite token ({token})'.
 * - POST /v1/invites/{token}/accept (signed in) -> 200 AcceptInviteResponse | 400 e-mail mismatch | 404.
 *   The access token does not yet carry the new organisation: call /v1/auth/refresh afterwards.
 * - DELETE /v1/enterprise/{orgId}/users/{userId} -> 200 {message: 'Admin user {email} removed'}
 *   | 400 cannotDeleteOwner / cannotDeleteSelf.
 */

/** Admin tables page sizes (spec 000 section 9). */
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100, 200] as const;
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];
export const DEFAULT_ADMIN_PAGE_SIZE: AdminPageSize = 50;
/** A pending invite can be resent only this long after the last one (spec 000 section 4). */
export const INVITE_RESEND_COOLDOWN_SECONDS = 600;

export const ADMIN_USER_MESSAGES = {
  inviteSent: (email: string): string => `Invite sent to: ${email}`,
  inviteResent: (email: string): string => `Invite resent to ${email}`,
  removed: (email: string): string => `Admin user ${email} removed`,
  invalidInviteToken: (token: string): string => `Invalid invite token (${token})`,
  inviteTokenMissing: 'Invite token is missing',
  emailMismatch: (email: string, token: string): string => `User email (${email}) does not match email for invite (${token})`,
  resendTooSoon: (seconds: number): string => `An invite was sent to this user less than 10 minutes ago. You can resend it in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  notPending: (email: string): string => `${email} has already accepted their invite`,
  cannotDeleteOwner: "The organisation's owner cannot be deleted",
  cannotDeleteSelf: 'You cannot delete your own user',
  alreadyAdmin: (email: string): string => `${email} is already an admin of this organisation`,
  alreadyInvited: (email: string): string => `An invite has already been sent to ${email}. You can resend it from the admin users list.`,
  inviteNotFound: 'Invite not found',
  userNotFound: "User doesn't exist",
  recipientRequired: 'Please enter an email address',
  recipientInvalid: 'The email address provided is invalid',
  inviteError: 'Error sending invite',
  deleteError: 'Error deleting user',
  /** The bulk invite form (spec 000 section 5). */
  atLeastOneEmail: 'Please enter at least one email address',
  allEmailsValid: 'Please ensure all email addresses are valid',
  pageInvalid: 'Page must be a whole number of 0 or more',
  pageSizeInvalid: 'Page size must be one of 10, 20, 50, 100, 200',
} as const;

const trimmedFirst = (value: unknown): unknown => {
  const first = firstValue(value);
  if (typeof first !== 'string') return first;
  const text = first.trim();
  return text === '' ? undefined : text;
};

const wholeNumber = (value: unknown): unknown => {
  const text = trimmedFirst(value);
  return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : text;
};

/** `page` (0-based) and `page_size` of an admin table; blank parameters count as absent. */
export const adminPageFields = {
  page: z.preprocess(
    wholeNumber,
    z.number({ error: ADMIN_USER_MESSAGES.pageInvalid }).int({ error: ADMIN_USER_MESSAGES.pageInvalid }).min(0, { error: ADMIN_USER_MESSAGES.pageInvalid }).default(0),
  ),
  page_size: z.preprocess(
    wholeNumber,
    z
      .union(ADMIN_PAGE_SIZES.map((size) => z.literal(size)) as unknown as [z.ZodLiteral<AdminPageSize>, ...z.ZodLiteral<AdminPageSize>[]], {
        error: ADMIN_USER_MESSAGES.pageSizeInvalid,
      })
      .default(DEFAULT_ADMIN_PAGE_SIZE),
  ),
};
/** Query strings may repeat or be blank: the first value counts and blank is absent. */
export const queryText = (label = 'Query', max: number = TEXT_LIMITS.query) => z.preprocess(trimmedFirst, boundedString({ label, max }).optional());

/** The admin users table's orders: by e-mail (default) or name, `-` for descending. */
export const ADMIN_USER_SORTS = ['email', '-email', 'name', '-name'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const ADMIN_USER_SORT_INVALID = `Sort must be one of ${ADMIN_USER_SORTS.join(', ')}`;

/** GET /v1/enterprise/{orgId}/users?page&page_size&sort */
export const adminUsersQuerySchema = z.object({
  ...adminPageFields,
  sort: z.preprocess(trimmedFirst, z.enum(ADMIN_USER_SORTS, { error: ADMIN_USER_SORT_INVALID }).default('email')),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** POST /v1/enterprise/{orgId}/users/invite */
export const inviteAdminBodySchema = z.object({ recipient: signInEmail() });
export type InviteAdminBody = z.output<typeof inviteAdminBodySchema>;

/** An admin user row and detail (spec 001 section 3, Admin user). */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  picture: string;
  /** Invited and not yet accepted. */
  pending: boolean;
  /** The organisation's owner admin: cannot be deleted. */
  owner: boolean;
  /** An admin of another organisation who can access this one (badge Guest). */
  guest: boolean;
  /** The user's main organisation. */
  organisationId: string;
  other_org_ids: string[];
  superadmin: boolean;
  admin: boolean;
  /** ISO time the last invite to this organisation was sent; null when never invited. */
  last_invite_sent: string | null;
  /** ISO time from which the pending invite can be resent; null when there is no pending invite. */
  sendInviteAgainAt: string | null;
  /** Id of the pending invite to this organisation (for POST /v1/invites/{id}/resend); null when none. */
  inviteId: string | null;
}

export interface AdminUsersPage {
  data: AdminUser[];
  total: number;
  page: number;
  page_size: number;
}

/** A message answer, shown as the success snackbar. */
export interface MessageResponse {
  message: string;
}

/** GET /v1/invites/{token}: what the accept-invite page shows (spec 000 section 3, Invite). */
export interface InviteView {
  id: string;
  email: string;
  companyName: string;
  senderEmail: string;
  organisationId: string;
}

/** POST /v1/invites/{token}/accept */
export interface AcceptInviteResponse {
  organisationId: string;
}
