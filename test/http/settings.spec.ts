/** Organisation settings over real HTTP: PATCH /settings for every setting and its validation, onboarding, the audit log. */
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'settings_org';

describe('settings over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let other: ReturnType<typeof httpClient>;
  const patch = (setting: string, value: unknown, client = admin) => client.call('PATCH', `/v1/enterprise/${ORG}/settings`, { setting, value });
  const organisation = async () => (await admin.get(`/v1/enterprise/${ORG}`)).body;

  beforeAll(async () => {
    test = await startTestApp();
    await httpClient(test.url, await test.tokenFor(superadmin)).post('/v1/enterprise', { organisation_id: ORG, name: 'Settings Ltd' });
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    other = httpClient(test.url, await test.tokenFor(adminOf('settings_other')));
  });
  afterAll(() => test.destroy());

  it('starts with the spec defaults', async () => {
    expect(await organisation()).toMatchObject({
      supportEmail: null,
      locationsName: 'Addresses',
      intl: { currency: 'GBP', language: 'en-GB', timezone: 'Europe/London' },
      ga4id: '',
      features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false, domains: '' }, selfService: { enabled: false }, exchange: { enabled: false, leadValue: 3980, leadCurrency: 'GBP', consents: [] } },
    });
  });

  it('changes each setting (200) and the organisation shows it', async () => {
    expect((await patch('supportEmail', 'Help@Settings.example')).status).toBe(200);
    expect((await patch('locationsName', 'Offices')).status).toBe(200);
    expect((await patch('intl', { currency: 'EUR', language: 'de', timezone: 'Europe/Berlin' })).status).toBe(200);
    expect((await patch('disableWelcomeEmail', true)).status).toBe(200);
    expect((await patch('selfRegistration', { enabled: true, domains: 'Settings.example; ;other.example;settings.example' })).status).toBe(200);
    expect((await patch('selfService', { enabled: true, fields: { bio: false } })).status).toBe(200);
    expect((await patch('exchange', { enabled: true, consents: ['Marketing', ' ', 'marketing', 'Newsletter'], leadValue: 150, leadCurrency: 'USD', fields: { phone: true } })).status).toBe(200);
    expect((await patch('features.exchange.bcc', 'sales@settings.example; crm@settings.example')).status).toBe(200);
    expect((await patch('ga4id', 'g-abc123xyz')).status).toBe(200);
    const org = await organisation();
    expect(org).toMatchObject({ supportEmail: 'help@settings.example', locationsName: 'Offices', intl: { currency: 'EUR', language: 'de', timezone: 'Europe/Berlin' }, ga4id: 'G-ABC123XYZ' });
    expect(org.features.disableWelcomeEmail).toBe(true);
    expect(org.features.selfRegistration).toEqual({ enabled: true, adminVerification: false, domains: 'settings.example;other.example' });
    expect(org.features.selfService.enabled).toBe(true);
    expect(org.features.selfService.fields).toMatchObject({ bio: false, first_name: true });
    expect(org.features.exchange).toMatchObject({ enabled: true, consents: ['Marketing', 'Newsletter'], leadValue: 150, leadCurrency: 'USD', bcc: 'sales@settings.example;crm@settings.example', fields: { company_name: false, phone: true, website: false } });
  });

  it('answers each bad value as a field error under value', async () => {
    const cases: [string, unknown, { path: string; msg: string }][] = [
      ['supportEmail', 'not-an-address', { path: 'value', msg: 'Please enter a valid email address' }],
      ['locationsName', 'Shops', { path: 'value', msg: 'Must be one of Addresses, Locations, Places, Offices, Stores, Sites' }],
      ['intl', { currency: 'XYZ', language: 'en', timezone: 'Europe/London' }, { path: 'value.currency', msg: 'Currency must be one of USD, EUR, GBP, AUD, CAD, JPY, CHF, CNY, INR' }],
      ['intl', { currency: 'GBP', language: 'tlh', timezone: 'Europe/London' }, { path: 'value.language', msg: 'Language must be one of cn, cs, de, el, en, es, fr, hi, hu, it, ja, nl, no, pl, pt, ro, ru, sv, ar (optionally with a region, like en-GB)' }],
      ['intl', { currency: 'GBP', language: 'en', timezone: 'Mars/Olympus' }, { path: 'value.timezone', msg: 'Please choose a valid time zone' }],
      ['disableWelcomeEmail', 'yes', { path: 'value', msg: 'Must be true or false' }],
      ['selfRegistration', { domains: 'good.example;bad domain' }, { path: 'value.domains', msg: "'bad domain' is not a valid email domain" }],
      ['exchange', { leadValue: -1 }, { path: 'value.leadValue', msg: 'Lead value must be a number of 0 or more' }],
      ['features.exchange.bcc', 'a@b.example;nope', { path: 'value.bcc', msg: "'nope' is not a valid email address" }],
      ['ga4id', 'UA-12345-1', { path: 'value', msg: 'Please enter a GA4 measurement ID, like G-XXXXXXXXXX' }],
      ['colour', 'red', { path: 'setting', msg: 'Unknown setting' }],
    ];
    for (const [setting, value, error] of cases) {
      const response = await patch(setting, value);
      expect([setting, response.status]).toEqual([setting, 400]);
      expect(response.body).toEqual({ errorMessage: error.msg, errors: [error] });
    }
  });

  it('hides an onboarding step and shows it again (undo)', async () => {
    expect((await admin.post(`/v1/enterprise/${ORG}/onboarding/create-groups/hide`, { hide: true })).status).toBe(200);
    expect((await organisation()).onboarding).toEqual({ hidden: ['create-groups'] });
    await admin.post(`/v1/enterprise/${ORG}/onboarding/create-groups/hide`, { hide: false });
    expect((await organisation()).onboarding).toEqual({ hidden: [] });
    expect((await admin.post(`/v1/enterprise/${ORG}/onboarding/nope/hide`, { hide: true })).status).toBe(404);
  });

  it('records every change in the audit log, newest first, with who made it', async () => {
    const audit = await admin.get(`/v1/enterprise/${ORG}/settings/audit?page_size=50`);
    expect(audit.status).toBe(200);
    expect(audit.body.total).toBe(11);
    expect(audit.body.data[0]).toMatchObject({ action: 'onboarding-shown', by: `u-admin-${ORG}@example.com`, data: { key: 'create-groups' } });
    expect(audit.body.data.find((entry: { data: { setting?: string } }) => entry.data.setting === 'locationsName')).toMatchObject({ action: 'setting-changed', data: { value: 'Offices', previous: 'Addresses' } });
    // An unchanged value records nothing.
    await patch('locationsName', 'Offices');
    expect((await admin.get(`/v1/enterprise/${ORG}/settings/audit`)).body.total).toBe(11);
  });

  it("refuses another organisation's admin", async () => {
    expect((await patch('locationsName', 'Sites', other)).status).toBe(403);
    expect((await other.get(`/v1/enterprise/${ORG}/settings/audit`)).status).toBe(403);
    expect((await other.post(`/v1/enterprise/${ORG}/onboarding/guide/hide`, { hide: true })).status).toBe(403);
  });
});
