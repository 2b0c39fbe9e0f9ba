/**
 * Contact enrichment: given what a visitor left, a provider fills in what it knows about them (name,
 * company, position, LinkedIn, photo). The contacts context records the states (pending, then complete
 * or an error) whichever provider runs.
 */
export interface ContactToEnrich {
  name: string;
  email: string;
  company: string;
  website: string;
}

/** What a provider found; keys it does not know are left out. */
export interface EnrichmentResult {
  name?: string;
  company?: string;
  position?: string;
  linkedin?: string;
  website?: string;
  phone?: string;
  photoUrl?: string;
  avatar_url?: string;
}

export interface ContactEnricher {
  /** The provider's name, recorded as the contact's `enrichment`. */
  readonly provider: string;
  /** Resolves with what was found (possibly nothing); rejects when the provider could not answer. */
  enrich(contact: ContactToEnrich): Promise<EnrichmentResult>;
}

export const ENRICHMENT_FIELDS = ['name', 'company', 'position', 'linkedin', 'website', 'phone', 'photoUrl', 'avatar_url'] as const;

/** Keeps the known fields that are non-blank strings, at most 2048 characters each. */
export const enrichmentResultFrom = (body: unknown): EnrichmentResult => {
  if (typeof body !== 'object' || body === null) return {};
  const source = body as Record<string, unknown>;
  const aliases: Record<string, string> = { photo_url: 'photoUrl', linkedin_url: 'linkedin', job_title: 'position', title: 'position' };
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const field = aliases[key] ?? key;
    if ((ENRICHMENT_FIELDS as readonly string[]).includes(field) && typeof value === 'string' && value.trim() !== '' && !(field in result)) result[field] = value.trim().slice(0, 2048);
  }
  return result;
};
