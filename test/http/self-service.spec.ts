/**
 * Cardholder self-service over real HTTP (spec 001 "Cardholder self-service", sections 5, 7 and 8): the
 * one-time login link for a card or digital Profyle, the session it starts (once), the cardholder's own
 * page, details (with fields turned off by the administrator), PIN, notifications, wallet links and photo,
 * sign-out, the e-mail mismatch, and the tenancy of a cardholder session: it reaches its own person and
 * nothing else, never an admin route.
 */
import { join } from 'node:path';
import { capturedMail, type SentMail } from '@profyle/infrastructure';
import { httpClient } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

const ORG = 'selfservice_org';
const OTHER = 'selfservice_other';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('cardholder self-service over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let anonymous: ReturnType<typeof httpClient>;
  let cardholder: ReturnType<typeof httpClient>;
  let ada: string;
  let grace: string;
  let adaDigitalId: string;
  let graceDigitalId: string;
  let token: string;

  const settings = (setting: string, value: object) => admin.call('PATCH', `/v1/enterprise/${ORG}/settings`, { setting, value });
  const mailTo = async (to: string): Promise<SentMail[]> => (await capturedMail(join(test.dataDir, 'mail'))).filter((mail) => mail.to === to).reverse();
  const createWithProfyle = async (first: string) => {
    const personId = (await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: first, last_name: 'Tester', position: 'Engineer', email: `${first.toLowerCase()}@selfservice.example`, bio: 'Hello' })).body.personId as string;
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    return { personId, digitalId: (await admin.get(`/v1/enterprise/${ORG}/people/${personId}`)).body.subscription.digital_id as string };
  };
  const linkFor = async (email: string, count: number) => {
    const mails = await mailTo(email);
    expect(mails).toHaveLength(count);
    const link = mails[count - 1].links.find((candidate) => candidate.includes('/my-profyle/edit?'));
    if (!link) throw new Error('no self-service link');
    return new URL(link);
  };
  const signIn = async (digitalId: string, email: string, count: number) => {
    expect((await anonymous.post(`/v1/cards/${digitalId}/send-one-time-login`, { view: 'DETAILS' })).status).toBe(200);
    const link = await linkFor(email, count);
    const session = await anonymous.post(`/v1/cards/${digitalId}/one-time-login`, { token: link.searchParams.get('token') });
    expect(session.status).toBe(200);
    return httpClient(test.url, session.body.access_token);
  };

  beforeAll(async () => {
    test = await startTestApp({ SIGN_IN_LINK_LIMIT: '6' });
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Self Service Ltd', subscriptions: 5 })).status).toBe(201);
    expect((await root.post('/v1/enterprise', { organisation_id: OTHER, name: 'Other Ltd', subscriptions: 5 })).status).toBe(201);
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    anonymous = httpClient(test.url);
    ({ personId: ada, digitalId: adaDigitalId } = await createWithProfyle('Ada'));
    ({ personId: grace, digitalId: graceDigitalId } = await createWithProfyle('Grace'));
    expect((await settings('selfService', { enabled: true, fields: { bio: false } })).status).toBe(200);
  });
  afterAll(() => test.destroy());

  describe('the one-time login', () => {
    it('is refused for an unknown card, and a malformed view', async () => {
      const unknown = await anonymous.post(`/v1/cards/${'F'.repeat(32)}/send-one-time-login`, { view: 'DETAILS' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.errorMessage).toBe('Card ID');
      expect((await anonymous.post(`/v1/cards/${adaDigitalId}/send-one-time-login`, { view: 'EVERYTHING' })).status).toBe(400);
    });

    it('mails the cardholder (only) a single-use link to the self-service page with id, orgId and view', async () => {
      const sent = await anonymous.post(`/v1/cards/${adaDigitalId.toLowerCase()}/send-one-time-login`, { view: 'NOTIFICATIONS' });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ success: true, email: 'a***@selfservice.example' });
      const link = await linkFor('ada@selfservice.example', 1);
      expect(link.pathname).toBe('/my-profyle/edit');
      expect(Object.fromEntries(link.searchParams)).toEqual({ id: adaDigitalId, orgId: ORG, view: 'NOTIFICATIONS', token: expect.any(String) });
      token = link.searchParams.get('token') ?? '';
    });

    it('refuses a wrong secret, and the link on another card', async () => {
      const wrong = await anonymous.post(`/v1/cards/${adaDigitalId}/one-time-login`, { token: `${token.split('.')[0]}.${'A'.repeat(43)}` });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errorMessage).toBe('This login link has either expired, or has already been used. Please request a new login link.');
      expect((await anonymous.post(`/v1/cards/${graceDigitalId}/one-time-login`, { token })).status).toBe(400);
      expect((await anonymous.post(`/v1/cards/${adaDigitalId}/one-time-login`, { token: 'nonsense' })).status).toBe(400);
    });

    it('starts a session scoped to the person, once; the access audit shows login-self-service', async () => {
      const session = await anonymous.post(`/v1/cards/${adaDigitalId}/one-time-login`, { token });
      expect(session.status).toBe(200);
      expect(session.body).toEqual({ access_token: expect.any(String), expires_in: 43200, person_id: ada, organisation_id: ORG, view: 'NOTIFICATIONS' });
      cardholder = httpClient(test.url, session.body.access_token);
      expect((await anonymous.post(`/v1/cards/${adaDigitalId}/one-time-login`, { token })).status).toBe(400);
      const audit = (await admin.get(`/v1/enterprise/${ORG}/audit?action=login-self-service`)).body.data;
      expect(audit).toEqual([expect.objectContaining({ action: 'login-self-service', by: 'ada@selfservice.example', data: expect.objectContaining({ email: 'ada@selfservice.example' }) })]);
    });
  });

  describe('the cardholder’s own page', () => {
    it('shows their details, the tabs and fields their organisation enables', async () => {
      const page = await cardholder.get(`/v1/enterprise/${ORG}/people/${ada}/self-service`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({
        person_id: ada,
        organisation_id: ORG,
        organisation_name: 'Self Service Ltd',
        email: 'ada@selfservice.example',
        digital_id: adaDigitalId,
        view: 'NOTIFICATIONS',
        profile: { first_name: 'Ada', bio: 'Hello', password_mode: 'disabled', password_set: false },
        notifications: { weekly_intros: true },
        self_service: { enabled: true, fields: { bio: false, first_name: true } },
        visitor_access: false,
      });
    });

    it('saves the fields sent (only those), first name and position required', async () => {
      const saved = await cardholder.put(`/v1/enterprise/${ORG}/people/${ada}`, { first_name: 'Augusta Ada', mobile: '+44 7700 900123', bio: 'Hello' });
      expect(saved.status).toBe(200);
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${ada}`)).body).toMatchObject({ first_name: 'Augusta Ada', last_name: 'Tester', mobile: '+44 7700 900123', bio: 'Hello', email: 'ada@selfservice.example' });
      const blank = await cardholder.put(`/v1/enterprise/${ORG}/people/${ada}`, { first_name: ' ', position: '' });
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual([
        { path: 'first_name', msg: 'First name is required' },
        { path: 'position', msg: 'Job position is required' },
      ]);
    });

    it('refuses a change to a field the administrator turned off, on that field', async () => {
      const bio = await cardholder.put(`/v1/enterprise/${ORG}/people/${ada}`, { bio: 'Changed' });
      expect(bio.status).toBe(403);
      expect(bio.body).toEqual({ errorMessage: 'Disabled by account administrator', errors: [{ path: 'bio', msg: 'Disabled by account administrator' }] });
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${ada}`)).body.bio).toBe('Hello');
    });

    it('sets a PIN in the spec’s words, and the Profyle is protected by it', async () => {
      expect((await cardholder.put(`/v1/enterprise/${ORG}/people/${ada}`, { password_mode: 'pin', password: '12' })).body.errors).toEqual([{ path: 'password', msg: 'PIN must be exactly 4 digits' }]);
      expect((await cardholder.put(`/v1/enterprise/${ORG}/people/${ada}`, { password_mode: 'password', password: 'abc' })).body.errors).toEqual([{ path: 'password', msg: 'Password must be at least 4 characters' }]);
      expect((await cardholder.put(`/v1/enterprise/${ORG}/people/${ada}`, { password_mode: 'pin', password: '1234' })).status).toBe(200);
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${ada}`)).body).toMatchObject({ password_mode: 'pin', password_set: true });
      expect((await cardholder.put(`/v1/enterprise/${ORG}/people/${ada}`, { password_mode: 'disabled' })).status).toBe(200);
    });

    it('turns the weekly introductions e-mail off and on', async () => {
      const off = await cardholder.post(`/v1/enterprise/${ORG}/people/${ada}/notifications`, { weekly_intros: false });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ weekly_intros: false });
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${ada}`)).body.notifications).toEqual({ weekly_intros: false });
      expect((await cardholder.post(`/v1/enterprise/${ORG}/people/${ada}/notifications`, { weekly_intros: 'no' })).status).toBe(400);
      expect((await cardholder.post(`/v1/enterprise/${ORG}/people/${ada}/notifications`, { weekly_intros: true })).body).toEqual({ weekly_intros: true });
    });

    it('sees their introductions only while the organisation gives cardholders visitor access', async () => {
      const closed = await cardholder.get(`/v1/enterprise/${ORG}/people/${ada}/self-service/introductions`);
      expect(closed.status).toBe(403);
      expect(closed.body.errorMessage).toBe('Your organisation has not enabled access to your introductions');
      expect((await settings('exchange', { visitorAccess: true })).status).toBe(200);
      expect((await cardholder.get(`/v1/enterprise/${ORG}/people/${ada}/self-service`)).body.visitor_access).toBe(true);
      const open = await cardholder.get(`/v1/enterprise/${ORG}/people/${ada}/self-service/introductions`);
      expect(open.status).toBe(200);
      expect(open.body).toEqual({ data: [] });
      expect((await cardholder.get(`/v1/enterprise/${ORG}/people/${grace}/self-service/introductions`)).status).toBe(403);
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${ada}/self-service/introductions`)).status).toBe(403);
    });

    it('reads their wallet links', async () => {
      const wallet = await cardholder.get(`/v1/enterprise/${ORG}/people/${ada}/wallet-urls`);
      expect(wallet.status).toBe(200);
      expect(Object.keys(wallet.body).sort()).toEqual(['android', 'ios']);
    });
  });

  describe('tenancy', () => {
    it('never reaches an admin route, another person or another organisation', async () => {
      const denied = [
        await cardholder.get(`/v1/enterprise/${ORG}/people`),
        await cardholder.get(`/v1/enterprise/${ORG}/people/${ada}`),
        await cardholder.get(`/v1/enterprise/${ORG}`),
        await cardholder.put(`/v1/enterprise/${ORG}/people`, { first_name: 'New', last_name: 'Person', position: 'X', email: 'new@selfservice.example' }),
        await cardholder.delete(`/v1/enterprise/${ORG}/people/${ada}`),
        await cardholder.put(`/v1/enterprise/${ORG}/people/${ada}/assign-subscription`, { type: 'digital', send_email: false }),
        await cardholder.get(`/v1/enterprise/${ORG}/people/${grace}/self-service`),
        await cardholder.put(`/v1/enterprise/${ORG}/people/${grace}`, { first_name: 'Hacked' }),
        await cardholder.post(`/v1/enterprise/${ORG}/people/${grace}/notifications`, { weekly_intros: false }),
        await cardholder.get(`/v1/enterprise/${ORG}/people/${grace}/wallet-urls`),
        await cardholder.get(`/v1/enterprise/${OTHER}/people/${ada}/self-service`),
        await cardholder.call('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'selfService', value: { enabled: true, fields: { bio: true } } }),
        await cardholder.get('/v1/auth/me'),
        await cardholder.get(`/v1/enterprise/${ORG}/audit`),
      ];
      expect(denied.map((response) => response.status)).toEqual(denied.map(() => 403));
      expect(denied[0].body).toEqual({ errorMessage: 'Access Denied', errors: [] });
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${grace}`)).body.first_name).toBe('Grace');
    });

    it('an admin’s token is not a cardholder’s: the self-service page refuses it', async () => {
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${ada}/self-service`)).status).toBe(403);
      expect((await anonymous.get(`/v1/enterprise/${ORG}/people/${ada}/self-service`)).status).toBe(401);
    });

    it('fails with the spec’s e-mail mismatch once the person’s e-mail changed', async () => {
      const gracie = await signIn(graceDigitalId, 'grace@selfservice.example', 1);
      expect((await gracie.get(`/v1/enterprise/${ORG}/people/${grace}/self-service`)).status).toBe(200);
      const current = (await admin.get(`/v1/enterprise/${ORG}/people/${grace}`)).body;
      expect((await admin.put(`/v1/enterprise/${ORG}/people/${grace}`, { ...current, email: 'grace.hopper@selfservice.example' })).status).toBe(200);
      const mismatch = await gracie.get(`/v1/enterprise/${ORG}/people/${grace}/self-service`);
      expect(mismatch.status).toBe(403);
      expect(mismatch.body.errorMessage).toBe('Email mismatch between authenticated user and Profyle user');
    });
  });

  describe('the organisation’s switches', () => {
    it('refuse editing details while self-service is disabled (notifications stay the cardholder’s)', async () => {
      expect((await settings('selfService', { enabled: false })).status).toBe(200);
      const refused = await cardholder.put(`/v1/enterprise/${ORG}/people/${ada}`, { first_name: 'Ada' });
      expect(refused.status).toBe(403);
      expect(refused.body.errorMessage).toBe('Your organisation has not enabled editing your details');
      expect((await cardholder.get(`/v1/enterprise/${ORG}/people/${ada}/self-service`)).body.self_service.enabled).toBe(false);
      expect((await cardholder.post(`/v1/enterprise/${ORG}/people/${ada}/notifications`, { weekly_intros: false })).status).toBe(200);
      expect((await settings('selfService', { enabled: true })).status).toBe(200);
    });
  });

  describe('sign-out and limits', () => {
    it('ends the session: its token is refused from then on', async () => {
      expect((await cardholder.post('/v1/self-service/sign-out')).body).toEqual({ success: true });
      expect((await cardholder.get(`/v1/enterprise/${ORG}/people/${ada}/self-service`)).status).toBe(401);
      expect((await anonymous.post('/v1/self-service/sign-out')).status).toBe(401);
    });

    it('a cardholder uploads their photo into their organisation only', async () => {
      const again = await anonymous.post(`/v1/cards/${adaDigitalId}/send-one-time-login`, {});
      expect(again.status).toBe(200);
      const link = await linkFor('ada@selfservice.example', 2);
      const session = (await anonymous.post(`/v1/cards/${adaDigitalId}/one-time-login`, { token: link.searchParams.get('token') })).body;
      const upload = async (org: string) => {
        const form = new FormData();
        form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
        return fetch(`${test.url}/v1/enterprise/${org}/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${session.access_token}` } });
      };
      expect((await upload(ORG)).status).toBe(201);
      expect((await upload(OTHER)).status).toBe(403);
    });

    it('mails at most the address’s link limit in its window (429 with Retry-After)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await anonymous.post(`/v1/cards/${adaDigitalId}/send-one-time-login`, {})).status);
      expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
      const limited = await anonymous.post(`/v1/cards/${adaDigitalId}/send-one-time-login`, {});
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });
});
