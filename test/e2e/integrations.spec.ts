/// <reference lib="dom" />
/**
 * The integrations in a real browser, as a new admin meets them (the built portal in embedded mode, where
 * HubSpot and Pipedrive are the local stand-ins): the integrations page, connecting HubSpot through the
 * stand-in's consent page, an introduction captured on a public Profyle showing up in the stand-in CRM
 * and in HubSpot's logs, a declined Pipedrive consent, the introduction copy and Google Analytics pages,
 * a webhook replay, and disconnecting. One server for the suite; fixtures through the api.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startWebhookReceiver, type WebhookReceiver } from '../webhooks/support/webhook-receiver';
import { CHROMIUM, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { ensureBuilt, type PortalServer, startPortal } from './support/portal-server';

jest.setTimeout(240_000);

const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable) console.warn(`test/e2e: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
const describeInBrowser = browserAvailable ? describe : describe.skip;

const ORG = 'acme_events';
const OWNER = 'owner@acme-events.example';
const OWNER_PASSWORD = 'acme-owner-demo';

let portal: PortalServer;
let browser: Browser;
let receiver: WebhookReceiver;
let token: string;

const api = async <T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
  const response = await fetch(portal.url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

const newPage = async (viewport = { width: 1366, height: 900 }): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport, baseURL: portal.url });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
};

const signIn = async (page: Page): Promise<void> => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Sign in using a password' }).click();
  await page.getByLabel('Email address').fill(OWNER);
  await page.locator('input[name=password]').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/portal/**');
};

/** The card of one integration on /portal/integrations. */
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

describeInBrowser('integrations in the browser', () => {
  let admin: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    if (!browserAvailable) return;
    ensureBuilt();
    receiver = await startWebhookReceiver();
    portal = await startPortal({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
    browser = await launchBrowser();
    const session = await fetch(`${portal.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: OWNER, password: OWNER_PASSWORD }) });
    token = ((await session.json()) as { accessToken: string }).accessToken;
    admin = await newPage();
    await signIn(admin.page);
  });

  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
    await portal?.stop();
    await receiver?.close();
  });

  test('the integrations page groups the cards and says what is on', async () => {
    const { page } = admin;
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Integrations' }).click();
    await page.waitForURL('**/portal/integrations');
    for (const group of ['CRMs', 'Analytics', 'Others']) await page.getByRole('region', { name: group }).waitFor();
    for (const soon of ['Salesforce', 'Dynamics 365', 'Zapier']) {
      await card(page, soon).getByText('Coming soon').waitFor();
      expect(await card(page, soon).getByRole('link').count()).toBe(0);
    }
    await card(page, 'HubSpot').getByText('Disconnected').waitFor();
    await card(page, 'Pipedrive').getByText('Disconnected').waitFor();
    await card(page, 'Google Analytics').getByText('Disabled').waitFor();
    await card(page, 'Copy recipients').getByText('Disabled').waitFor();
    await screenshot(page, 'integrations');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('connects HubSpot through the consent page, sends it an introduction from a public Profyle, and shows it in the logs', async () => {
    const { page } = admin;
    await page.goto('/portal/integrations');
    await card(page, 'HubSpot').getByRole('link', { name: 'HubSpot' }).click();
    await page.waitForURL('**/portal/integrations/hubspot/settings');
    await page.getByText('Not connected. Connect your HubSpot account').waitFor();
    await page.getByRole('button', { name: 'Connect HubSpot' }).click();

    // The stand-in's consent page (another origin, on loopback), then back through /oauth/hubspot.
    await page.getByRole('heading', { name: 'Connect Profyle to HubSpot' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/oauth/authorize');
    await screenshot(page, 'hubspot-consent');
    await page.getByRole('button', { name: 'Connect app' }).click();
    await page.waitForURL('**/portal/integrations/hubspot/settings');
    await page.getByText('HubSpot connected').waitFor();
    await page.getByText(/Connected to local-stand-in\.hubspot\.profyle\.test on /).waitFor();
    await page.getByRole('switch', { name: /Create a lead/ }).check();
    await page.getByText('Setting updated successfully').waitFor();
    await screenshot(page, 'hubspot-settings');
    expect(await seriousViolations(page)).toEqual([]);
    const standIn = await page.getByRole('link', { name: 'See what the stand-in received' }).getAttribute('href');
    expect(standIn).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    // A visitor on a phone leaves their details on a member's public Profyle.
    expect((await api('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'exchange', value: { enabled: true, fields: { company_name: true } } })).status).toBe(200);
    const created = await api('PUT', `/v1/enterprise/${ORG}/people`, { first_name: 'Marie', last_name: 'Curie', position: 'Chemist', email: 'marie@acme-events.example' });
    expect((await api('PUT', `/v1/enterprise/${ORG}/people/${created.body.personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    const phone = await newPage({ width: 390, height: 844 });
    try {
      await phone.page.goto(`/c/${created.body.personId}`);
      await phone.page.getByRole('link', { name: 'Exchange details' }).click();
      await phone.page.getByLabel('Name', { exact: true }).fill('Pierre Curie');
      await phone.page.getByLabel('Email', { exact: true }).fill('pierre@sorbonne.example');
      await phone.page.getByLabel('Company name').fill('Sorbonne');
      await phone.page.getByRole('button', { name: 'Send my details' }).click();
      await phone.page.getByText('Thank you. Your details were sent to Marie.').waitFor();

      // The stand-in CRM has the contact and its lead.
      await phone.page.goto(standIn as string);
      for (let tries = 0; !(await phone.page.getByRole('cell', { name: 'pierre@sorbonne.example' }).count()) && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        await phone.page.reload();
      }
      await phone.page.getByRole('cell', { name: 'pierre@sorbonne.example' }).waitFor();
      await phone.page.getByRole('cell', { name: 'Pierre Curie (Sorbonne): Profyle introduction' }).waitFor();
      await screenshot(phone.page, 'hubspot-stand-in-records');
    } finally {
      await phone.context.close();
    }

    // HubSpot's logs: the upsert and the lead, newest first; the detail shows the request, token redacted.
    await page.getByRole('link', { name: 'Logs' }).click();
    await page.waitForURL('**/portal/integrations/hubspot/logs');
    const row = page.getByRole('row').filter({ hasText: 'Lead created' });
    await row.waitFor();
    await page.getByRole('row').filter({ hasText: 'Contact created' }).waitFor();
    expect(await page.getByRole('cell', { name: 'introduction.created' }).count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'hubspot-logs');
    await row.getByRole('link').click();
    await page.waitForURL('**/portal/integrations/hubspot/logs/*');
    const request = page.getByRole('region', { name: 'Request' });
    await request.getByText('authorization: Bearer [redacted]').waitFor();
    await request.getByText(/"hs_lead_name": "Pierre Curie \(Sorbonne\): Profyle introduction"/).waitFor();
    await page.getByRole('region', { name: 'Response' }).getByText(/"id": "\d+"/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/portal/integrations');
    await card(page, 'HubSpot').getByText('Connected', { exact: true }).waitFor();
    await card(page, 'HubSpot').getByText('Connected to local-stand-in.hubspot.profyle.test').waitFor();
  });

  test('a declined Pipedrive consent says permission was not granted, and connects nothing', async () => {
    const { page } = admin;
    await page.goto('/portal/integrations/pipedrive/settings');
    await page.getByRole('button', { name: 'Connect Pipedrive' }).click();
    await page.getByRole('heading', { name: 'Connect Profyle to Pipedrive' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/oauth/pipedrive?**');
    await page.getByRole('heading', { name: 'Could not connect Pipedrive' }).waitFor();
    await page.getByText('Authentication permission was not granted').waitFor();
    await page.getByRole('link', { name: 'Back to Pipedrive settings' }).click();
    await page.getByText('Not connected. Connect your Pipedrive account').waitFor();
    // A callback without a code, straight from an address bar.
    await page.goto('/oauth/pipedrive?state=x');
    await page.getByText('No authentication code provided').waitFor();
  });

  test('sets the introduction copy and Google Analytics, each address and the ID checked', async () => {
    const { page } = admin;
    await page.goto('/portal/integrations');
    await card(page, 'Copy recipients').getByRole('link').click();
    await page.waitForURL('**/portal/integrations/intro-bcc');
    const field = page.getByRole('textbox', { name: 'Copy recipients' });
    await field.fill('sales@acme-events.example; not-an-address');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Not a valid e-mail address: not-an-address').waitFor();
    await field.fill('sales@acme-events.example;crm@acme-events.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Setting updated successfully').waitFor();
    await page.getByText('2 addresses receive a copy.').waitFor();
    expect(await field.inputValue()).toBe('sales@acme-events.example; crm@acme-events.example');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/portal/integrations/google-analytics');
    const id = page.getByRole('textbox', { name: 'Measurement ID' });
    await id.fill('UA-12345-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter a GA4 measurement ID, like G-XXXXXXXXXX').waitFor();
    await id.fill('g-acme2024');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Setting updated successfully').waitFor();
    await page.getByText('Visits are measured in G-ACME2024.').waitFor();
    await screenshot(page, 'google-analytics');

    await page.goto('/portal/integrations');
    await card(page, 'Google Analytics').getByText('Enabled').waitFor();
    await card(page, 'Copy recipients').getByText('Enabled').waitFor();
    // Empty turns it off again.
    await page.goto('/portal/integrations/google-analytics');
    await page.getByRole('textbox', { name: 'Measurement ID' }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Visits are not sent to Google Analytics.').waitFor();
  });

  test('replays a webhook delivery from an event in its log', async () => {
    const { page } = admin;
    const hook = await api('PUT', `/v1/enterprise/${ORG}/webhooks/default`, { enabled: true, url: receiver.url('/replays'), secret: '', events: ['profyle.created'] });
    receiver.secret = hook.body.secret;
    const before = receiver.received.length;
    await api('PUT', `/v1/enterprise/${ORG}/people`, { first_name: 'Emmy', last_name: 'Noether', position: 'Mathematician', email: 'emmy@acme-events.example' });
    const [original] = (await receiver.waitFor(before + 1, 15_000)).slice(before);

    await page.goto('/portal/integrations/webhooks/default/logs');
    await page.getByRole('row').filter({ hasText: 'profyle.created' }).first().getByRole('link').click();
    await page.getByRole('link', { name: 'Replay from this event' }).click();
    await page.waitForURL('**/webhooks/default/logs?replayFrom=*');
    expect(await page.getByLabel('Event id (webhook-id)').inputValue()).toBe(original.headers['webhook-id']);
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    await page.getByText('1 delivery queued as a replay.').first().waitFor();
    const [replayed] = (await receiver.waitFor(before + 2, 15_000)).slice(before + 1);
    expect(replayed.verified).toBe(true);
    expect(replayed.headers['webhook-id']).toBe(original.headers['webhook-id']);
    expect(replayed.payload?.replay?.id).toMatch(/^rpl_/);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('row').filter({ hasText: /Replay rpl_/ }).first().waitFor();
  });

  test('disconnects HubSpot after a confirmation', async () => {
    const { page } = admin;
    await page.goto('/portal/integrations/hubspot/settings');
    await page.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect HubSpot?' });
    await dialog.getByText('New contacts will no longer be sent to HubSpot.').waitFor();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('HubSpot disconnected').waitFor();
    await page.getByRole('button', { name: 'Connect HubSpot' }).waitFor();
    await page.goto('/portal/integrations');
    await card(page, 'HubSpot').getByText('Disconnected').waitFor();
  });

  test('sends someone who is not signed in to sign in first, then on to the callback', async () => {
    const visitor = await newPage();
    try {
      await visitor.page.goto('/oauth/hubspot?error=access_denied&state=x');
      await visitor.page.waitForURL('**/auth/sign-in?continueUrl=*');
      expect(decodeURIComponent(new URL(visitor.page.url()).searchParams.get('continueUrl') ?? '')).toBe('/oauth/hubspot?error=access_denied&state=x');
      await visitor.page.getByRole('button', { name: 'Sign in using a password' }).click();
      await visitor.page.getByLabel('Email address').fill(OWNER);
      await visitor.page.locator('input[name=password]').fill(OWNER_PASSWORD);
      await visitor.page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await visitor.page.getByText('Unknown error with Authentication').waitFor();
    } finally {
      await visitor.context.close();
    }
  });
});
