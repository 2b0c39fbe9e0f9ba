/**
 * The development mailbox shows every sign-in and invite link: it answers only with MAIL=captured, and
 * only a client on this machine (loopback, not forwarded by a proxy) or a signed-in superadmin.
 */
import { isLoopbackAddress } from '../../apps/api/src/modules/dev-mailbox/mailbox-access';
import { httpClient } from '../support/http-client';
import { adminOf, superadmin, type TestApp } from '../support/test-app';
import { startIdentityApp } from './identity-fixtures';

describe('the development mailbox', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startIdentityApp();
    await httpClient(test.url).post('/v1/auth/email-link', { email: 'someone@mailbox.example' });
  });
  afterAll(() => test.destroy());

  it('answers a client on this machine', async () => {
    const answer = await httpClient(test.url).get('/dev/mailbox');
    expect(answer.status).toBe(200);
    expect(answer.body.messages[0]).toMatchObject({ to: 'someone@mailbox.example', links: [expect.stringContaining('/auth/email-link?token=')] });
  });

  it('is not there for a client a proxy forwarded, nor for an admin who is not a superadmin', async () => {
    for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }] as Record<string, string>[]) {
      const answer = await httpClient(test.url).get('/dev/mailbox', headers);
      expect(answer).toMatchObject({ status: 404, body: { errorMessage: 'Not found', errors: [] } });
      expect(JSON.stringify(answer.body)).not.toContain('token=');
    }
    const admin = httpClient(test.url, await test.tokenFor(adminOf('mailbox_org')));
    expect((await admin.get('/dev/mailbox', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(404);
  });

  it('answers a signed-in superadmin from anywhere', async () => {
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.get('/dev/mailbox', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(200);
  });

  it('knows loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.5', '192.168.1.2', '::ffff:10.0.0.5', 'fe80::1', '1270.0.0.1', undefined]) expect(isLoopbackAddress(address)).toBe(false);
  });

  it('does not exist where mail really leaves the machine', async () => {
    const smtp = await startIdentityApp({ MAIL: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect((await httpClient(smtp.url).get('/dev/mailbox')).status).toBe(404);
    } finally {
      await smtp.destroy();
    }
  });
});
