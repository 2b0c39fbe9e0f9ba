import { GazetteerGeocoder } from './gazetteer/gazetteer-geocoder';
import { worldCities } from './gazetteer/world-cities';
import type { Geocoder } from './geocoding.port';
import { NominatimGeocoder } from './nominatim/nominatim-geocoder';

export interface GeocoderConfig {
  GEOCODER: 'embedded' | 'nominatim';
  GEOCODER_URL?: string;
  GEOCODER_KEY?: string;
}

/** The adapter the configuration names: the offline gazetteer (default), or a Nominatim-protocol service. */
export const createGeocoder = (config: GeocoderConfig): Geocoder =>
  config.GEOCODER === 'nominatim' ? new NominatimGeocoder({ baseUrl: config.GEOCODER_URL as string, apiKey: config.GEOCODER_KEY }) : new GazetteerGeocoder(worldCities(), { name: 'embedded' });
