import { createRequire } from 'node:module';
import type { GazetteerPlace } from './gazetteer-geocoder';

/** A city as the city-timezones package lists it. */
interface CityRecord {
  city: string;
  city_ascii?: string;
  lat: number | string;
  lng: number | string;
  pop?: number | string;
  country: string;
  iso2: string;
  province?: string;
}

let cached: GazetteerPlace[] | null = null;

/**
 * The world's cities with their coordinates, region, country and population: the open gazetteer the
 * `city-timezones` npm package ships (MIT licence; 7,300 populated places, every country, the Natural
 * Earth style of names and populations). Loaded once, on first use.
 */
export const worldCities = (): GazetteerPlace[] => {
  if (cached) return cached;
  const records = (createRequire(__filename)('city-timezones') as { cityMapping: CityRecord[] }).cityMapping;
  cached = records
    .map((record) => ({
      name: String(record.city ?? ''),
      region: String(record.province ?? ''),
      countryName: String(record.country ?? ''),
      country: String(record.iso2 ?? '').toUpperCase(),
      latitude: Number(record.lat),
      longitude: Number(record.lng),
      population: Number(record.pop) || 0,
    }))
    .filter((place) => place.name && /^[A-Z]{2}$/.test(place.country) && Number.isFinite(place.latitude) && Number.isFinite(place.longitude));
  return cached;
};

export const GAZETTEER_ATTRIBUTION = 'Places: city-timezones (MIT)';
