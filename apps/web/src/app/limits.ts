/**
 * Spec constants the shell needs before any feature chunk loads. The people screens import theirs from
 * @profyle/contracts (people-list.ts), whose module also defines zod schemas the shell should not load.
 */

/** Search starts at 3 characters (spec 001 sections 5 and 9); equals PEOPLE_SEARCH_MIN_LENGTH in contracts. */
export const PEOPLE_SEARCH_MIN_LENGTH = 3;

/** Sign-out waits this long before leaving the page (spec 000 section 9). */
export const SIGN_OUT_DELAY_MS = 1000;

/** Invite resend cooldown in seconds (spec 000 section 4, spec 001 section 9). */
export const INVITE_RESEND_COOLDOWN_S = 600;

/** Admin list page sizes (spec 001 section 9). */
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 20;
/** The admin users table's orders (the api's `sort`), a copy the catalogue test checks against the contracts. */
export const ADMIN_USER_SORTS = ['email', '-email', 'name', '-name'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** Notification centre limits (spec 001 section 9). */
export const NOTIFICATION_TITLE_MAX = 36;
export const NOTIFICATION_BODY_MAX = 120;
export const NOTIFICATION_LIST_MAX_HEIGHT = 450;

/** The audit log starts on 1 Feb 2024 (spec 001 section 9). */
export const AUDIT_LOG_START = '2024-02-01';
