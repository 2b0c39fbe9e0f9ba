/**
 * A sliding window of attempts per key, in this process's memory only: the visitor's address is used as
 * a key while it counts and is never written anywhere (visits and introductions store no address).
 * Several api instances each keep their own counts, which bounds a sender by the limit times the
 * instances; the sign-in limits, which must be exact, live in the event store instead.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt for every key; false (and nothing counted) when any key is already at its limit. */
  attempt(keys: string[]): boolean {
    const now = this.now();
    const recent = keys.map((key) => {
      const kept = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
      this.hits.set(key, kept);
      return kept;
    });
    if (recent.some((kept) => kept.length >= this.limit)) return false;
    for (const kept of recent) kept.push(now);
    if (this.hits.size > 10_000) for (const [key, times] of this.hits) if (times.every((at) => now - at >= this.windowMs)) this.hits.delete(key);
    return true;
  }
}

/** Limits of the public forms (spam and guessing): per visitor address and Profyle, and per Profyle. */
export class PublicLimits {
  constructor(
    private readonly perAddress: RateLimiter,
    private readonly perProfyle: RateLimiter,
  ) {}

  /** Counts an attempt; false (and nothing counted) when the address or the Profyle is at its limit. */
  attempt(address: string, personId: string): boolean {
    // By address and Profyle together: many visitors of one event share an address (the venue's network).
    return this.perProfyle.attempt([`profyle:${personId}`]) && this.perAddress.attempt([`address:${address}:${personId}`]);
  }
}

/** PIN and password guesses: 10 per address and Profyle, 50 per Profyle, each 15 minutes. */
export const unlockLimits = (): PublicLimits => new PublicLimits(new RateLimiter(10, 15 * 60_000), new RateLimiter(50, 15 * 60_000));

/** Exchange submissions: 5 per address and Profyle per 10 minutes, 60 per Profyle per hour. */
export const exchangeLimits = (): PublicLimits => new PublicLimits(new RateLimiter(5, 10 * 60_000), new RateLimiter(60, 60 * 60_000));
