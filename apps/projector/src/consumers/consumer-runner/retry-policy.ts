/**
 * How often and how patiently a consumer retries one message before parking it: attempt n waits
 * `initialDelayMs * factor^(n-1)` (at most `maxDelayMs`) after failure n. The defaults (5 attempts,
 * 200 ms doubling: 0.2 + 0.4 + 0.8 + 1.6 s) ride out a short outage without holding a partition long.
 */
export interface RetryPolicy {
  attempts: number;
  initialDelayMs: number;
  factor: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 5, initialDelayMs: 200, factor: 2, maxDelayMs: 30_000 };

export const retryPolicy = (overrides: Partial<RetryPolicy> = {}): RetryPolicy => {
  const policy = { ...DEFAULT_RETRY_POLICY, ...overrides };
  if (!Number.isInteger(policy.attempts) || policy.attempts < 1) throw new Error(`retry attempts must be a positive integer, got ${policy.attempts}`);
  return policy;
};

/** The pause after failed attempt `attempt` (1-based). */
export const delayAfter = (policy: RetryPolicy, attempt: number): number => Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** (attempt - 1));
