import type { GeocodedPlace, Geocoder } from '../geocoding.port';

/** One place of a gazetteer: its name, region, country and where it is, and how many live there. */
export interface GazetteerPlace {
  name: string;
  region: string;
  countryName: string;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** Lower case, without accents or punctuation: how names are compared. */
export const foldName = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
/** Great-circle distance in kilometres. */
export const distanceKm = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
};

interface Indexed extends GazetteerPlace {
  folded: string;
  qualifiers: string[];
}

const labelOf = (place: GazetteerPlace): string => [place.name, place.region && place.region !== place.name ? place.region : '', place.countryName].filter(Boolean).join(', ');
const toResult = (place: GazetteerPlace): GeocodedPlace => ({ name: place.name, label: labelOf(place), country: place.country, latitude: place.latitude, longitude: place.longitude });

/**
 * An offline geocoder over a list of places. A query is a place name, optionally followed by a comma and
 * its region or country ("Paris, FR", "Portland, Oregon"); matches rank exact names before names that
 * start with the query before names that contain it, then by population. Reverse finds the nearest
 * place within `reverseWithinKm`.
 */
export class GazetteerGeocoder implements Geocoder {
  readonly name: string;
  private readonly places: Indexed[];

  constructor(places: readonly GazetteerPlace[], options: { name?: string; reverseWithinKm?: number } = {}) {
    this.name = options.name ?? 'gazetteer';
    this.reverseWithinKm = options.reverseWithinKm ?? 100;
    this.places = places
      .map((place) => ({ ...place, folded: foldName(place.name), qualifiers: [place.country, place.countryName, place.region].map(foldName).filter(Boolean) }))
      .sort((a, b) => b.population - a.population);
  }

  private readonly reverseWithinKm: number;

  get size(): number {
    return this.places.length;
  }

  async search(query: string, limit: number): Promise<GeocodedPlace[]> {
    const [namePart, ...rest] = query.split(',');
    const wanted = foldName(namePart ?? '');
    if (wanted === '') return [];
    const qualifier = foldName(rest.join(' '));
    const rank = (place: Indexed): number => (place.folded === wanted ? 0 : place.folded.startsWith(wanted) ? 1 : place.folded.includes(wanted) ? 2 : -1);
    const matches: { place: Indexed; rank: number }[] = [];
    for (const place of this.places) {
      const r = rank(place);
      if (r < 0) continue;
      if (qualifier && !place.qualifiers.some((each) => each === qualifier || each.startsWith(qualifier))) continue;
      matches.push({ place, rank: r });
    }
    // Places are kept by population, so a stable sort by rank keeps the larger first within a rank.
    matches.sort((a, b) => a.rank - b.rank);
    const seen = new Set<string>();
    const results: GeocodedPlace[] = [];
    for (const { place } of matches) {
      const result = toResult(place);
      if (seen.has(result.label)) continue;
      seen.add(result.label);
      results.push(result);
      if (results.length >= limit) break;
    }
    return results;
  }

  async reverse(latitude: number, longitude: number): Promise<GeocodedPlace | null> {
    let best: Indexed | null = null;
    let bestKm = Number.POSITIVE_INFINITY;
    for (const place of this.places) {
      const km = distanceKm({ latitude, longitude }, place);
      if (km < bestKm) {
        bestKm = km;
        best = place;
      }
    }
    return best && bestKm <= this.reverseWithinKm ? toResult(best) : null;
  }
}
