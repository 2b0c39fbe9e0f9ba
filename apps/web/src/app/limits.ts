/**
 * Spec constants the shell needs before any feature chunk loads. The people screens import theirs from
 * @profyle/contracts (people-list.ts), whose module also defines zod schemas the shell should not load.
 */

/** Search starts at 3 characters (spec 001 sections 5 and 9); equals PEOPLE_SEARCH_MIN_LENGTH in contracts. */
export const PEOPLE_SEARCH_MIN_LENGTH = 3;
