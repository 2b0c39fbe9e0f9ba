import { RateLimiter } from '../../shared/auth/rate-limiter';

/**
 * Limits of the public forms (spam and guessing): per visitor address and per Profyle, in the process
 * (several api instances each keep their own counts, as the sign-in limits do).
 */
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
