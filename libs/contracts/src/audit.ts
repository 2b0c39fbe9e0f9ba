import { z } from 'zod';
import { adminPageFields, queryText } from './admin-users';
import { TEXT_LIMITS } from './text-rules';

/**
 * The access audit log (spec 001 sections 2 and 3, Admin history entry; /portal/admins/audit).
 *
 * GET /v1/enterprise/{orgId}/audit?action&actor&from&to&page&page_size -> AuditPage, newest first.
 * - action: one of AUDIT_ACTIONS; actor: a case-insensitive substring of the actor's e-mail;
 * - from / to: ISO dates (`2025-03-01`) or date-times; a bare `to` date includes that whole day (UTC);
 * - page (0-based) and page_size (10, 20, 50, 100, 200; default 50).
 */

/** The access actions the log records (the spec's names). */
export const AUDIT_ACTIONS = [
  /** An admin invited someone (or an existing user was invited to upgrade). */
  'add-user',
  'remove-user',
  'login-user',
  /** A superadmin signed in, or acted inside another organisation (impersonation). */
  'login-support',
  'login-self-service',
  'reset-password-user',
  'added-2fa-user',
  /** An invited user accepted and became an admin. */
  'registered-user',
  'login-failed-user',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_MESSAGES = {
  actionInvalid: `Action must be one of ${AUDIT_ACTIONS.join(', ')}`,
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  rangeInvalid: 'The start date must not be after the end date',
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A query date (`2025-03-01`, the whole day in UTC) or date-time, answered as an ISO instant. */
export const isoInstant = (endOfDay: boolean) =>
  queryText('Date', 40)
    .refine((value) => value === undefined || !Number.isNaN(Date.parse(value)), { error: AUDIT_MESSAGES.dateInvalid })
    .transform((value) => {
      if (value === undefined) return undefined;
      if (DATE_ONLY.test(value)) return endOfDay ? `${value}T23:59:59.999Z` : `${value}T00:00:00.000Z`;
      return new Date(value).toISOString();
    });

/** GET /v1/enterprise/{orgId}/audit */
export const auditQuerySchema = z
  .object({
    action: z.preprocess((v) => (v === '' ? undefined : Array.isArray(v) ? v[0] : v), z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.actionInvalid }).optional()),
    actor: queryText('Actor', TEXT_LIMITS.email),
    from: isoInstant(false),
    to: isoInstant(true),
    ...adminPageFields,
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { error: AUDIT_MESSAGES.rangeInvalid, path: ['from'] });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One entry: who (`by`, the real actor's e-mail) did what to whom (`data.email`) and when. */
export interface AuditEntry {
  id: string;
  at: string;
  by: string;
  action: AuditAction;
  data: {
    /** The user the action is about. */
    email: string;
    /** Set when a superadmin acted inside this organisation (impersonation). */
    support?: boolean;
    /** login-failed-user: why ('no_user', 'wrong_password', 'invalid_link', 'rate_limited', ...). */
    reason?: string;
    /** login-user: how ('email_link', 'password', 'google', 'linkedin'). */
    method?: string;
    [field: string]: unknown;
  };
}

export interface AuditPage {
  data: AuditEntry[];
  total: number;
  page: number;
  page_size: number;
}
