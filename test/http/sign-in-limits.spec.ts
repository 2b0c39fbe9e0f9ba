/**
 * Sign-in limits that stop guessing without locking the real user out: only failures count, per address
 * and client pair, with a growing delay per address; the counts live in the event store, so a restart
 * (and every other api process) sees them. Forgot-password answers in the same time whether or not the
 * address is known.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { httpClient } from '../support/http-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { at, createOrganisation, createUser, startIdentityApp } from './identity-fixtures';

const ORG = 'limits_org';
const EMAIL = 'owner@limits.example';
const PASSWORD = 'the-right-password';

/** Behind a trusted proxy, each X-Forwarded-For value is a client of its own. */
const from = (test: TestApp, ip: string) => ({
  password: (password: string, email = EMAIL) => httpClient(test.url).post('/v1/auth/password', { email, password }, { 'x-forwarded-for': ip }),
  emailLink: (email: string) => httpClient(test.url).post('/v1/auth/email-link', { email }, { 'x-forwarded-for': ip }),
});

describe('sign-in limits', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({ TRUST_PROXY: 'true', SIGN_IN_RATE_LIMIT: '10', SIGN_IN_SLOW_DOWN_AFTER: '5', SIGN_IN_MAX_DELAY_SECONDS: '60' });
    await createOrganisation(test, ORG, 'Limits Ltd');
    await createUser(test, { email: EMAIL, name: 'Owner', organisationId: ORG, owner: true, password: PASSWORD });
  });
  afterAll(() => test.destroy());

  it('a guessing attack does not lock the real user out: only the attacking client waits', async () => {
    const attacker = from(test, '203.0.113.66');
    const statuses: number[] = [];
    // Ten wrong passwords, each after the growing delay has passed (the clock moves on by a minute each time).
    for (let i = 0; i < 10; i++) statuses.push((await at(i * 61_000, () => attacker.password(`guess-${i}`))).status);
    expect(statuses).toEqual(Array(10).fill(401));
    // The attacker is refused even with the right password, and told how long to wait.
    const refused = await at(10 * 61_000, () => attacker.password(PASSWORD));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorMessage: 'Too many sign-in attempts. Please try again later.', code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The real user, from their own address, signs in.
    expect((await at(10 * 61_000, () => from(test, '198.51.100.10').password(PASSWORD))).status).toBe(200);
  });

  it('slows an address down with growing delays, then lets the right password through', async () => {
    const email = 'slow@limits.example';
    await createUser(test, { email, name: 'Slow', organisationId: ORG, password: PASSWORD });
    const base = 30 * 60_000; // past the first test's window
    // Five wrong passwords from five addresses: no delay yet.
    for (let i = 0; i < 5; i++) expect((await at(base + i, () => from(test, `192.0.2.${i}`).password('wrong', email))).status).toBe(401);
    // Now every attempt on the address waits a delay that doubles: refused at once, let through after it.
    const early = await at(base + 100, () => from(test, '198.51.100.20').password(PASSWORD, email));
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('1');
    expect((await at(base + 1500, () => from(test, '198.51.100.20').password(PASSWORD, email))).status).toBe(200);
  });

  it('never refuses successful sign-ins, however many come from one office address', async () => {
    const email = 'office@limits.example';
    await createUser(test, { email, name: 'Office', organisationId: ORG, password: PASSWORD });
    const office = from(test, '198.51.100.77');
    for (let i = 0; i < 15; i++) expect((await office.password(PASSWORD, email)).status).toBe(200);
  });

  it('limits the links mailed to one address, not the people behind one address', async () => {
    const office = from(test, '198.51.100.88');
    for (let i = 0; i < 5; i++) expect((await office.emailLink('mailbox@limits.example')).status).toBe(200);
    expect((await office.emailLink('mailbox@limits.example')).status).toBe(429);
    for (let i = 0; i < 8; i++) expect((await office.emailLink(`colleague-${i}@limits.example`)).status).toBe(200);
  });

  it('keeps the counts in the event store: a restarted server still refuses the guessing client', async () => {
    const email = 'restart@limits.example';
    await createUser(test, { email, name: 'Restart', organisationId: ORG, password: PASSWORD });
    const base = 60 * 60_000;
    for (let i = 0; i < 10; i++) await at(base + i * 61_000, () => from(test, '203.0.113.99').password('wrong', email));
    await test.stop();
    test = await startTestApp({ TRUST_PROXY: 'true' }, test.dataDir);
    expect((await at(base + 10 * 61_000, () => from(test, '203.0.113.99').password(PASSWORD, email))).status).toBe(429);
    expect((await at(base + 10 * 61_000, () => from(test, '198.51.100.99').password(PASSWORD, email))).status).toBe(200);
  });
});

describe('sign-in limits without a trusted proxy', () => {
  it('ignores X-Forwarded-For, so a client cannot pass for many with it', async () => {
    const test = await startTestApp({ SIGN_IN_RATE_LIMIT: '3', SIGN_IN_SLOW_DOWN_AFTER: '100' });
    try {
      await createOrganisation(test, ORG, 'Limits Ltd');
      await createUser(test, { email: EMAIL, name: 'Owner', organisationId: ORG, password: PASSWORD });
      for (let i = 0; i < 3; i++) expect((await from(test, `203.0.113.${i}`).password('wrong')).status).toBe(401);
      expect((await from(test, '203.0.113.200').password(PASSWORD)).status).toBe(429);
    } finally {
      await test.destroy();
    }
  });
});

describe('forgot-password', () => {
  let test: TestApp;
  let smtp: Server;
  const stalled: Socket[] = [];

  beforeAll(async () => {
    // An SMTP server that accepts connections and never answers: mailing the known address hangs.
    smtp = createServer((socket) => stalled.push(socket));
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as { port: number };
    test = await startIdentityApp({ MAIL: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` });
    await createOrganisation(test, ORG, 'Limits Ltd');
    await createUser(test, { email: EMAIL, name: 'Owner', organisationId: ORG, password: PASSWORD });
  });
  afterAll(async () => {
    for (const socket of stalled) socket.destroy();
    await test.destroy();
    await new Promise((resolve) => smtp.close(resolve));
  });

  it('answers a known and an unknown address alike, without waiting for the user lookup or the mail', async () => {
    const anonymous = httpClient(test.url);
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await anonymous.post('/v1/auth/forgot-password', { email });
      return { status: answer.status, body: answer.body, ms: performance.now() - started };
    };
    const known = await timed(EMAIL);
    const unknown = await timed('nobody@limits.example');
    expect(known).toMatchObject({ status: 200, body: { sent: true } });
    expect(unknown).toMatchObject({ status: 200, body: { sent: true } });
    // The mail to the known address is still stuck on its SMTP server, yet the answer came at once.
    expect(known.ms).toBeLessThan(1000);
    const samples = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 5; i++) {
      samples.known.push((await timed(`${i}-${EMAIL}`)).ms);
      samples.unknown.push((await timed(`nobody-${i}@limits.example`)).ms);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    expect(Math.abs(median(samples.known) - median(samples.unknown))).toBeLessThan(50);
  });
});
