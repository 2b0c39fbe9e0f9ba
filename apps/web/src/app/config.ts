/** Where users are sent for help when their organisation names no support address of its own. */
export const DEFAULT_SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@profyle.com';

/** Default landing after sign-in (spec 000 section 2). */
export const DEFAULT_LANDING = '/portal/dashboard';

/** Sign-out waits this long before leaving the page (spec 000 section 9). */
export const SIGN_OUT_DELAY_MS = 1000;

/** Invite resend cooldown in seconds (spec 000 section 4, spec 001 section 9). */
export const INVITE_RESEND_COOLDOWN_S = 600;

/** Admin list page sizes (spec 001 section 9). */
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 20;

/** Notification centre limits (spec 001 section 9). */
export const NOTIFICATION_TITLE_MAX = 36;
export const NOTIFICATION_BODY_MAX = 120;
export const NOTIFICATION_LIST_MAX_HEIGHT = 450;

/** The audit log starts on 1 Feb 2024 (spec 001 section 9). */
export const AUDIT_LOG_START = '2024-02-01';
