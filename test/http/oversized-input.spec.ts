/**
 * Oversized and malformed input: a body over the limit is 413 with a clear message (not 500), a body that
 * is not JSON is 400, every text field has a maximum length answered as a field error, and names and
 * e-mails refuse control characters (NUL, bidirectional overrides, zero-width).
 */
import { httpClient } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

const ORG = 'oversized_org';
const person = { first_name: 'Ada', last_name: 'Lovelace', position: 'Engineer', email: 'ada@oversized.example' };

describe('oversized and malformed input', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    test = await startTestApp();
    await httpClient(test.url, await test.tokenFor(superadmin)).post('/v1/enterprise', { organisation_id: ORG, name: 'Oversized Ltd' });
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
  });
  afterAll(() => test.destroy());

  it('answers a 1.1 MB body 413 in the spec shape, before anything else looks at it', async () => {
    const body = JSON.stringify({ ...person, bio: 'x'.repeat(1_100_000) });
    for (const path of [`/v1/enterprise/${ORG}/people`, '/v1/auth/password']) {
      const response = await fetch(test.url + path, { method: path.includes('people') ? 'PUT' : 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ errorMessage: 'The request body is too large: the limit is 1 MB', errors: [] });
    }
  });

  it('answers a request line over the HTTP parser limit 431 in the spec shape', async () => {
    const response = await fetch(`${test.url}/v1/auth/oidc/google/start?continueUrl=${'%F2%A7%80%8A'.repeat(2000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ errorMessage: 'The request line or headers are too large', errors: [] });
  });

  it('answers a body that is not JSON 400', async () => {
    const response = await fetch(`${test.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errorMessage: 'The request body is not valid JSON', errors: [] });
  });

  it('refuses an over-long name, and every other over-long text, as field errors', async () => {
    const refused = await admin.put(`/v1/enterprise/${ORG}/people`, { ...person, first_name: 'A'.repeat(101), position: 'P'.repeat(201), linked_in: `https://${'l'.repeat(2048)}`, tags: ['t'.repeat(51)] });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errorMessage: 'First name must be 100 characters or less',
      errors: [
        { path: 'first_name', msg: 'First name must be 100 characters or less' },
        { path: 'position', msg: 'Job position must be 200 characters or less' },
        { path: 'linked_in', msg: 'LinkedIn must be 2048 characters or less' },
        { path: 'tags.0', msg: 'Tag must be 50 characters or less' },
      ],
    });
    const reason = await httpClient(test.url, await test.tokenFor(superadmin)).post(`/v1/enterprise/${ORG}/subscriptions/add`, { count: 1, reason: 'r'.repeat(501) });
    expect(reason.body.errors).toEqual([{ path: 'reason', msg: 'Reason must be 500 characters or less' }]);
    const search = await admin.post(`/v1/enterprise/${ORG}/search`, { term: 's'.repeat(201) });
    expect(search.body.errors).toEqual([{ path: 'term', msg: 'Search term must be 200 characters or less' }]);
  });

  it('refuses control characters in names and e-mails, and strips invisible ones from names', async () => {
    const nul = await admin.put(`/v1/enterprise/${ORG}/people`, { ...person, first_name: 'Ada\u0000', last_name: 'Love\u202Eecal' });
    expect(nul.body.errors).toEqual([
      { path: 'first_name', msg: 'First name must not contain control characters' },
      { path: 'last_name', msg: 'Last name must not contain control characters' },
    ]);
    for (const email of ['ada\u200B@oversized.example', 'ada@oversized.example\u0000', '\u202Eada@oversized.example']) {
      const refused = await admin.put(`/v1/enterprise/${ORG}/people`, { ...person, email });
      expect(refused.body.errors).toEqual([{ path: 'email', msg: 'Please enter a valid email address' }]);
    }
    const signIn = await httpClient(test.url).post('/v1/auth/email-link', { email: 'owner\u200D@oversized.example' });
    expect(signIn.body.errors).toEqual([{ path: 'email', msg: 'The email address provided is invalid' }]);

    const created = await admin.put(`/v1/enterprise/${ORG}/people`, { ...person, first_name: '\u200BAda\uFEFF' });
    expect(created.status).toBe(201);
    expect((await admin.get(`/v1/enterprise/${ORG}/people/${created.body.personId}`)).body.first_name).toBe('Ada');
  });
});
