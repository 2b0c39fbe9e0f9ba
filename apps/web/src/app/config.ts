/** Where users are sent for help when their organisation names no support address of its own. */
export const DEFAULT_SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@profyle.com';

/** The product's terms of service and privacy policy, linked from the trial sign-up (spec 000 "Register"). */
export const TERMS_URL = import.meta.env.VITE_TERMS_URL ?? 'https://www.profyle.com/terms';
export const PRIVACY_URL = import.meta.env.VITE_PRIVACY_URL ?? 'https://www.profyle.com/privacy';

/** Default landing after sign-in (spec 000 section 2). */
export const DEFAULT_LANDING = '/portal/dashboard';

// The spec's constants live in limits.ts (plain TypeScript, checked against the contracts by a test).
export * from './limits';
