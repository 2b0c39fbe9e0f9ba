/**
 * CRM integrations over real HTTP on the embedded runtime, where HubSpot and Pipedrive are the local
 * stand-ins: the install link and the consent page, the callback (the state used once, bound to the
 * admin and the organisation), the connection (never a token), create_lead, the test lead, the sync of
 * an introduction captured on a public Profyle, the logs, disconnecting, and refusals across
 * organisations, all in the spec's error shape.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consent } from '../../libs/infrastructure/src/crm/crm-client.contract';
import { httpClient } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

const ORG = 'crm_org';
const OTHER = 'crm_other';

describe('CRM integrations over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let colleague: ReturnType<typeof httpClient>;
  let outsider: ReturnType<typeof httpClient>;
  let ada: string;
  /** Every answer the suite got, to prove no token was ever in one. */
  const answers: string[] = [];

  const eventually = async <T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (check(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 500)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const keep = <T extends { body: unknown }>(response: T): T => {
    answers.push(JSON.stringify(response.body));
    return response;
  };
  /** The install link, walked through the stand-in's consent page: answers the callback's query. */
  const installAndConsent = async (client: ReturnType<typeof httpClient>, org: string, provider: string, decision: 'allow' | 'deny' = 'allow') => {
    const link = keep(await client.post(`/v1/enterprise/${org}/oauth/${provider}/authorize`));
    expect(link.status).toBe(200);
    const back = await consent(link.body.url, decision);
    return { link: link.body, back, code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  };
  const standInPage = async (provider: 'hubspot' | 'pipedrive') => (await fetch(test.runtime.crm.standIns[provider] as string)).text();

  beforeAll(async () => {
    test = await startTestApp();
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    for (const [id, name] of [
      [ORG, 'CRM Ltd'],
      [OTHER, 'Other Ltd'],
    ]) expect((await root.post('/v1/enterprise', { organisation_id: id, name, subscriptions: 5 })).status).toBe(201);
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    colleague = httpClient(test.url, await test.tokenFor(adminOf(ORG, 'u-colleague')));
    outsider = httpClient(test.url, await test.tokenFor(adminOf(OTHER)));
    const layout = await admin.post(`/v1/enterprise/${ORG}/configurations`, { label: 'Sales', name: 'CRM Ltd', template: 'header-2024', buttonStyle: 'rounded', buttons: [] });
    const group = await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'Sales', parent_id: 'none', configuration_id: layout.body.id, enable_exchange: true, location_ids: [] });
    const created = await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@crm.example', position: 'Engineer', group_id: group.body.id });
    ada = created.body.personId;
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${ada}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    expect((await admin.patch(`/v1/enterprise/${ORG}/settings`, { setting: 'exchange', value: { enabled: true, fields: { company_name: true } } })).status).toBe(200);
  });
  afterAll(() => test.destroy());

  it('shows every integration off for a new organisation', async () => {
    const overview = keep(await admin.get(`/v1/enterprise/${ORG}/integrations`));
    expect(overview.status).toBe(200);
    expect(overview.body).toEqual({
      crm: [
        expect.objectContaining({ provider: 'hubspot', connected: false, status: 'disconnected', account: null, settings: { create_lead: false }, stand_in_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) }),
        expect.objectContaining({ provider: 'pipedrive', connected: false, status: 'disconnected' }),
      ],
      webhooks: [],
      bcc: '',
      ga4id: '',
    });
    expect((await admin.get(`/v1/enterprise/${ORG}/integrations/hubspot/logs`)).body).toEqual({ data: [], total: 0 });
  });

  it('connects HubSpot through the install link, the consent page and the callback; the state cannot be used twice', async () => {
    const { link, back, code, state } = await installAndConsent(admin, ORG, 'hubspot');
    const url = new URL(link.url);
    expect(url.origin).toBe(test.runtime.crm.standIns.hubspot);
    expect(url.searchParams.get('redirect_uri')).toBe(`${test.url}/oauth/hubspot`);
    expect(back.origin + back.pathname).toBe(`${test.url}/oauth/hubspot`);
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(14 * 60_000);

    const connected = keep(await admin.post(`/v1/enterprise/${ORG}/oauth/hubspot`, { code, state }));
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ provider: 'hubspot', connected: true, status: 'connected', account: { id: '1000001', name: 'local-stand-in.hubspot.profyle.test' }, connected_by: 'u-admin-crm_org' });
    expect(Object.keys(connected.body).sort()).toEqual(['account', 'connected', 'connected_at', 'connected_by', 'lost_reason', 'provider', 'settings', 'stand_in_url', 'status', 'updated_at']);

    const replay = keep(await admin.post(`/v1/enterprise/${ORG}/oauth/hubspot`, { code, state }));
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      errorMessage: 'This authentication link has expired or was already used. Please connect again.',
      errors: [{ path: 'state', msg: 'This authentication link has expired or was already used. Please connect again.' }],
    });
    const logs = keep(await admin.get(`/v1/enterprise/${ORG}/integrations/hubspot/logs`));
    expect(logs.body.data.map((l: { event: string; method: string; code: number }) => [l.event, l.method, l.code])).toEqual([
      ['oauth.connect', 'GET', 200],
      ['oauth.connect', 'POST', 200],
    ]);
    expect(logs.body.data[0].message).toBe('HTTP 200 OK. Connected to local-stand-in.hubspot.profyle.test');
    expect(logs.body.data[0].messageParts).toEqual([
      { code: 'httpStatusReason', values: { status: 200, reason: 'OK' } },
      { code: 'connectedTo', values: { account: 'local-stand-in.hubspot.profyle.test' } },
    ]);
  });

  it('refuses a state carried to another organisation, to another admin, to another provider, or a callback without a code', async () => {
    const { code, state } = await installAndConsent(admin, ORG, 'pipedrive');
    // The other organisation's admin cannot post to this organisation at all, nor use the state in theirs.
    expect((await outsider.post(`/v1/enterprise/${ORG}/oauth/pipedrive`, { code, state })).status).toBe(403);
    const foreign = await outsider.post(`/v1/enterprise/${OTHER}/oauth/pipedrive`, { code, state });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ path: 'state', msg: 'This authentication link has expired or was already used. Please connect again.' }]);
    expect((await colleague.post(`/v1/enterprise/${ORG}/oauth/pipedrive`, { code, state })).status).toBe(400);
    expect((await admin.post(`/v1/enterprise/${ORG}/oauth/hubspot`, { code, state })).status).toBe(400);
    const noCode = await admin.post(`/v1/enterprise/${ORG}/oauth/pipedrive`, { code: '  ', state });
    expect(noCode.status).toBe(400);
    expect(noCode.body).toEqual({ errorMessage: 'No authentication code provided', errors: [{ path: 'code', msg: 'No authentication code provided' }] });
    expect((await admin.post(`/v1/enterprise/${ORG}/oauth/salesforce`, { code, state })).body).toEqual({ errorMessage: 'Unknown integration', errors: [{ path: 'provider', msg: 'Unknown integration' }] });
    // None of that used the state up: the admin it belongs to still connects with it.
    const connected = keep(await admin.post(`/v1/enterprise/${ORG}/oauth/pipedrive`, { code, state }));
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ connected: true, account: { id: '2000002', name: 'Local stand-in company' } });
    expect((await outsider.get(`/v1/enterprise/${OTHER}/integrations/pipedrive`)).body).toMatchObject({ connected: false });
  });

  it('answers a code the CRM refuses in the spec shape, and a denied consent never reaches the api', async () => {
    const { state } = await installAndConsent(admin, ORG, 'pipedrive');
    const refused = await admin.post(`/v1/enterprise/${ORG}/oauth/pipedrive`, { code: 'made-up-code', state });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ errorMessage: 'Pipedrive refused the authentication code. Please connect again.', errors: [{ path: 'code', msg: 'Pipedrive refused the authentication code. Please connect again.' }] });
    const denied = await installAndConsent(admin, ORG, 'pipedrive', 'deny');
    expect(denied.back.searchParams.get('error')).toBe('user_denied');
    expect(denied.code).toBe('');
  });

  it("changes HubSpot's create_lead, and knows no setting for Pipedrive", async () => {
    const on = keep(await admin.patch(`/v1/enterprise/${ORG}/integrations/hubspot`, { setting: 'create_lead', value: true }));
    expect(on.status).toBe(200);
    expect(on.body.settings).toEqual({ create_lead: true });
    const unknown = await admin.patch(`/v1/enterprise/${ORG}/integrations/pipedrive`, { setting: 'create_lead', value: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'setting', msg: 'Unknown setting: create_lead' }]);
    expect((await admin.patch(`/v1/enterprise/${ORG}/integrations/hubspot`, { setting: 'create_lead', value: 'yes' })).body.errors).toEqual([{ path: 'value', msg: 'value must be true or false' }]);
    expect((await outsider.patch(`/v1/enterprise/${ORG}/integrations/hubspot`, { setting: 'create_lead', value: false })).status).toBe(403);
  });

  it('sends a test lead through the connection and logs each exchange, secrets redacted', async () => {
    const sent = keep(await admin.post(`/v1/enterprise/${ORG}/integrations/hubspot/test`));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, message: 'Test lead sent to HubSpot' });
    expect(sent.body.log_ids).toHaveLength(2);
    const page = await standInPage('hubspot');
    expect(page).toContain('test-lead@profyle.example');
    expect(page).toContain('Profyle Test Lead (Profyle): Profyle introduction');
    const entry = keep(await admin.get(`/v1/enterprise/${ORG}/integrations/hubspot/logs/${sent.body.log_ids[0]}`));
    expect(entry.body).toMatchObject({ event: 'crm.test', method: 'POST', code: 200, isOk: true, message: expect.stringMatching(/^HTTP 200 OK\. Contact (created|updated)/), url: expect.stringContaining('/crm/v3/objects/contacts/batch/upsert') });
    expect(entry.body.request.headers.authorization).toBe('Bearer [redacted]');
    expect(JSON.parse(entry.body.request.body)).toEqual({ inputs: [{ idProperty: 'email', id: 'test-lead@profyle.example', properties: expect.objectContaining({ firstname: 'Profyle Test', lastname: 'Lead', company: 'Profyle' }) }] });
    expect((await outsider.get(`/v1/enterprise/${OTHER}/integrations/hubspot/logs/${sent.body.log_ids[0]}`)).status).toBe(404);
    expect((await outsider.get(`/v1/enterprise/${ORG}/integrations/hubspot/logs`)).status).toBe(403);
    const otherTest = await outsider.post(`/v1/enterprise/${OTHER}/integrations/hubspot/test`);
    expect(otherTest.status).toBe(400);
    expect(otherTest.body.errorMessage).toBe('HubSpot is not connected');
  });

  it('syncs an introduction captured on a public Profyle to both CRMs, and logs it', async () => {
    const form = new URLSearchParams({ name: 'Grace Hopper', email: 'grace@navy.example', company_name: 'US Navy', notes: 'Met at the stand' });
    const sent = await fetch(`${test.url}/c/${ada}/exchange`, { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect(sent.status).toBe(303);
    await eventually('HubSpot contact', () => standInPage('hubspot'), (page) => page.includes('grace@navy.example') && page.includes('Grace Hopper (US Navy): Profyle introduction'));
    await eventually('Pipedrive person', () => standInPage('pipedrive'), (page) => page.includes('grace@navy.example') && page.includes('Grace Hopper (US Navy): Profyle introduction'));
    const logs = keep(await admin.get(`/v1/enterprise/${ORG}/integrations/pipedrive/logs`));
    expect(logs.body.data.filter((l: { event: string }) => l.event === 'introduction.created').map((l: { method: string; message: string }) => [l.method, l.message.replace(/ \(.*/, '')])).toEqual([
      ['POST', 'HTTP 201 Created. Lead created'],
      ['POST', 'HTTP 200 OK. Contact created'],
      ['GET', 'HTTP 200 OK'],
    ]);
  });

  it('sends an admin’s correction of the contact to both CRMs as an update of the same contact', async () => {
    const contacts = keep(await admin.get(`/v2/org/${ORG}/people/${ada}/intros`));
    const grace = contacts.body.data.find((c: { email: string }) => c.email === 'grace@navy.example');
    const corrected = await admin.put(`/v2/org/${ORG}/people/${ada}/intros/${grace.id}/field`, { field: 'name', value: 'Grace Brewster Hopper' });
    expect(corrected.status).toBe(200);
    await eventually('HubSpot contact corrected', () => standInPage('hubspot'), (page) => page.includes('Grace Brewster'));
    await eventually('Pipedrive person corrected', () => standInPage('pipedrive'), (page) => page.includes('Grace Brewster Hopper'));
    const logs = keep(await admin.get(`/v1/enterprise/${ORG}/integrations/pipedrive/logs`));
    const updates = logs.body.data.filter((l: { event: string; message: string }) => l.event === 'contact.updated' && /name changed in Profyle/.test(l.message));
    expect(updates.map((l: { code: number; message: string }) => [l.code, l.message.replace(/ \(.*/, '')])).toEqual([[200, 'HTTP 200 OK. Contact updated']]);
    // Still one contact, one person and no second lead.
    const page = await standInPage('pipedrive');
    expect(page.split('grace@navy.example').length - 1).toBe(1);
    expect(page.split('Grace Hopper (US Navy): Profyle introduction').length - 1).toBe(1);
  });

  it('disconnects: the authorisation is given back, later introductions stay out of the CRM, and a second DELETE changes nothing', async () => {
    const gone = keep(await admin.delete(`/v1/enterprise/${ORG}/oauth/hubspot`));
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ connected: false, status: 'disconnected', account: null, connected_by: null, settings: { create_lead: true } });
    const logs = await admin.get(`/v1/enterprise/${ORG}/integrations/hubspot/logs`);
    expect(logs.body.data[0]).toMatchObject({ event: 'oauth.disconnect', method: 'DELETE', code: 204, message: 'HTTP 204 No Content. Authorisation given back' });
    expect((await admin.delete(`/v1/enterprise/${ORG}/oauth/hubspot`)).body).toMatchObject({ connected: false });
    const form = new URLSearchParams({ name: 'Late Visitor', email: 'late@visitor.example' });
    await fetch(`${test.url}/c/${ada}/exchange`, { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    await eventually('Pipedrive person', () => standInPage('pipedrive'), (page) => page.includes('late@visitor.example'));
    expect(await standInPage('hubspot')).not.toContain('late@visitor.example');
    const events = (await test.runtime.eventStore.readStream(`crm-${ORG}-hubspot`)).map((e) => e.type);
    expect(events).toEqual(['CrmAuthorisationStarted', 'CrmConnected', 'CrmSettingChanged', 'CrmTestLeadRequested', 'CrmDisconnected']);
  });

  it('never answers, logs or records a token in clear', async () => {
    const issued = (provider: string) =>
      (JSON.parse(readFileSync(join(test.dataDir, 'crm-stand-ins', `${provider}.json`), 'utf8')) as { tokens: { accessToken: string; refreshToken: string }[] }).tokens.flatMap((t) => [t.accessToken, t.refreshToken]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const secrets = [...issued('hubspot'), ...issued('pipedrive')];
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    const logs = JSON.stringify(await test.runtime.readStore.collection('crm_logs_v1').find());
    const events = JSON.stringify((await test.runtime.eventStore.readAll()).filter((e) => e.type.startsWith('Crm')));
    const readModel = JSON.stringify(await test.runtime.readStore.collection('crm_connections_v1').find());
    for (const secret of secrets) {
      for (const text of [...answers, logs, events, readModel]) expect(text).not.toContain(secret);
    }
    expect(events).toContain('enc:v1:');
  });
});
