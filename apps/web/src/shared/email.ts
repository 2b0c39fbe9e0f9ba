/**
 * The simple e-mail shape of the sign-in and invite forms (spec 000 section 5): something@something.tld.
 * The same pattern as EMAIL_PATTERN in @profyle/contracts (people.ts); kept here so the sign-in chunk
 * does not pull in the zod schemas that module defines.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
