/**
 * A sliding-window counter of sign-in attempts per key (`email:<address>`, `ip:<address>`). It lives in
 * the process: with several api instances each keeps its own count, which bounds an attacker by the
 * limit times the instance count; a shared store would be needed for an exact global limit.
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
    this.prune(now);
    return true;
  }

  /** Forgets the oldest keys' empty windows so the map cannot grow without bound. */
  private prune(now: number): void {
    if (this.hits.size < 10_000) return;
    for (const [key, times] of this.hits) if (times.every((at) => now - at >= this.windowMs)) this.hits.delete(key);
  }
}
