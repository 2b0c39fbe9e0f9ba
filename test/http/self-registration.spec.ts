/**
 * Self-service profile registration over real HTTP on the embedded runtime (spec 000 "Self-service
 * profile registration", sections 5, 7 and 8): the public page, the registration and its refusals, the
 * public photo upload, verification by an admin and by the e-mailed link (which gives the person a
 * digital Profyle), and employee invites with their validation. Other organisations' admins and
 * strangers are refused where the spec gives them no right.
 */
import { join } from 'node:path';
import { capturedMail, type SentMail } from '@profyle/infrastructure';
import { httpClient } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

const ORG = 'selfreg_org';
const OTHER = 'selfreg_other';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('self-service registration over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let outsider: ReturnType<typeof httpClient>;
  let anonymous: ReturnType<typeof httpClient>;
  let groupId: string;
  let hq: string;
  let fieldId: string;

  const settings = (value: object, client = admin) => client.call('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'selfRegistration', value });
  const register = (body: object, org = ORG) => anonymous.post(`/v1/enterprise/${org}/register-profyle`, body);
  const person = (first: string, extra: object = {}) => ({ first_name: first, last_name: 'Tester', position: 'Engineer', email: `${first.toLowerCase()}@selfreg.example`, ...extra });
  const mailTo = async (to: string): Promise<SentMail[]> => (await capturedMail(join(test.dataDir, 'mail'))).filter((mail) => mail.to === to).reverse();
  const waitForMail = async (to: string, count = 1): Promise<SentMail[]> => {
    for (let i = 0; i < 100; i++) {
      const mails = await mailTo(to);
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${to} got ${(await mailTo(to)).length} e-mails, not ${count}`);
  };
  const linkIn = (mail: SentMail, part: string): string => {
    const link = mail.links.find((candidate) => candidate.includes(part));
    if (!link) throw new Error(`no link with ${part} in ${mail.subject}`);
    return link;
  };

  beforeAll(async () => {
    test = await startTestApp({ SCHEDULER_INTERVAL_MS: '50' });
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Self Reg Ltd', subscriptions: 3 })).status).toBe(201);
    expect((await root.post('/v1/enterprise', { organisation_id: OTHER, name: 'Other Ltd', subscriptions: 3 })).status).toBe(201);
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    outsider = httpClient(test.url, await test.tokenFor(adminOf(OTHER)));
    anonymous = httpClient(test.url);
    hq = (await admin.post(`/v1/enterprise/${ORG}/locations`, { name: 'Head Office', line1: '1 Main Street', city: 'London', postcode: 'N1 1AA' })).body.id;
    groupId = (await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'Sales', parent_id: 'none', configuration_id: 'default', enable_exchange: false, location_ids: [hq] })).body.id;
    fieldId = (await admin.post(`/v1/enterprise/${ORG}/custom-fields`, { name: 'Desk phone', vcard: 'tel', vcard_type: 'work' })).body.id;
  });
  afterAll(() => test.destroy());

  describe('while self-registration is disabled', () => {
    it('the page says only that, and registering is refused (403)', async () => {
      const page = await anonymous.get(`/v1/enterprise/${ORG}/register-profyle`);
      expect(page.status).toBe(200);
      expect(page.body).toEqual({ organisation_id: ORG, enabled: false, support_email: null });
      const refused = await register(person('Early'));
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ errorMessage: 'Self-service registration is not available for this organisation. Please contact support.', errors: [] });
    });

    it('a photo cannot be uploaded either, and an unknown organisation is not found', async () => {
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
      const upload = await fetch(`${test.url}/v1/enterprise/${ORG}/register-profyle/photo`, { method: 'POST', body: form });
      expect(upload.status).toBe(403);
      expect((await anonymous.get('/v1/enterprise/nobody_here/register-profyle')).status).toBe(404);
      expect((await register(person('Ghost'), 'nobody_here')).status).toBe(404);
    });
  });

  describe('with admin verification', () => {
    beforeAll(async () => {
      expect((await settings({ enabled: true, adminVerification: true, domains: 'selfreg.example' })).status).toBe(200);
    });

    it('the page shows the organisation, its addresses, custom fields, allowed domains and the group of a group link', async () => {
      const page = await anonymous.get(`/v1/enterprise/${ORG}/register-profyle?group_id=${groupId}`);
      expect(page.body).toEqual({
        organisation_id: ORG,
        enabled: true,
        name: 'Self Reg Ltd',
        admin_verification: true,
        support_email: null,
        locations_name: 'Addresses',
        allowed_domains: ['selfreg.example'],
        custom_fields: [{ id: fieldId, name: 'Desk phone', type: 'tel' }],
        addresses: [{ id: hq, name: 'Head Office', address: '1 Main Street, London, N1 1AA, United Kingdom' }],
        group: { id: groupId, name: 'Sales', address_ids: [hq] },
      });
      expect((await anonymous.get(`/v1/enterprise/${ORG}/register-profyle?group_id=unknown`)).body.group).toBeNull();
    });

    it('answers every missing field at once, in the spec’s words', async () => {
      const response = await register({ bio: 'x'.repeat(201) });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { path: 'first_name', msg: 'First name is required' },
        { path: 'last_name', msg: 'Last name is required' },
        { path: 'email', msg: 'Email is required' },
        { path: 'position', msg: 'Job position is required' },
        { path: 'bio', msg: 'Bio must be 200 characters or less' },
      ]);
      expect((await register(person('Shape', { email: 'not-an-address' }))).body.errors).toEqual([{ path: 'email', msg: 'Please enter a valid email address' }]);
      expect((await register(person('Long', { department: 'd'.repeat(201) }))).body.errors).toEqual([{ path: 'department', msg: 'Department must be 200 characters or less' }]);
    });

    it('refuses an address outside the allowed domains, and a custom field the organisation does not have', async () => {
      const outside = await register(person('Eve', { email: 'eve@elsewhere.example' }));
      expect(outside.status).toBe(400);
      expect(outside.body.errors).toEqual([{ path: 'email', msg: 'Please use your organisation email address (@selfreg.example)' }]);
      const unknown = await register(person('Field', { custom_fields: { nope: 'x' } }));
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors[0].path).toBe('custom_fields.nope');
    });

    it('registers through a group link (201): unverified, self-registered, in the group with its addresses, awaiting the admin', async () => {
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
      const upload = await fetch(`${test.url}/v1/enterprise/${ORG}/register-profyle/photo`, { method: 'POST', body: form });
      expect(upload.status).toBe(201);
      const photo = ((await upload.json()) as { url: string }).url;
      const created = await register(person('Ada', { group_id: groupId, locations: 'group', custom_fields: { [fieldId]: '+44 20 7946 0000' }, bio: 'Hello', photo_url: photo }));
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ personId: expect.any(String), verification: 'admin' });
      const ada = (await admin.get(`/v1/enterprise/${ORG}/people/${created.body.personId}`)).body;
      expect(ada).toMatchObject({ first_name: 'Ada', unverified: true, self_registration: true, group_id: groupId, locations: 'group', custom_fields: { [fieldId]: '+44 20 7946 0000' }, photo_url: photo, subscription: null });
      const waiting = await admin.get(`/v1/enterprise/${ORG}/people?unverified=true`);
      expect(waiting.body.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Ada']);
      // Admin verification: no e-mail goes to the person.
      expect(await mailTo('ada@selfreg.example')).toEqual([]);
    });

    it('refuses an e-mail that is already linked to a Profyle', async () => {
      const again = await register(person('Ada', { email: 'ADA@selfreg.example' }));
      expect(again.status).toBe(409);
      expect(again.body.errors).toEqual([{ path: 'email', msg: 'A person with this email address already exists' }]);
    });

    it('is verified by an admin: a digital Profyle, out of the unverified filter, the welcome e-mail', async () => {
      const [row] = (await admin.get(`/v1/enterprise/${ORG}/people?unverified=true`)).body.data;
      expect((await anonymous.post(`/v1/enterprise/${ORG}/people/${row.person_id}/verify-registration`)).status).toBe(401);
      expect((await outsider.post(`/v1/enterprise/${ORG}/people/${row.person_id}/verify-registration`)).status).toBe(403);
      expect((await outsider.post(`/v1/enterprise/${OTHER}/people/${row.person_id}/verify-registration`)).status).toBe(404);
      const verified = await admin.post(`/v1/enterprise/${ORG}/people/${row.person_id}/verify-registration`);
      expect(verified.status).toBe(200);
      const detail = (await admin.get(`/v1/enterprise/${ORG}/people/${row.person_id}`)).body;
      expect(verified.body).toEqual({ digitalId: detail.subscription.digital_id });
      expect(detail).toMatchObject({ unverified: false, subscription: { type: 'digital' } });
      expect((await admin.get(`/v1/enterprise/${ORG}/people?unverified=true`)).body.data).toEqual([]);
      expect((await waitForMail('ada@selfreg.example'))[0].subject).toBe('Your Profyle from Self Reg Ltd is ready');
      // A second verification changes nothing and answers the same Profyle.
      expect((await admin.post(`/v1/enterprise/${ORG}/people/${row.person_id}/verify-registration`)).body).toEqual(verified.body);
    });
  });

  describe('with e-mail verification', () => {
    let grace: string;
    let link: string;

    beforeAll(async () => {
      expect((await settings({ enabled: true, adminVerification: false, domains: '' })).status).toBe(200);
    });

    it('registers any address (no domains named) and e-mails a verification link', async () => {
      const created = await register(person('Grace', { email: 'grace@anywhere.example', locations: 'list', location_ids: [hq] }));
      expect(created.status).toBe(201);
      expect(created.body.verification).toBe('email');
      grace = created.body.personId;
      const [mail] = await waitForMail('grace@anywhere.example');
      expect(mail.subject).toBe('Verify your Profyle at Self Reg Ltd');
      link = linkIn(mail, `/register-profyle/${ORG}/people/${grace}/verify/`);
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${grace}`)).body).toMatchObject({ unverified: true, locations: 'list', location_ids: [hq] });
    });

    it('refuses a wrong token, a missing one, and the token on another person', async () => {
      const wrong = await anonymous.post(`/v1/enterprise/${ORG}/people/${grace}/verify`, { token: 'x'.repeat(43) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errorMessage).toBe('This verification link is not valid');
      const missing = await anonymous.post(`/v1/enterprise/${ORG}/people/${grace}/verify`, {});
      expect(missing.body.errors).toEqual([{ path: 'token', msg: 'An issue occured while verifying your profile.' }]);
      const token = link.split('/verify/')[1];
      const [ada] = (await admin.get(`/v1/enterprise/${ORG}/people?search=ada`)).body.data;
      expect((await anonymous.post(`/v1/enterprise/${ORG}/people/${ada.person_id}/verify`, { token })).status).toBe(400);
      expect((await anonymous.post(`/v1/enterprise/${OTHER}/people/${grace}/verify`, { token })).status).toBe(404);
    });

    it('verifies with the link (200 {digitalId}), once; opening it again answers the same Profyle', async () => {
      const token = link.split('/verify/')[1];
      const verified = await anonymous.post(`/v1/enterprise/${ORG}/people/${grace}/verify`, { token });
      expect(verified.status).toBe(200);
      const detail = (await admin.get(`/v1/enterprise/${ORG}/people/${grace}`)).body;
      expect(detail).toMatchObject({ unverified: false, subscription: { type: 'digital', digital_id: verified.body.digitalId } });
      expect((await anonymous.post(`/v1/enterprise/${ORG}/people/${grace}/verify`, { token })).body).toEqual(verified.body);
      expect((await waitForMail('grace@anywhere.example', 2)).map((mail) => mail.subject)).toEqual(['Verify your Profyle at Self Reg Ltd', 'Your Profyle from Self Reg Ltd is ready']);
    });

    it('is refused when no subscription is left, and works once one is', async () => {
      const third = (await register(person('Hedy'))).body.personId;
      const token = linkIn((await waitForMail('hedy@selfreg.example'))[0], '/verify/').split('/verify/')[1];
      // Ada and Grace hold two of three; take the last one.
      const filler = (await admin.put(`/v1/enterprise/${ORG}/people`, person('Filler'))).body.personId;
      expect((await admin.put(`/v1/enterprise/${ORG}/people/${filler}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
      const refused = await anonymous.post(`/v1/enterprise/${ORG}/people/${third}/verify`, { token });
      expect(refused.status).toBe(400);
      expect(refused.body.errorMessage).toBe('No subscriptions available');
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${third}`)).body.unverified).toBe(true);
      expect((await admin.put(`/v1/enterprise/${ORG}/people/${filler}/remove-subscription`)).status).toBe(200);
      expect((await anonymous.post(`/v1/enterprise/${ORG}/people/${third}/verify`, { token })).status).toBe(200);
    });
  });

  describe('employee invites', () => {
    const inviteUrl = () => `${test.url}/register-profyle/${ORG}`;
    const invite = (body: object, client = admin, org = ORG) => client.post(`/v1/enterprise/${org}/invite`, body);

    it('validate the addresses in the spec’s words', async () => {
      expect((await invite({ emails: [], invite_url: inviteUrl() })).body).toEqual({ errorMessage: 'Please enter at least one email address', errors: [{ path: 'emails', msg: 'Please enter at least one email address' }] });
      expect((await invite({ emails: ['a@selfreg.example', 'nope'], invite_url: inviteUrl() })).body.errorMessage).toBe('Please ensure all email addresses are valid');
      expect((await invite({ emails: ['a@selfreg.example'], invite_url: 'https://phishing.example/register-profyle/selfreg_org' })).body.errors).toEqual([
        { path: 'invite_url', msg: 'The invite link must be this organisation’s self-registration link' },
      ]);
      expect((await invite({ emails: ['a@selfreg.example'], invite_url: `${test.url}/register-profyle/${OTHER}` })).status).toBe(400);
    });

    it('e-mail each address the self-registration link, once (a group link kept)', async () => {
      const url = `${inviteUrl()}?group_id=${groupId}`;
      const sent = await invite({ emails: ['Zoe@selfreg.example', 'zoe@selfreg.example', 'yan@selfreg.example'], invite_url: url });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ success: true, sent: 2 });
      for (const to of ['zoe@selfreg.example', 'yan@selfreg.example']) {
        const [mail] = await waitForMail(to);
        expect(mail.subject).toBe('Self Reg Ltd invites you to create your Profyle');
        expect(mail.links).toContain(url);
      }
    });

    it('are refused for other domains, to other organisations’ admins and to strangers, and while self-registration is disabled', async () => {
      expect((await settings({ enabled: true, adminVerification: false, domains: 'selfreg.example' })).status).toBe(200);
      const outside = await invite({ emails: ['ok@selfreg.example', 'eve@elsewhere.example'], invite_url: inviteUrl() });
      expect(outside.body.errors).toEqual([{ path: 'emails.1', msg: 'Please use your organisation email address (@selfreg.example)' }]);
      expect((await invite({ emails: ['a@selfreg.example'], invite_url: inviteUrl() }, outsider)).status).toBe(403);
      expect((await invite({ emails: ['a@selfreg.example'], invite_url: inviteUrl() }, anonymous)).status).toBe(401);
      expect((await settings({ enabled: false, adminVerification: false, domains: '' })).status).toBe(200);
      const disabled = await invite({ emails: ['a@selfreg.example'], invite_url: inviteUrl() });
      expect(disabled.status).toBe(403);
      expect(disabled.body.errorMessage).toBe('Self-service registration is not available for this organisation. Please contact support.');
    });
  });
});
