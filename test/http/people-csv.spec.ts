/**
 * People export and import over real HTTP: the export's columns re-import with no change; one bad row
 * among good ones; re-running an import makes no duplicates; CSV only; introductions export header.
 */
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'csv_org';

describe('people CSV over HTTP', () => {
  let test: TestApp;
  let token: string;
  let admin: ReturnType<typeof httpClient>;
  let fieldId: string;
  let groupId: string;

  const download = async (path: string) => {
    const response = await fetch(`${test.url}/v1/enterprise/${ORG}/${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, text: (await response.text()).replace(/^\uFEFF/, '') };
  };
  const upload = async (csv: string, name = 'people.csv', type = 'text/csv') => {
    const form = new FormData();
    form.append('import', new Blob([csv], { type }), name);
    const response = await fetch(`${test.url}/v1/enterprise/${ORG}/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json() };
  };
  const people = async () => (await admin.get(`/v1/enterprise/${ORG}/people?page_size=200`)).body;

  beforeAll(async () => {
    test = await startTestApp();
    await httpClient(test.url, await test.tokenFor(superadmin)).post('/v1/enterprise', { organisation_id: ORG, name: 'CSV Ltd' });
    token = await test.tokenFor(adminOf(ORG));
    admin = httpClient(test.url, token);
    fieldId = (await admin.post(`/v1/enterprise/${ORG}/custom-fields`, { name: 'Desk', vcard: 'note' })).body.id;
    groupId = (await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'Sales' })).body.id;
  });
  afterAll(() => test.destroy());

  it('imports new people, reports one bad row without blocking the others', async () => {
    const csv = [
      `first_name,last_name,position,email,mobile,group_id,tags,custom_fields.${fieldId}`,
      `Ada,Lovelace,Engineer,ada@example.com,+44 7700 900001,${groupId},maths;poetry,North desk`,
      ',Nameless,Engineer,nameless@example.com,,,,',
      `Grace,Hopper,Admiral,grace@example.com,=1+1,,,`,
    ].join('\n');
    const { status, body } = await upload(csv);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'completed', total: 3, processed: 3, imported: 2, skipped: 1 });
    expect(body.data.results).toEqual([
      { row: 2, success: true, action: 'insert', id: expect.any(String), email: 'ada@example.com', error: null },
      { row: 3, success: false, action: 'insert', id: null, email: 'nameless@example.com', error: 'First name is required' },
      { row: 4, success: true, action: 'insert', id: expect.any(String), email: 'grace@example.com', error: null },
    ]);
    const list = await people();
    expect(list.total).toBe(2);
    const ada = (await admin.get(`/v1/enterprise/${ORG}/people/${body.data.results[0].id}`)).body;
    expect(ada).toMatchObject({ group_id: groupId, tags: ['maths', 'poetry'], custom_fields: { [fieldId]: 'North desk' }, mobile: '+44 7700 900001' });
  });

  it('runs the same file again without making duplicates (rows match people by e-mail)', async () => {
    const csv = ['first_name,last_name,position,email', 'Ada,Lovelace,Engineer,ada@example.com', 'Alan,Turing,Mathematician,alan@example.com'].join('\n');
    const { body } = await upload(csv);
    expect(body.data.results.map((r: { action: string; success: boolean }) => [r.action, r.success])).toEqual([
      ['update', true],
      ['insert', true],
    ]);
    expect((await people()).total).toBe(3);
  });

  it('exports people with the import columns, formula-safe, and re-imports the file with no change', async () => {
    const exported = await download('export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(new RegExp(`filename="people-${ORG}-\\d{8}-\\d{6}\\.csv"`));
    const lines = exported.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      `id,nfc_card_id,nfc_card_enabled,prefix,first_name,last_name,pronouns,nominals,position,department,email,mobile,calendar_url,group_id,group_name,bio,linked_in,twitter,instagram,photo_url,locations,location_ids,address,tags,crm_id,custom_fields.${fieldId},created_at,updated_at,counter,intro_counter`,
    );
    expect(lines).toHaveLength(4);
    expect(exported.text).toContain("'+44 7700 900001");
    expect(exported.text).toContain("'=1+1");
    const before = (await admin.get(`/v1/enterprise/${ORG}/settings/audit`)).body.total;
    const revisions = await Promise.all((await people()).data.map(async (p: { person_id: string }) => (await admin.get(`/v1/enterprise/${ORG}/people/${p.person_id}`)).headers.get('etag')));

    const { body } = await upload(exported.text, 'people-export.csv');
    expect(body.data).toMatchObject({ status: 'completed', imported: 3, skipped: 0 });
    expect(body.data.results.every((r: { action: string }) => r.action === 'update')).toBe(true);
    const after = await Promise.all((await people()).data.map(async (p: { person_id: string }) => (await admin.get(`/v1/enterprise/${ORG}/people/${p.person_id}`)).headers.get('etag')));
    expect(after).toEqual(revisions);
    expect((await admin.get(`/v1/enterprise/${ORG}/settings/audit`)).body.total).toBe(before);
    const grace = (await people()).data.find((p: { email: string }) => p.email === 'grace@example.com');
    expect((await admin.get(`/v1/enterprise/${ORG}/people/${grace.person_id}`)).body.mobile).toBe('=1+1');
  });

  it('refuses files that are not CSV, unknown columns and an unknown id', async () => {
    expect(await upload('name\nx', 'people.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toEqual({ status: 400, body: { errorMessage: 'Please choose a CSV file', errors: [{ path: 'import', msg: 'Please choose a CSV file' }] } });
    expect((await upload('email,colour\na@b.example,red')).body.errorMessage).toBe('Unknown columns: colour');
    expect((await upload('first_name\nAda')).body.errorMessage).toBe('The file has no email column');
    expect((await upload('email,"unclosed\na@b.example')).body.errorMessage).toMatch(/^The file is not a valid CSV file: /);
    const ghost = await upload('id,first_name,last_name,position,email\nghost,A,B,C,ghost@example.com');
    expect(ghost.body.data.results[0]).toMatchObject({ success: false, action: 'update', error: 'No person with this id in your organisation' });
  });

  it('exports introductions (header only until introductions exist) and addresses', async () => {
    const intros = await download('intros');
    expect(intros.text.trim()).toBe('id,ownerId,owner,status,name,company,position,phone,email,website,note,lat,lng,nearestPlace,consents,tags,meta.createdAt');
    expect(intros.headers.get('content-disposition')).toMatch(/introductions-csv_org-/);
  });

  it("refuses another organisation's admin", async () => {
    const other = await test.tokenFor(adminOf('csv_other'));
    expect((await fetch(`${test.url}/v1/enterprise/${ORG}/export`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(403);
    expect((await fetch(`${test.url}/v1/enterprise/${ORG}/import`, { method: 'POST', headers: { authorization: `Bearer ${other}` } })).status).toBe(403);
  });
});
