/**
 * The demo seed creates real users (an owner admin and a superadmin with demo passwords) and prints how
 * to sign in: the URL, the demo e-mails and passwords and where e-mail-link mail appears, no tokens.
 */
import { loadConfig } from '../../apps/api/src/config/config';
import { DEMO_ORGANISATION, DEMO_OWNER, DEMO_SUPERADMIN } from '../../apps/api/src/seed/demo-data';
import { printWelcome, seedDemo } from '../../apps/api/src/seed/seed-demo';
import type { TestApp } from '../support/test-app';
import { as, signInWithPassword, startIdentityApp } from './identity-fixtures';

describe('demo seed', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startIdentityApp();
  });
  afterAll(() => test.destroy());

  it('creates the demo organisation with an owner admin and a superadmin who can sign in', async () => {
    const demo = await seedDemo(test.app, test.runtime);
    expect(demo).toEqual({ organisationId: DEMO_ORGANISATION.id, seeded: true, createdUsers: [DEMO_OWNER.email, DEMO_SUPERADMIN.email] });

    const owner = await signInWithPassword(test, DEMO_OWNER.email, DEMO_OWNER.password);
    expect(owner.user).toMatchObject({ owner: true, admin: true, superadmin: false, organisationId: DEMO_ORGANISATION.id });
    expect((await as(test, owner).get(`/v1/enterprise/${DEMO_ORGANISATION.id}/people`)).body.total).toBe(6);

    const superadmin = await signInWithPassword(test, DEMO_SUPERADMIN.email, DEMO_SUPERADMIN.password);
    expect(superadmin.user).toMatchObject({ superadmin: true });
    expect((await as(test, superadmin).get(`/v1/enterprise/${DEMO_ORGANISATION.id}/users`)).body.data.map((u: { email: string }) => u.email)).toEqual([DEMO_OWNER.email]);
  });

  it('changes nothing when run again', async () => {
    expect(await seedDemo(test.app, test.runtime)).toEqual({ organisationId: DEMO_ORGANISATION.id, seeded: false, createdUsers: [] });
  });

  it('prints how to sign in, and no token', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      printWelcome(loadConfig({ PORT: '3000', HOST: '127.0.0.1' }), { organisationId: DEMO_ORGANISATION.id, seeded: false, createdUsers: [] });
      const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
      expect(printed).toContain('http://127.0.0.1:3000/auth/sign-in');
      expect(printed).toContain(`${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
      expect(printed).toContain(`${DEMO_SUPERADMIN.email} / ${DEMO_SUPERADMIN.password}`);
      expect(printed).toContain('http://127.0.0.1:3000/dev/mailbox');
      expect(printed).not.toMatch(/eyJ[A-Za-z0-9_-]+\./);
      expect(printed).not.toMatch(/bearer/i);
    } finally {
      log.mockRestore();
    }
  });

  it('never prints SMTP credentials', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      printWelcome(loadConfig({ MAIL: 'smtp', SMTP_URL: 'smtp://user:s3cret@mail.example:2525' }), null);
      const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
      expect(printed).toContain('mail.example:2525');
      expect(printed).not.toContain('s3cret');
    } finally {
      log.mockRestore();
    }
  });
});
