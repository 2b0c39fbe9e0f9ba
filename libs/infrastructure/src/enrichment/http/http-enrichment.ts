import { type ContactEnricher, type ContactToEnrich, type EnrichmentResult, enrichmentResultFrom } from '../enrichment.port';

export interface HttpEnrichmentOptions {
  /** The provider's endpoint (ENRICHMENT_URL). */
  url: string;
  /** Sent as a bearer token when set (ENRICHMENT_TOKEN). */
  token?: string;
  timeoutMs?: number;
  /** The name recorded on enriched contacts (ENRICHMENT_PROVIDER, default `http`). */
  provider?: string;
}

/**
 * A provider behind one HTTPS endpoint: POST {email, name, company, website} as JSON, answered 200 with
 * the fields it found (`name`, `company`, `position` or `job_title`, `linkedin` or `linkedin_url`,
 * `website`, `phone`, `photo_url`, `avatar_url`) or 404 when it knows nothing. Anything else is an error.
 */
export class HttpEnrichment implements ContactEnricher {
  readonly provider: string;

  constructor(private readonly options: HttpEnrichmentOptions) {
    this.provider = options.provider ?? 'http';
  }

  async enrich(contact: ContactToEnrich): Promise<EnrichmentResult> {
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}) },
        body: JSON.stringify({ email: contact.email, name: contact.name, company: contact.company, website: contact.website }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new Error(`Enrichment provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 404) return {};
    if (!response.ok) throw new Error(`Enrichment provider answered ${response.status}`);
    try {
      return enrichmentResultFrom(await response.json());
    } catch {
      throw new Error('Enrichment provider answered something that is not JSON');
    }
  }
}
