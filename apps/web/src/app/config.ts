/** Where users are sent for help when their organisation names no support address of its own. */
export const DEFAULT_SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@profyle.com';

/** Default landing after sign-in (spec 000 section 2). */
export const DEFAULT_LANDING = '/portal/dashboard';

// The spec's constants live in limits.ts (plain TypeScript, checked against the contracts by a test).
export * from './limits';
