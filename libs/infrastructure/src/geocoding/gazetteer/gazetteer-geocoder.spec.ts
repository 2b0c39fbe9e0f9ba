import { geocoderContract } from '../geocoding.contract';
import { foldName, GazetteerGeocoder } from './gazetteer-geocoder';
import { worldCities } from './world-cities';

geocoderContract('embedded gazetteer (world cities)', async () => ({ geocoder: new GazetteerGeocoder(worldCities()) }));

describe('the packaged gazetteer', () => {
  const geocoder = new GazetteerGeocoder(worldCities());

  it('holds thousands of cities in every continent', () => {
    expect(geocoder.size).toBeGreaterThan(5000);
    const countries = new Set(worldCities().map((place) => place.country));
    for (const country of ['GB', 'US', 'JP', 'BR', 'ZA', 'AU', 'IN']) expect(countries.has(country)).toBe(true);
  });

  it('ranks exact names first, then by population, and ignores accents and case', async () => {
    const [first] = await geocoder.search('SÃO PAULO', 3);
    expect(first).toMatchObject({ name: 'Sao Paulo', country: 'BR' });
    const starts = await geocoder.search('Manch', 3);
    expect(starts[0].name).toBe('Manchester');
    expect(foldName(' Zürich! ')).toBe('zurich');
  });

  it('finds nothing far from any city', async () => {
    expect(await geocoder.reverse(-60, -140)).toBeNull();
  });
});
