import { nextAttemptAt, retryAfterMs, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_SCHEDULE_MS } from './retry-schedule';

const now = new Date('2026-01-01T00:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('webhook retry schedule', () => {
  it('is immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: eight attempts', () => {
    expect(WEBHOOK_RETRY_SCHEDULE_MS).toEqual([0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
    expect([1, 2, 3, 4, 5, 6, 7].map((made) => nextAttemptAt(made, now)?.toISOString())).toEqual(WEBHOOK_RETRY_SCHEDULE_MS.slice(1).map(later));
    expect(nextAttemptAt(8, now)).toBeNull();
  });

  it('reads Retry-After in seconds or as an HTTP date', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:10:00 GMT', now)).toBe(600_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
  });

  it('honours Retry-After only when it asks for later than the schedule', () => {
    expect(nextAttemptAt(1, now, '60')?.toISOString()).toBe(later(60_000));
    expect(nextAttemptAt(1, now, '1')?.toISOString()).toBe(later(5_000));
    expect(nextAttemptAt(3, now, 'Thu, 01 Jan 2026 00:10:00 GMT')?.toISOString()).toBe(later(1_800_000));
    expect(nextAttemptAt(3, now, 'Thu, 01 Jan 2026 01:00:00 GMT')?.toISOString()).toBe(later(3_600_000));
  });

  it('caps Retry-After at a day, and never gives an attempt the schedule does not have', () => {
    expect(nextAttemptAt(1, now, String(7 * 24 * 3600))?.toISOString()).toBe(later(24 * 3_600_000));
    expect(nextAttemptAt(8, now, '60')).toBeNull();
  });
});
