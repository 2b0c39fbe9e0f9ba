import { CrmCallError, type CrmFailureKind } from './crm-client.port';
import type { CrmHttpRecorder } from './crm-http-recorder';

/** Retry-After in seconds or as an HTTP date, in ms from now; null when absent or unreadable. */
export const retryAfterMsOf = (header: unknown, now = Date.now()): number | null => {
  const value = typeof header === 'string' ? header.trim() : Array.isArray(header) ? String(header[0]).trim() : '';
  if (value === '') return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = /[A-Za-z]/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
};

export const failureKindOf = (status: number): CrmFailureKind => {
  if (status === 401) return 'auth';
  if (status === 429) return 'rate_limited';
  if (status === 0 || status === 408 || status >= 500) return 'unavailable';
  return 'rejected';
};

/**
 * The error of a failed operation, from the exchange it failed on (an official client's own error
 * loses the status or the headers, the recorder has both). No exchange at all means the request never
 * left: the network or the client failed, which may pass.
 */
export const failureOf = (recorder: CrmHttpRecorder, provider: string, error: unknown): CrmCallError => {
  if (error instanceof CrmCallError) return error;
  const last = recorder.last;
  if (!last || last.code === 0) return new CrmCallError(`${provider} could not be reached: ${last?.message ?? (error as Error)?.message ?? String(error)}`, 'unavailable', 0);
  const retryAfter = retryAfterMsOf(last.response?.headers['retry-after']);
  return new CrmCallError(`${provider} answered ${last.message}`, failureKindOf(last.code), last.code, retryAfter);
};
