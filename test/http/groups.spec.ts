/**
 * Groups over real HTTP on the embedded runtime: the tree (full names, order, depth), detail with parents
 * and children, the no-cycle rule, the people filter with subgroups, the delete rule and re-parenting,
 * validation, tenancy.
 */
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'groups_org';
const OTHER = 'groups_other';
const person = (first: string, email: string, group_id: string | null) => ({ first_name: first, last_name: 'Tester', position: 'Engineer', email, group_id });

describe('groups over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let other: ReturnType<typeof httpClient>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    test = await startTestApp();
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Groups Ltd' });
    await root.post('/v1/enterprise', { organisation_id: OTHER, name: 'Other Ltd' });
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    other = httpClient(test.url, await test.tokenFor(adminOf(OTHER)));
  });
  afterAll(() => test.destroy());

  it('starts with an empty list', async () => {
    expect((await admin.get(`/v1/enterprise/${ORG}/groups`)).body).toEqual({ data: [], total: 0 });
  });

  it('refuses a group without a name, in the spec shape', async () => {
    const response = await admin.post(`/v1/enterprise/${ORG}/groups`, { name: '  ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errorMessage: 'Group name is required', errors: [{ path: 'name', msg: 'Group name is required' }] });
    const long = await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'x'.repeat(101) });
    expect(long.body.errors).toEqual([{ path: 'name', msg: 'Group name must be 100 characters or less' }]);
  });

  it('builds a three-level tree (200 with the id) and lists it sorted by name, parents first', async () => {
    for (const [key, name, parent] of [
      ['company', 'Company', null],
      ['sales', 'Sales', 'company'],
      ['emea', 'EMEA', 'sales'],
      ['apac', 'APAC', 'sales'],
      ['admin', 'Admin', 'company'],
    ] as const) {
      const response = await admin.post(`/v1/enterprise/${ORG}/groups`, { name, parent_id: parent ? ids[parent] : 'none', configuration_id: 'default', enable_exchange: false, location_ids: [] });
      expect(response.status).toBe(200);
      ids[key] = response.body.id;
    }
    const list = await admin.get(`/v1/enterprise/${ORG}/groups`);
    expect(list.body.total).toBe(5);
    expect(list.body.data.map((g: { full_name: string; depth: number }) => [g.full_name, g.depth])).toEqual([
      ['Company', 0],
      ['Company › Admin', 1],
      ['Company › Sales', 1],
      ['Company › Sales › APAC', 2],
      ['Company › Sales › EMEA', 2],
    ]);
    expect(list.body.data[0]).toMatchObject({ name: 'Company', parent_id: null, people: 0, canDelete: true, configuration_id: 'default', enable_exchange: false, location_ids: [] });
  });

  it('shows a group with its parents and children', async () => {
    const detail = await admin.get(`/v1/enterprise/${ORG}/groups/${ids.sales}`);
    expect(detail.status).toBe(200);
    expect(detail.body.parents).toEqual([{ id: ids.company, name: 'Company' }]);
    expect(detail.body.children).toEqual([
      { id: ids.apac, name: 'APAC', people: 0 },
      { id: ids.emea, name: 'EMEA', people: 0 },
    ]);
    expect((await admin.get(`/v1/enterprise/${ORG}/groups/nope`)).status).toBe(404);
  });

  it('refuses to move a group under its own descendant, and to a parent that does not exist', async () => {
    const cycle = await admin.post(`/v1/enterprise/${ORG}/groups/${ids.company}`, { name: 'Company', parent_id: ids.emea });
    expect(cycle.status).toBe(400);
    expect(cycle.body).toEqual({
      errorMessage: 'A group cannot be moved under itself or one of its own subgroups',
      errors: [{ path: 'parent_id', msg: 'A group cannot be moved under itself or one of its own subgroups' }],
    });
    const missing = await admin.post(`/v1/enterprise/${ORG}/groups/${ids.admin}`, { name: 'Admin', parent_id: 'ghost' });
    expect(missing.body.errors).toEqual([{ path: 'parent_id', msg: 'The parent group does not exist' }]);
    expect((await admin.get(`/v1/enterprise/${ORG}/groups/${ids.company}`)).body.parent_id).toBeNull();
  });

  it('renames and changes a group (200), and the tree follows', async () => {
    const response = await admin.post(`/v1/enterprise/${ORG}/groups/${ids.admin}`, { name: 'Back Office', parent_id: ids.company, enable_exchange: true, custom_intro_email_html: '<p>Hello</p>' });
    expect(response.status).toBe(200);
    const detail = await admin.get(`/v1/enterprise/${ORG}/groups/${ids.admin}`);
    expect(detail.body).toMatchObject({ name: 'Back Office', full_name: 'Company › Back Office', enable_exchange: true, custom_intro_email_html: '<p>Hello</p>' });
    expect((await admin.post(`/v1/enterprise/${ORG}/groups/ghost`, { name: 'X' })).status).toBe(404);
  });

  it('counts people and filters the people list by a group and its subgroups', async () => {
    const a = await admin.put(`/v1/enterprise/${ORG}/people`, person('Ann', 'ann@example.com', ids.sales));
    const b = await admin.put(`/v1/enterprise/${ORG}/people`, person('Bob', 'bob@example.com', ids.emea));
    await admin.put(`/v1/enterprise/${ORG}/people`, person('Cid', 'cid@example.com', null));
    ids.ann = a.body.personId;
    ids.bob = b.body.personId;
    const sales = await admin.get(`/v1/enterprise/${ORG}/people?group=${ids.sales}`);
    expect(sales.body.data.map((p: { first_name: string }) => p.first_name).sort()).toEqual(['Ann', 'Bob']);
    expect((await admin.get(`/v1/enterprise/${ORG}/people?group=${ids.emea}`)).body.total).toBe(1);
    expect((await admin.get(`/v1/enterprise/${ORG}/people?group=${ids.company}`)).body.total).toBe(2);
    const tree = (await admin.get(`/v1/enterprise/${ORG}/groups`)).body.data;
    expect(tree.find((g: { id: string }) => g.id === ids.sales)).toMatchObject({ people: 1, canDelete: false });
  });

  it('refuses a person in a group that does not exist', async () => {
    const response = await admin.put(`/v1/enterprise/${ORG}/people`, person('Dee', 'dee@example.com', 'ghost'));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'group_id', msg: 'Group not found' }]);
  });

  it('refuses to delete a group with people, in the spec words, and deletes it once they moved', async () => {
    const refused = await admin.delete(`/v1/enterprise/${ORG}/groups/${ids.sales}`);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe("Unable to delete 'Sales' because it has 1 associated cards. You must move all cards to another group before deleting this group.");

    expect((await admin.put(`/v1/enterprise/${ORG}/people/${ids.ann}`, person('Ann', 'ann@example.com', ids.company))).status).toBe(200);
    const deleted = await admin.delete(`/v1/enterprise/${ORG}/groups/${ids.sales}`);
    expect(deleted.status).toBe(200);
    const names = (await admin.get(`/v1/enterprise/${ORG}/groups`)).body.data.map((g: { full_name: string }) => g.full_name);
    expect(names).toEqual(['Company', 'Company › APAC', 'Company › Back Office', 'Company › EMEA']);
    expect((await admin.delete(`/v1/enterprise/${ORG}/groups/${ids.sales}`)).status).toBe(404);
  });

  it('frees the group when its last person is deleted', async () => {
    expect((await admin.delete(`/v1/enterprise/${ORG}/people/${ids.bob}`)).status).toBe(200);
    expect((await admin.delete(`/v1/enterprise/${ORG}/groups/${ids.emea}`)).status).toBe(200);
  });

  it("never shows or changes another organisation's groups", async () => {
    expect((await other.get(`/v1/enterprise/${ORG}/groups`)).status).toBe(403);
    expect((await other.post(`/v1/enterprise/${ORG}/groups`, { name: 'Intruders' })).status).toBe(403);
    expect((await other.delete(`/v1/enterprise/${ORG}/groups/${ids.company}`)).status).toBe(403);
    expect((await other.get(`/v1/enterprise/${OTHER}/groups/${ids.company}`)).status).toBe(404);
    expect((await other.post(`/v1/enterprise/${OTHER}/groups/${ids.company}`, { name: 'Mine now' })).status).toBe(404);
  });
});
