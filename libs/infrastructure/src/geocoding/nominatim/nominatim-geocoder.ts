import { type GeocodedPlace, type Geocoder, GeocodingError } from '../geocoding.port';

export interface NominatimOptions {
  /** The service's base URL, e.g. a Nominatim server or a provider speaking its protocol. */
  baseUrl: string;
  /** Sent as `key` when the provider needs one. */
  apiKey?: string;
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface NominatimPlace {
  lat: string;
  lon: string;
  name?: string;
  display_name?: string;
  address?: { country_code?: string; city?: string; town?: string; village?: string };
}

/**
 * A geocoding service speaking the Nominatim protocol (GET /search?q=&format=jsonv2&addressdetails=1,
 * GET /reverse?lat=&lon=&format=jsonv2): OpenStreetMap's Nominatim, a self-hosted one, or a provider with
 * the same API (the key then goes as `key`).
 */
export class NominatimGeocoder implements Geocoder {
  readonly name = 'nominatim';
  private readonly fetch: typeof fetch;

  constructor(private readonly options: NominatimOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  private async call(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    for (const [key, value] of Object.entries({ ...params, format: 'jsonv2', addressdetails: '1', ...(this.options.apiKey ? { key: this.options.apiKey } : {}) })) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await this.fetch(url, { headers: { accept: 'application/json', 'user-agent': this.options.userAgent ?? 'Profyle admin portal' }, signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000) });
    } catch (error) {
      throw new GeocodingError(`The geocoding service could not be reached: ${(error as Error).message}`, error);
    }
    // Some providers answer "nothing found" as 404 with an error body.
    if (response.status === 404) return [];
    if (!response.ok) throw new GeocodingError(`The geocoding service answered ${response.status}`);
    try {
      return await response.json();
    } catch (error) {
      throw new GeocodingError('The geocoding service answered something other than JSON', error);
    }
  }

  private place(raw: NominatimPlace): GeocodedPlace | null {
    const latitude = Number(raw.lat);
    const longitude = Number(raw.lon);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    const label = (raw.display_name ?? '').trim();
    const name = (raw.name || raw.address?.city || raw.address?.town || raw.address?.village || label.split(',')[0] || '').trim();
    return { name, label: label || name, country: (raw.address?.country_code ?? '').toUpperCase(), latitude, longitude };
  }

  async search(query: string, limit: number): Promise<GeocodedPlace[]> {
    if (query.trim() === '') return [];
    const body = await this.call('search', { q: query, limit: String(limit) });
    if (!Array.isArray(body)) return [];
    return body.map((raw) => this.place(raw as NominatimPlace)).filter((place): place is GeocodedPlace => place !== null).slice(0, limit);
  }

  async reverse(latitude: number, longitude: number): Promise<GeocodedPlace | null> {
    const body = await this.call('reverse', { lat: String(latitude), lon: String(longitude) });
    if (typeof body !== 'object' || body === null || Array.isArray(body) || 'error' in body) return null;
    return this.place(body as NominatimPlace);
  }
}
