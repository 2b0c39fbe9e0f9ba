/**
 * The contract every Geocoder adapter passes (run by each adapter's spec with places it can answer):
 * a known city by name, with its country and coordinates near the truth; a qualified name; nothing for
 * nonsense; the nearest place to a coordinate.
 */
import type { Geocoder } from './geocoding.port';

export const geocoderContract = (name: string, make: () => Promise<{ geocoder: Geocoder; close?: () => Promise<void> }>) => {
  describe(`Geocoder contract: ${name}`, () => {
    let geocoder: Geocoder;
    let close: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ geocoder, close } = await make());
    });
    afterAll(async () => {
      await close?.();
    });

    it('finds a city by name, with its country and coordinates', async () => {
      const [london] = await geocoder.search('London', 5);
      expect(london).toMatchObject({ name: 'London', country: 'GB' });
      expect(london.latitude).toBeCloseTo(51.5, 0);
      expect(london.longitude).toBeCloseTo(-0.1, 0);
      expect(london.label).toContain('London');
    });

    it('narrows a name by its country', async () => {
      const results = await geocoder.search('London, CA', 5);
      expect(results.length).toBeGreaterThan(0);
      expect(results.every((place) => place.country === 'CA')).toBe(true);
      expect(results[0].latitude).toBeCloseTo(43, 0);
    });

    it('answers an empty list for a place that does not exist', async () => {
      expect(await geocoder.search('Qwxzzvb Nowhere', 5)).toEqual([]);
    });

    it('finds the nearest place to a coordinate', async () => {
      const near = await geocoder.reverse(48.8566, 2.3522);
      expect(near).toMatchObject({ name: 'Paris', country: 'FR' });
    });
  });
};
