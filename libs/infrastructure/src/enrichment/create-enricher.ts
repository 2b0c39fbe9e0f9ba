import type { ContactEnricher } from './enrichment.port';
import { HttpEnrichment } from './http/http-enrichment';
import { NoEnrichment } from './none/no-enrichment';

/** ENRICHMENT=none (default) or http with ENRICHMENT_URL (and optional ENRICHMENT_TOKEN, ENRICHMENT_PROVIDER, ENRICHMENT_TIMEOUT_MS). */
export const createEnricher = (env: Record<string, string | undefined>): ContactEnricher => {
  const kind = env.ENRICHMENT ?? 'none';
  if (kind === 'none') return new NoEnrichment();
  if (kind !== 'http') throw new Error(`ENRICHMENT must be none or http, not ${JSON.stringify(kind)}`);
  if (!env.ENRICHMENT_URL || !/^https?:\/\//.test(env.ENRICHMENT_URL)) throw new Error('ENRICHMENT_URL (http or https) is required when ENRICHMENT=http');
  const timeoutMs = env.ENRICHMENT_TIMEOUT_MS ? Number(env.ENRICHMENT_TIMEOUT_MS) : undefined;
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) throw new Error(`ENRICHMENT_TIMEOUT_MS must be a whole number of milliseconds, not ${JSON.stringify(env.ENRICHMENT_TIMEOUT_MS)}`);
  return new HttpEnrichment({ url: env.ENRICHMENT_URL, token: env.ENRICHMENT_TOKEN, provider: env.ENRICHMENT_PROVIDER, timeoutMs });
};
