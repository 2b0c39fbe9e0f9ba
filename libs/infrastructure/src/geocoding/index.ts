export * from './geocoding.port';
export * from './gazetteer/gazetteer-geocoder';
export * from './gazetteer/world-cities';
export * from './nominatim/nominatim-geocoder';
export * from './create-geocoder';
