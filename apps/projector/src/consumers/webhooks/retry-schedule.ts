/**
 * When a failed delivery is tried again: immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h
 * after each failure, so 8 attempts over about 27.5 hours. A receiver's Retry-After (seconds or an
 * HTTP date) is honoured when it asks for later than the schedule, up to a day, so a receiver cannot
 * park a message forever.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Delay before attempt n+1 (index n): the first attempt is immediate. */
export const WEBHOOK_RETRY_SCHEDULE_MS: readonly number[] = [0, 5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_SCHEDULE_MS.length;
export const WEBHOOK_MAX_RETRY_AFTER_MS = 24 * HOUR;

/** The wait a Retry-After header asks for, in ms from `now`; null when absent or unreadable. */
export const retryAfterMs = (header: string | undefined, now: Date): number | null => {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * SECOND;
  // An HTTP date names its day and month; without letters it is a malformed number, not a date.
  const date = /[A-Za-z]/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
};

/** When to make the next attempt after `attemptsMade` failed ones, or null when none is left. */
export const nextAttemptAt = (attemptsMade: number, now: Date, retryAfter?: string): Date | null => {
  if (attemptsMade >= WEBHOOK_MAX_ATTEMPTS) return null;
  const scheduled = WEBHOOK_RETRY_SCHEDULE_MS[attemptsMade];
  const asked = retryAfterMs(retryAfter, now);
  const delay = asked !== null && asked > scheduled ? Math.min(asked, Math.max(scheduled, WEBHOOK_MAX_RETRY_AFTER_MS)) : scheduled;
  return new Date(now.getTime() + delay);
};
