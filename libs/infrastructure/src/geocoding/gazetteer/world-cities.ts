import { createRequire } from 'node:module';
import type { GazetteerPlace } from './gazetteer-geocoder';

/** A city as the city-timezones package lists it (data: simplemaps World Cities Basic, CC BY 4.0). */
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
 * The world's cities with their coordinates, region, country and population, from the packaged open
 * gazetteer (the `city-timezones` npm package's data, itself simplemaps' World Cities Basic under
 * CC BY 4.0, attributed in the portal's map). Loaded once, on first use.
 */
export const worldCities = (): GazetteerPlace[] => {
  if (cached) return cached;
  const records = (createRequire(__filename)('city-timezones') as { cityMapping: CityRecord[] }).cityMapping;
  cached = records
    .map((record) => ({
      name: record.city,
      region: record.province ?? '',
      countryName: record.country,
      country: (record.iso2 ?? '').toUpperCase(),
      latitude: Number(record.lat),
      longitude: Number(record.lng),
      population: Number(record.pop) || 0,
    }))
    .filter((place) => place.name && /^[A-Z]{2}$/.test(place.country) && Number.isFinite(place.latitude) && Number.isFinite(place.longitude));
  return cached;
};

export const GAZETTEER_ATTRIBUTION = 'Cities: simplemaps World Cities Basic (CC BY 4.0)';
