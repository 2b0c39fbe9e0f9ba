/**
 * Revocation: every request is authorised against the session its access token was issued for and the
 * user's current rights, so sign-out, removal and a lost organisation count on the very next request,
 * long before the access token would run out. In embedded mode here; with several api processes over a
 * shared event store and MongoDB read models below (when MONGO_URL is set).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpClient } from '../support/http-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { as, at, createOrganisation, createUser, lastLink, signInWithPassword, startIdentityApp, type TestUser } from './identity-fixtures';

const ACME = 'acme_revocation';
const GLOBEX = 'globex_revocation';
const person = (n: string) => ({ first_name: 'Revoked', last_name: n, position: 'Tester', email: `revoked-${n}@acme.example` });

describe('revocation on the next request (embedded mode)', () => {
  let test: TestApp;
  let owner: TestUser;
  let ownerClient: ReturnType<typeof as>;
  let ownerAccessToken: string;

  beforeAll(async () => {
    test = await startIdentityApp();
    await createOrganisation(test, ACME, 'Acme Ltd', { subscriptions: 5 });
    await createOrganisation(test, GLOBEX, 'Globex Corp');
    owner = await createUser(test, { email: 'owner@acme-revocation.example', name: 'Owner', organisationId: ACME, owner: true, password: 'owner-password' });
    ownerAccessToken = (await signInWithPassword(test, owner.email, 'owner-password')).accessToken;
    ownerClient = as(test, { accessToken: ownerAccessToken });
  });
  afterAll(() => test.destroy());

  it('refuses the access token after a sign-out with that token', async () => {
    const session = await signInWithPassword(test, owner.email, 'owner-password');
    const client = as(test, session);
    expect((await client.get('/v1/auth/me')).status).toBe(200);
    expect((await client.post('/v1/auth/sign-out', {})).status).toBe(204);
    expect((await client.get('/v1/auth/me')).status).toBe(401);
    expect((await client.put(`/v1/enterprise/${ACME}/people`, person('after-sign-out'))).status).toBe(401);
    // The refresh token of that session is over too, and other sessions of the user are untouched.
    expect((await httpClient(test.url).post('/v1/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await ownerClient.get('/v1/auth/me')).status).toBe(200);
  });

  it('refuses the access token after a sign-out with its refresh token alone', async () => {
    const session = await signInWithPassword(test, owner.email, 'owner-password');
    expect((await httpClient(test.url).post('/v1/auth/sign-out', { refreshToken: session.refreshToken })).status).toBe(204);
    expect((await as(test, session).get(`/v1/enterprise/${ACME}/people`)).status).toBe(401);
  });

  it('refuses every access token of a session whose refresh token was replayed', async () => {
    const session = await signInWithPassword(test, owner.email, 'owner-password');
    const anonymous = httpClient(test.url);
    const rotated = await anonymous.post('/v1/auth/refresh', { refreshToken: session.refreshToken });
    expect(rotated.status).toBe(200);
    // The old refresh token comes back (a copy): the whole session ends, the new access token with it.
    expect((await at(30_000, () => anonymous.post('/v1/auth/refresh', { refreshToken: session.refreshToken }))).status).toBe(401);
    expect((await as(test, rotated.body).get('/v1/auth/me')).status).toBe(401);
  });

  it('refuses a removed admin on the next request, though their token has not run out', async () => {
    const removed = await createUser(test, { email: 'removed@acme-revocation.example', name: 'Removed', organisationId: ACME, password: 'removed-password' });
    const client = as(test, await signInWithPassword(test, removed.email, 'removed-password'));
    expect((await client.put(`/v1/enterprise/${ACME}/people`, person('before-removal'))).status).toBe(201);
    expect((await ownerClient.delete(`/v1/enterprise/${ACME}/users/${removed.userId}`)).status).toBe(200);
    expect((await client.get(`/v1/enterprise/${ACME}/people`)).status).toBe(401);
    expect((await client.put(`/v1/enterprise/${ACME}/people`, person('after-removal'))).status).toBe(401);
    expect((await client.get('/v1/auth/me')).status).toBe(401);
  });

  it('refuses an organisation on the next request once its access is taken away, and keeps the others', async () => {
    const guest = await createUser(test, { email: 'guest@globex-revocation.example', name: 'Guest', organisationId: GLOBEX, owner: true, password: 'guest-password' });
    const client = as(test, await signInWithPassword(test, guest.email, 'guest-password'));
    expect((await ownerClient.post(`/v1/enterprise/${ACME}/users/invite`, { recipient: guest.email })).status).toBe(200);
    const link = await lastLink(test, guest.email, '/auth/accept-invite/');
    const token = decodeURIComponent(link.pathname.split('/').pop() as string);
    expect((await client.post(`/v1/invites/${encodeURIComponent(token)}/accept`)).status).toBe(200);
    // The same access token reaches the new organisation at once: rights come from the user, not the token.
    expect((await client.get(`/v1/enterprise/${ACME}/people`)).status).toBe(200);

    expect((await ownerClient.delete(`/v1/enterprise/${ACME}/users/${guest.userId}`)).status).toBe(200);
    expect((await client.get(`/v1/enterprise/${ACME}/people`)).status).toBe(403);
    expect((await client.put(`/v1/enterprise/${ACME}/people`, person('guest-after-removal'))).status).toBe(403);
    expect((await client.get(`/v1/enterprise/${GLOBEX}/people`)).status).toBe(200);
  });

  it('refuses a token signed with the right key but for no session', async () => {
    const forged = await test.runtime.tokens.sign({ userId: owner.userId, email: owner.email, organisationId: ACME, organisationIds: [ACME], admin: true, superadmin: true }, '1h');
    expect((await httpClient(test.url, forged).get(`/v1/enterprise/${ACME}/people`)).status).toBe(401);
    const { sessionId } = (await test.runtime.tokens.verify(ownerAccessToken)) ?? {};
    expect(sessionId).toBeDefined();
    const otherUsers = await test.runtime.tokens.sign({ userId: 'someone-else', email: 'x@y.example', organisationId: ACME, organisationIds: [ACME], admin: true, superadmin: true, sessionId }, '1h');
    expect((await httpClient(test.url, otherUsers).get(`/v1/enterprise/${ACME}/people`)).status).toBe(401);
  });
});

const mongoUrl = process.env.MONGO_URL;
const describeWithMongo = mongoUrl ? describe : describe.skip;
if (!mongoUrl) console.warn('session revocation across api processes: skipped, MONGO_URL not set (scripts/servers.sh start; eval "$(scripts/servers.sh env)")');

describeWithMongo('revocation across api processes (shared event store, MongoDB read models)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'profyle-revocation-'));
  const env = { EVENT_STORE: 'sqlite', READ_STORE: 'mongodb', MONGO_URL: mongoUrl as string, MONGO_DB: `revocation_${process.pid}_${Date.now().toString(36)}`, SIGN_IN_RATE_LIMIT: '1000' };
  let projecting: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    // One api projects (embedded projector); the other reads the same stores and projects nothing.
    projecting = await startTestApp(env, dataDir);
    other = await startTestApp({ ...env, PROJECTOR: 'external' }, dataDir);
    await createOrganisation(projecting, ACME, 'Acme Ltd');
  });
  afterAll(async () => {
    await other?.stop();
    const { MongoClient } = await import('mongodb');
    const mongo = await MongoClient.connect(mongoUrl as string);
    await mongo.db(env.MONGO_DB).dropDatabase();
    await mongo.close();
    await projecting?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a sign-out answered by one api is honoured by the other on the next request', async () => {
    const user = await createUser(projecting, { email: 'two@acme-revocation.example', name: 'Two', organisationId: ACME, password: 'two-password' });
    // Signed in through the api that does not project: it waits for the other's read models.
    const session = await signInWithPassword(other, user.email, 'two-password');
    expect((await httpClient(projecting.url, session.accessToken).get(`/v1/enterprise/${ACME}/people`)).status).toBe(200);
    expect((await httpClient(other.url, session.accessToken).get(`/v1/enterprise/${ACME}/people`)).status).toBe(200);
    expect((await httpClient(other.url, session.accessToken).post('/v1/auth/sign-out', {})).status).toBe(204);
    expect((await httpClient(projecting.url, session.accessToken).get(`/v1/enterprise/${ACME}/people`)).status).toBe(401);
    expect((await httpClient(other.url, session.accessToken).get(`/v1/enterprise/${ACME}/people`)).status).toBe(401);
  });
});
