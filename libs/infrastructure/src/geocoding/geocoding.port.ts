/**
 * Geocoding leaves the system through this port: a place by name (the event form's location search) and
 * the nearest place to a coordinate (a pin dropped on the map). The embedded default is an offline
 * gazetteer of the world's cities packaged with the app, so `npm start` finds places with no key and no
 * network; real use may name a geocoding service that speaks the Nominatim protocol.
 */
export interface GeocodedPlace {
  /** The place's own name: "London". */
  name: string;
  /** What a location field shows: "London, England, United Kingdom". */
  label: string;
  /** Two-letter country code, upper case. */
  country: string;
  latitude: number;
  longitude: number;
}

export interface Geocoder {
  /** Which adapter answers (shown in /health). */
  readonly name: string;
  /** The best matches first, at most `limit`; none is an empty list. Rejects when the service failed. */
  search(query: string, limit: number): Promise<GeocodedPlace[]>;
  /** The nearest known place, or null. */
  reverse(latitude: number, longitude: number): Promise<GeocodedPlace | null>;
}

export const GEOCODER = Symbol('Geocoder');

/** The service could not answer (not "nothing found", which is an empty list). */
export class GeocodingError extends Error {
  constructor(message: string, override readonly cause?: unknown) {
    super(message);
    this.name = 'GeocodingError';
  }
}
