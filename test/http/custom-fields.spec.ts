/** Custom fields over real HTTP: create, update, the spec's validation, person values, tenancy. */
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'fields_org';

describe('custom fields over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let other: ReturnType<typeof httpClient>;
  let fieldId: string;

  beforeAll(async () => {
    test = await startTestApp();
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Fields Ltd' });
    await root.post('/v1/enterprise', { organisation_id: 'fields_other', name: 'Other' });
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    other = httpClient(test.url, await test.tokenFor(adminOf('fields_other')));
  });
  afterAll(() => test.destroy());

  it('requires a name and a type', async () => {
    const response = await admin.post(`/v1/enterprise/${ORG}/custom-fields`, {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errorMessage: 'Name is required', errors: [{ path: 'name', msg: 'Name is required' }, { path: 'vcard', msg: 'Type is required' }] });
    expect((await admin.post(`/v1/enterprise/${ORG}/custom-fields`, { name: 'X', vcard: 'fax' })).body.errors).toEqual([{ path: 'vcard', msg: 'Type is required' }]);
  });

  it('creates (201) and updates (200) a custom field', async () => {
    const created = await admin.post(`/v1/enterprise/${ORG}/custom-fields`, { name: 'Office phone', vcard: 'tel', vcard_type: 'work', hide: true, default: '+44 20 7946 0000' });
    expect(created.status).toBe(201);
    fieldId = created.body.id;
    expect((await admin.put(`/v1/enterprise/${ORG}/custom-fields/${fieldId}`, { name: 'Desk phone', vcard: 'tel', vcard_type: 'empty', hide: false, default: '' })).status).toBe(200);
    expect((await admin.get(`/v1/enterprise/${ORG}/custom-fields`)).body).toMatchObject({ total: 1, data: [{ id: fieldId, name: 'Desk phone', vcard: 'tel', vcard_type: '', hide: false, default: '' }] });
    expect((await admin.put(`/v1/enterprise/${ORG}/custom-fields/ghost`, { name: 'A', vcard: 'note' })).body.errorMessage).toBe('Custom field not found');
  });

  it("keeps a person's values for the organisation's fields and refuses unknown ones", async () => {
    const base = { first_name: 'Ada', last_name: 'Lovelace', position: 'Engineer', email: 'ada@example.com' };
    const saved = await admin.put(`/v1/enterprise/${ORG}/people`, { ...base, custom_fields: { [fieldId]: '+44 1' } });
    expect(saved.status).toBe(201);
    expect((await admin.get(`/v1/enterprise/${ORG}/people/${saved.body.personId}`)).body.custom_fields).toEqual({ [fieldId]: '+44 1' });
    const unknown = await admin.put(`/v1/enterprise/${ORG}/people`, { ...base, email: 'b@example.com', custom_fields: { ghost: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'custom_fields.ghost', msg: 'Unknown custom field' }]);
  });

  it("never shows or changes another organisation's fields", async () => {
    expect((await other.get(`/v1/enterprise/${ORG}/custom-fields`)).status).toBe(403);
    expect((await other.get(`/v1/enterprise/fields_other/custom-fields/${fieldId}`)).status).toBe(404);
    expect((await other.put(`/v1/enterprise/fields_other/custom-fields/${fieldId}`, { name: 'Mine', vcard: 'note' })).status).toBe(404);
    const person = await other.put(`/v1/enterprise/fields_other/people`, { first_name: 'E', last_name: 'F', position: 'G', email: 'e@example.com', custom_fields: { [fieldId]: 'x' } });
    expect(person.body.errors).toEqual([{ path: `custom_fields.${fieldId}`, msg: 'Unknown custom field' }]);
  });
});
