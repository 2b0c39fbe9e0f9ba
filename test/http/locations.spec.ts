/**
 * Addresses (locations) over real HTTP: create (201), the spec's validation, list (JSON) and the CSV
 * export, detail with who uses it, history from its events, and the delete rule naming who uses it.
 */
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'locations_org';
const json = { accept: 'application/json' };

describe('addresses over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let other: ReturnType<typeof httpClient>;
  let token: string;
  let hq: string;

  beforeAll(async () => {
    test = await startTestApp();
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Locations Ltd' });
    await root.post('/v1/enterprise', { organisation_id: 'locations_other', name: 'Other' });
    token = await test.tokenFor(adminOf(ORG));
    admin = httpClient(test.url, token);
    other = httpClient(test.url, await test.tokenFor(adminOf('locations_other')));
  });
  afterAll(() => test.destroy());

  it('requires Address Line 1, and the name on a new address', async () => {
    const response = await admin.post(`/v1/enterprise/${ORG}/locations`, {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errorMessage: 'Name is required',
      errors: [
        { path: 'name', msg: 'Name is required' },
        { path: 'line1', msg: 'Address Line 1 is required' },
      ],
    });
    const far = await admin.post(`/v1/enterprise/${ORG}/locations`, { name: 'X', line1: '1 St', lat: 91 });
    expect(far.body.errors).toEqual([{ path: 'lat', msg: 'Latitude must be between -90 and 90' }]);
  });

  it('creates an address (201 with id) with the default country', async () => {
    const response = await admin.post(`/v1/enterprise/${ORG}/locations`, { name: 'Head Office', line1: '1 Main Street', city: 'London', postcode: 'N1 1AA' });
    expect(response.status).toBe(201);
    hq = response.body.id;
    const detail = await admin.get(`/v1/enterprise/${ORG}/locations/${hq}`);
    expect(detail.body).toMatchObject({ id: hq, name: 'Head Office', line1: '1 Main Street', country: 'United Kingdom', used_by: { groups: [], people: [] } });
  });

  it('updates an address (200) and keeps its history', async () => {
    expect((await admin.put(`/v1/enterprise/${ORG}/locations/${hq}`, { name: 'Head Office', line1: '2 Main Street', city: 'London', postcode: 'N1 1AA' })).status).toBe(200);
    const history = await admin.get(`/v1/enterprise/${ORG}/locations/${hq}/history`);
    expect(history.body.data.map((entry: { action: string; changed: string[] }) => [entry.action, entry.changed])).toEqual([
      ['updated', ['line1']],
      ['created', []],
    ]);
    expect(history.body.data[0].by).toBe(`u-admin-${ORG}@example.com`);
    const blankLine = await admin.put(`/v1/enterprise/${ORG}/locations/${hq}`, { name: 'Head Office', line1: '' });
    expect(blankLine.body.errors).toEqual([{ path: 'line1', msg: 'Address Line 1 is required' }]);
  });

  it('lists addresses as JSON, and exports them as a CSV file by default', async () => {
    expect((await admin.get(`/v1/enterprise/${ORG}/locations`, json)).body).toMatchObject({ total: 1, data: [{ id: hq, name: 'Head Office' }] });
    const csv = await fetch(`${test.url}/v1/enterprise/${ORG}/locations`, { headers: { authorization: `Bearer ${token}` } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="addresses-${ORG}-\\d{8}-\\d{6}\\.csv"$`));
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,name,line1,line2,city,region,postcode,country,image_url,lat,lng,created_at,updated_at');
    expect(lines[1]).toMatch(new RegExp(`^${hq},Head Office,2 Main Street,,London,,N1 1AA,United Kingdom,,,,`));
  });

  it('refuses to delete an address a group and a person use, naming them; then deletes it once free', async () => {
    const group = await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'Sales', location_ids: [hq] });
    const person = await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: 'Ada', last_name: 'Lovelace', position: 'Engineer', email: 'ada@example.com', locations: 'list', location_ids: [hq] });
    expect(person.status).toBe(201);
    const detail = await admin.get(`/v1/enterprise/${ORG}/locations/${hq}`);
    expect(detail.body.used_by).toEqual({ groups: [{ id: group.body.id, name: 'Sales' }], people: [{ id: person.body.personId, name: 'Ada Lovelace' }] });

    const refused = await admin.delete(`/v1/enterprise/${ORG}/locations/${hq}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errorMessage: 'It is used by 1 group (Sales) and 1 person (Ada Lovelace). Remove it from them first.',
      errors: [
        { path: 'groups', msg: 'Sales' },
        { path: 'people', msg: 'Ada Lovelace' },
      ],
    });

    await admin.post(`/v1/enterprise/${ORG}/groups/${group.body.id}`, { name: 'Sales', location_ids: [] });
    await admin.put(`/v1/enterprise/${ORG}/people/${person.body.personId}`, { first_name: 'Ada', last_name: 'Lovelace', position: 'Engineer', email: 'ada@example.com', locations: 'none' });
    expect((await admin.delete(`/v1/enterprise/${ORG}/locations/${hq}`)).status).toBe(200);
    expect((await admin.get(`/v1/enterprise/${ORG}/locations/${hq}`)).status).toBe(404);
    expect((await admin.get(`/v1/enterprise/${ORG}/locations/${hq}/history`)).body.data[0].action).toBe('deleted');
  });

  it('refuses an address that does not exist on a person or a group', async () => {
    const person = await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: 'Bo', last_name: 'B', position: 'P', email: 'bo@example.com', locations: 'list', location_ids: ['ghost'] });
    expect(person.status).toBe(400);
    expect(person.body.errors).toEqual([{ path: 'location_ids', msg: 'Address not found' }]);
    const group = await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'Ghosts', location_ids: ['ghost'] });
    expect(group.body.errors).toEqual([{ path: 'location_ids', msg: 'Address not found' }]);
  });

  it("never shows another organisation's addresses", async () => {
    const mine = await admin.post(`/v1/enterprise/${ORG}/locations`, { name: 'Depot', line1: '3 Road' });
    expect((await other.get(`/v1/enterprise/${ORG}/locations`, json)).status).toBe(403);
    expect((await other.get(`/v1/enterprise/locations_other/locations/${mine.body.id}`)).status).toBe(404);
    expect((await other.get(`/v1/enterprise/locations_other/locations/${mine.body.id}/history`)).status).toBe(404);
    expect((await other.put(`/v1/enterprise/locations_other/locations/${mine.body.id}`, { line1: 'x' })).status).toBe(404);
    expect((await other.delete(`/v1/enterprise/locations_other/locations/${mine.body.id}`)).status).toBe(404);
  });
});
