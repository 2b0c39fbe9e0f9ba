/** GET /v1/enterprise/{orgId}/users?sort: the admin users table sorts by e-mail (default) or name, either way. */
import { httpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';
import { createOrganisation, createUser, signInWithPassword, startIdentityApp } from './identity-fixtures';

const ORG = 'sort_org';

describe('admin users sort', () => {
  let server: TestApp;
  let client: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    server = await startIdentityApp();
    await createOrganisation(server, ORG, 'Sort Ltd');
    await createUser(server, { email: 'c.admin@sort.example', name: 'Alice Zed', organisationId: ORG, owner: true, password: 'owner-password' });
    await createUser(server, { email: 'a.admin@sort.example', name: 'Carol Young', organisationId: ORG });
    await createUser(server, { email: 'b.admin@sort.example', name: 'Bob Xu', organisationId: ORG });
    // Signed in as the owner: a token for another principal would add that user to the list.
    client = httpClient(server.url, (await signInWithPassword(server, 'c.admin@sort.example', 'owner-password')).accessToken);
  });
  afterAll(() => server?.destroy());

  const emails = async (query: string) => {
    const response = await client.get(`/v1/enterprise/${ORG}/users${query}`);
    expect(response.status).toBe(200);
    return (response.body.data as { email: string }[]).map((user) => user.email);
  };

  test('by e-mail ascending by default, and each way by e-mail or name', async () => {
    expect(await emails('')).toEqual(['a.admin@sort.example', 'b.admin@sort.example', 'c.admin@sort.example']);
    expect(await emails('?sort=-email')).toEqual(['c.admin@sort.example', 'b.admin@sort.example', 'a.admin@sort.example']);
    expect(await emails('?sort=name')).toEqual(['c.admin@sort.example', 'b.admin@sort.example', 'a.admin@sort.example']);
    expect(await emails('?sort=-name&page_size=10&page=0')).toEqual(['a.admin@sort.example', 'b.admin@sort.example', 'c.admin@sort.example']);
  });

  test('an unknown sort is refused in the spec error shape', async () => {
    const response = await client.get(`/v1/enterprise/${ORG}/users?sort=password`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'sort', msg: 'Sort must be one of email, -email, name, -name' }]);
  });
});
