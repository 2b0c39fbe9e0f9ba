/**
 * The partner's demo over real HTTP (spec 002 "Demo and partner tools"): POST /v2/trials/partner-demo
 * by a partner admin opens a 45-day trial tied to the partner with the prospect's annual subscriptions,
 * under an id derived from the name and unique, and its creator can open it; field errors in the spec's
 * shape; the role matrix (superadmin, partner admin, admin, nobody).
 */
import { httpClient, type HttpResponse } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

type Client = ReturnType<typeof httpClient>;
const PARTNER = 'demo_partner';
const CUSTOMER = 'demo_customer';

describe('partner demo over HTTP', () => {
  let test: TestApp;
  let root: Client;
  let partnerAdmin: Client;
  let customerAdmin: Client;
  let anonymous: Client;
  const demo = (overrides: Record<string, unknown> = {}) => ({ organisation_name: 'Prospect Ltd', website_url: 'https://prospect.example', organisation_size: 25, partner_id: PARTNER, created_by: 'ignored', ...overrides });

  beforeAll(async () => {
    test = await startTestApp();
    root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: PARTNER, name: 'Demo Partner', is_partner: true })).status).toBe(201);
    expect((await root.post('/v1/enterprise', { organisation_id: CUSTOMER, name: 'Demo Customer' })).status).toBe(201);
    partnerAdmin = httpClient(test.url, await test.tokenFor(adminOf(PARTNER)));
    customerAdmin = httpClient(test.url, await test.tokenFor(adminOf(CUSTOMER)));
    anonymous = httpClient(test.url);
  });
  afterAll(() => test.destroy());

  it('opens a 45-day demo tied to the partner, with the annual subscriptions, that its creator can open', async () => {
    const created = await partnerAdmin.post('/v2/trials/partner-demo', demo());
    expect(created).toMatchObject({ status: 201, body: { organisation_id: 'prospect_ltd' } });
    const organisation = (await partnerAdmin.get('/v1/enterprise/prospect_ltd')).body;
    expect(organisation).toMatchObject({ name: 'Prospect Ltd', isDemo: true, partnerId: PARTNER, orgSize: 25, websiteUrl: 'https://prospect.example', subscriptions: { purchased: 25, used: 0 }, accountStatus: 'trial' });
    expect(Date.parse(organisation.demoExpiresOn) - Date.parse(organisation.meta.createdAt)).toBe(45 * 86_400_000);
    // The switcher lists it for its creator.
    const me = (await partnerAdmin.get('/v1/auth/me')).body;
    expect(JSON.stringify(me)).toContain('prospect_ltd');
    // And administers it.
    expect((await partnerAdmin.get('/v1/enterprise/prospect_ltd/people')).status).toBe(200);
  });

  it('derives a unique id when the name is taken', async () => {
    expect((await partnerAdmin.post('/v2/trials/partner-demo', demo())).body).toEqual({ organisation_id: 'prospect_ltd_2' });
    expect((await root.post('/v2/trials/partner-demo', demo())).body).toEqual({ organisation_id: 'prospect_ltd_3' });
  });

  it('requires the organisation name, a company URL and the annual subscriptions', async () => {
    const refused = await partnerAdmin.post('/v2/trials/partner-demo', { partner_id: PARTNER, organisation_name: ' ', website_url: 'prospect', organisation_size: '' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errorMessage: 'Please enter the organisation name',
      errors: [
        { path: 'organisation_name', msg: 'Please enter the organisation name' },
        { path: 'website_url', msg: 'Please enter a valid URL starting with http:// or https://' },
        { path: 'organisation_size', msg: 'Please enter the number of annual subscriptions' },
      ],
    });
    expect((await partnerAdmin.post('/v2/trials/partner-demo', demo({ organisation_size: 0 }))).body.errors).toEqual([{ path: 'organisation_size', msg: 'Please enter between 1 and 10000 annual subscriptions' }]);
  });

  it('refuses everyone but partner admins and superadmins', async () => {
    const asCustomer = await customerAdmin.post('/v2/trials/partner-demo', demo({ partner_id: CUSTOMER }));
    expect(asCustomer).toMatchObject({ status: 403, body: { errorMessage: 'Access Denied' } });
    // Naming a partner one does not administer.
    expect((await customerAdmin.post('/v2/trials/partner-demo', demo())).status).toBe(403);
    expect((await anonymous.post('/v2/trials/partner-demo', demo())).status).toBe(401);
    // A superadmin may, for a partner; not for an organisation that is no partner.
    expect((await root.post('/v2/trials/partner-demo', demo({ partner_id: CUSTOMER }))).status).toBe(403);
    const statuses: Record<string, number> = {};
    for (const [name, client] of [['superadmin', root], ['partner admin', partnerAdmin], ['admin', customerAdmin], ['none', anonymous]] as [string, Client][]) {
      const response: HttpResponse = await client.post('/v2/trials/partner-demo', demo({ organisation_name: `Matrix ${name}` }));
      statuses[name] = response.status;
    }
    expect(statuses).toEqual({ superadmin: 201, 'partner admin': 201, admin: 403, none: 401 });
  });

  it('refuses a closed partner’s admins', async () => {
    expect((await root.post(`/v1/enterprise/${PARTNER}/close-account`)).status).toBe(200);
    const refused = await partnerAdmin.post('/v2/trials/partner-demo', demo({ organisation_name: 'Too Late' }));
    expect(refused).toMatchObject({ status: 403, body: { errorMessage: 'This organisation account has been closed. Please contact support to reopen it.' } });
  });
});
