import type { ContactEnricher, EnrichmentResult } from '../enrichment.port';

/** The embedded default: no provider, so nothing is found and the enrichment completes at once. */
export class NoEnrichment implements ContactEnricher {
  readonly provider = 'none';

  async enrich(): Promise<EnrichmentResult> {
    return {};
  }
}
