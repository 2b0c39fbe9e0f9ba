import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { geocoderContract } from '../geocoding.contract';
import { GeocodingError } from '../geocoding.port';
import { NominatimGeocoder } from './nominatim-geocoder';

/** A local stand-in that speaks the Nominatim protocol (jsonv2) over a handful of places. */
const PLACES = [
  { name: 'London', display_name: 'London, Greater London, England, United Kingdom', lat: '51.5074456', lon: '-0.1277653', address: { city: 'London', country_code: 'gb' } },
  { name: 'Paris', display_name: 'Paris, Île-de-France, France', lat: '48.8588897', lon: '2.3200410', address: { city: 'Paris', country_code: 'fr' } },
  { name: 'London', display_name: 'London, Southwestern Ontario, Ontario, Canada', lat: '42.9832406', lon: '-81.2433720', address: { city: 'London', country_code: 'ca' } },
];
export const startNominatimStandIn = async (options: { key?: string; failing?: boolean } = {}) => {
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(url);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (options.failing) return send(503, { error: 'overloaded' });
    if (options.key && url.searchParams.get('key') !== options.key) return send(401, { error: 'Invalid key' });
    if (url.searchParams.get('format') !== 'jsonv2') return send(400, { error: 'format' });
    if (url.pathname === '/search') {
      const [name, country] = (url.searchParams.get('q') ?? '').split(',').map((part) => part.trim().toLowerCase());
      const found = PLACES.filter((place) => place.name.toLowerCase() === name && (!country || place.address.country_code === country));
      return send(200, found.slice(0, Number(url.searchParams.get('limit') ?? 10)));
    }
    if (url.pathname === '/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      const lon = Number(url.searchParams.get('lon'));
      const near = PLACES.find((place) => Math.abs(Number(place.lat) - lat) < 0.5 && Math.abs(Number(place.lon) - lon) < 0.5);
      return near ? send(200, near) : send(200, { error: 'Unable to geocode' });
    }
    send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

geocoderContract('nominatim protocol (local stand-in)', async () => {
  const standIn = await startNominatimStandIn({ key: 'k-123' });
  return { geocoder: new NominatimGeocoder({ baseUrl: standIn.url, apiKey: 'k-123' }), close: standIn.close };
});

describe('the Nominatim adapter', () => {
  it('sends the key and an identifying user agent, and reports a failing service as an error', async () => {
    const failing = await startNominatimStandIn({ failing: true });
    try {
      await expect(new NominatimGeocoder({ baseUrl: failing.url }).search('London', 5)).rejects.toBeInstanceOf(GeocodingError);
    } finally {
      await failing.close();
    }
    const standIn = await startNominatimStandIn({ key: 'k-1' });
    try {
      await new NominatimGeocoder({ baseUrl: standIn.url, apiKey: 'k-1' }).search('London', 5);
      expect(standIn.requests[0].searchParams.get('key')).toBe('k-1');
      await expect(new NominatimGeocoder({ baseUrl: standIn.url, apiKey: 'wrong' }).search('London', 5)).rejects.toBeInstanceOf(GeocodingError);
    } finally {
      await standIn.close();
    }
  });
});
