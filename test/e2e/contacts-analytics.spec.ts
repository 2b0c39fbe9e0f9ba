/// <reference lib="dom" />
/**
 * Contacts, analytics and the dashboard in a real browser, as a new admin meets them: before anything,
 * the banner saying introductions are off and the empty list; then two visitors leave their details on
 * public Profyles, the admin finds both on the contacts page, tags one, its follow-up is completed
 * through the public link, the list is filtered by the tag, the CSV exported, and the dashboard and
 * analytics count the new introductions and views. Then the follow-up buttons of a contact's page, the
 * follow-up page without a token, and a contact whose enrichment is still running, then fails.
 * One server for the suite (the built api serving the built web app, its contacts enriched by a local
 * stand-in of an enrichment provider); fixtures through the api.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type IntroductionCaptured, introductionStreamId } from '@profyle/domain';
import { SqliteEventStore } from '@profyle/infrastructure';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
let token: string;
/**
 * The enrichment provider's stand-in (the documented protocol: POST {email, ...}, 200 with fields or 404):
 * it knows nobody, except that it keeps a request for `held@` addresses open until the test answers it.
 */
let enrichment: Server;
const held: { email: string; response: ServerResponse }[] = [];
const onHeld: (() => void)[] = [];

const api = async <T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
  const response = await fetch(portal.url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

beforeAll(async () => {
  if (!browserAvailable) return;
  ensureBuilt();
  enrichment = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const email = (JSON.parse(body || '{}') as { email?: string }).email ?? '';
      if (!email.startsWith('held@')) return void response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      held.push({ email, response });
      onHeld.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => enrichment.listen(0, '127.0.0.1', resolve));
  portal = await startPortal({ ENRICHMENT: 'http', ENRICHMENT_URL: `http://127.0.0.1:${(enrichment.address() as AddressInfo).port}/enrich`, ENRICHMENT_PROVIDER: 'stand-in', ENRICHMENT_TIMEOUT_MS: '120000' });
  browser = await launchBrowser();
  const session = await fetch(`${portal.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: OWNER, password: OWNER_PASSWORD }) });
  token = ((await session.json()) as { accessToken: string }).accessToken;
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  for (const { response } of held) response.destroy();
  await new Promise<void>((resolve) => (enrichment ? enrichment.close(() => resolve()) : resolve()));
});

const newPage = async (viewport = { width: 1366, height: 900 }): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport, baseURL: portal.url, acceptDownloads: true });
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

/** Reads until `check` holds (the app saves and projects asynchronously), else fails with the last value. */
const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!check(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  expect(check(last)).toBe(true);
  return last;
};

describeInBrowser('the contacts page of an organisation that has none yet', () => {
  test('says introductions are off, with the way to turn them on, and that there are no contacts yet', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page);
      await page.goto('/portal/contacts');
      await page.getByText('Introductions are turned off for your organisation, so visitors cannot share their details on your Profyles.').waitFor();
      await page.getByRole('heading', { name: 'No contacts yet' }).waitFor();
      await page.getByText('When a visitor fills in the exchange form on one of your people’s Profyles, their details appear here, with who they met and when.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'contacts-empty-disabled');
      await page.getByRole('link', { name: 'Turn on introductions' }).click();
      await page.waitForURL('**/portal/settings?view=INTRODUCTIONS');
    } finally {
      await context.close();
    }
  });
});

describeInBrowser('contacts, analytics and the dashboard in the browser', () => {
  let ada: string;
  let before: { contacts: number; views: number; value: number };

  beforeAll(async () => {
    expect((await api('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'exchange', value: { enabled: true, enableByGroup: false, leadValue: 100, consents: ['Keep me posted'], fields: { company_name: true } } })).status).toBe(200);
    const created = await api('PUT', `/v1/enterprise/${ORG}/people`, { first_name: 'Ada', last_name: 'Byron', position: 'Analyst', email: 'ada.byron@acme-events.example' });
    ada = created.body.personId;
    expect((await api('PUT', `/v1/enterprise/${ORG}/people/${ada}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    const dashboard = (await api('GET', `/v2/org/${ORG}/dashboard`)).body;
    before = { contacts: dashboard.contacts.total, views: dashboard.views.total, value: dashboard.introductions.value };
  });

  test('two visitors leave their details on a public Profyle', async () => {
    const phone = await newPage({ width: 390, height: 844 });
    try {
      for (const visitor of [
        { name: 'Charles Babbage', email: 'charles@engines.example', company: 'Difference Engines' },
        { name: 'Mary Somerville', email: 'mary@science.example', company: 'Royal Society' },
      ]) {
        await phone.page.goto(`/c/${ada}`);
        await phone.page.getByRole('heading', { name: 'Ada Byron' }).waitFor();
        await phone.page.getByRole('link', { name: 'Exchange details' }).click();
        await phone.page.getByLabel('Name', { exact: true }).fill(visitor.name);
        await phone.page.getByLabel('Email', { exact: true }).fill(visitor.email);
        await phone.page.getByLabel('Company name').fill(visitor.company);
        await phone.page.getByLabel('Keep me posted').check();
        await phone.page.getByRole('button', { name: 'Send my details' }).click();
        await phone.page.getByText('Thank you. Your details were sent to Ada.').waitFor();
      }
    } finally {
      await phone.context.close();
    }
  });

  test('the admin finds both contacts, tags one, filters by the tag and exports the CSV', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page);
      await page.goto('/portal/contacts');
      await page.getByRole('heading', { name: 'Contacts', exact: true }).waitFor();
      const names = () => page.locator('tbody tr td:first-child a').allInnerTexts();
      const listed = await eventually(
        async () => {
          await page.reload();
          await page.locator('tbody tr').first().waitFor();
          return names();
        },
        (rows) => rows.some((row) => row.includes('Mary Somerville')) && rows.some((row) => row.includes('Charles Babbage')),
      );
      // Newest first.
      expect(listed.findIndex((row) => row.includes('Mary Somerville'))).toBeLessThan(listed.findIndex((row) => row.includes('Charles Babbage')));
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'contacts-list');

      // Open Charles, tag him.
      await page.getByRole('link', { name: /Charles Babbage/ }).click();
      await page.getByRole('heading', { name: /Charles Babbage/ }).waitFor();
      await page.getByText('Keep me posted').waitFor();
      await page.getByRole('link', { name: 'Ada Byron' }).waitFor();
      const tagInput = page.getByLabel('Add a tag');
      await tagInput.fill('VIP Lead');
      await tagInput.press('Enter');
      await page.locator('[data-tag="vip-lead"]').waitFor();
      await page.getByText('Tags updated').waitFor();
      // Correct his position inline.
      await page.getByRole('button', { name: 'Edit Position' }).click();
      await page.getByLabel('Position').fill('Inventor');
      await page.getByLabel('Position').press('Enter');
      await page.getByText('Position updated').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'contact-detail');

      // Filter the list by the tag: only Charles.
      await page.goto('/portal/contacts');
      await page.locator('button[data-tag="vip-lead"]').click();
      await page.waitForURL(/tags=vip-lead/);
      await eventually(names, (rows) => rows.length === 1 && rows[0].includes('Charles Babbage'));

      // Export what the list shows.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^introductions-acme_events-\d{8}-\d{6}\.csv$/);
      const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('id,ownerId,owner,status,name,company,position,phone,email,website,note,lat,lng,nearestPlace,consents,tags,meta.createdAt');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Charles Babbage,Difference Engines,Inventor,,charles@engines.example');
      expect(lines[1]).toContain('Keep me posted,vip-lead,');
    } finally {
      await context.close();
    }
  });

  test('the follow-up is completed through its public link and the contact shows it', async () => {
    const list = (await api('GET', `/v2/org/${ORG}/people/${ada}/intros?tags=vip-lead`)).body;
    const [charles] = list.data;
    const { body } = await api('POST', `/v2/org/${ORG}/people/${ada}/intros/${charles.id}/follow-up-token`);
    const visitor = await newPage({ width: 390, height: 844 });
    try {
      await visitor.page.goto(`/public/complete-follow-up/${encodeURIComponent(body.token)}`);
      await visitor.page.getByRole('heading', { name: 'Follow Up Complete' }).waitFor();
      await screenshot(visitor.page, 'follow-up-complete');
      // The same link a second time is refused with the server's reason.
      await visitor.page.reload();
      await visitor.page.getByText('This follow-up has already been completed').waitFor();
    } finally {
      await visitor.context.close();
    }
    const { context, page } = await newPage();
    try {
      await signIn(page);
      await page.goto(`/portal/people/${ada}/introductions/${charles.id}`);
      await page.getByText(/^Followed up on /).waitFor();
      await page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Introductions' }).click();
      await page.getByTestId('intro-count').getByText('2').waitFor();
      await page.locator(`tr[data-contact-id="${charles.id}"]`).getByText('Complete').waitFor();
    } finally {
      await context.close();
    }
  });

  test('a contact captured where its position was known shows that place on a map', async () => {
    // No capture in the portal records a position yet (a device or an event supplies it), so the
    // introduction is appended as such a capture would append it.
    const introductionId = randomUUID();
    const at = new Date().toISOString();
    const data: IntroductionCaptured['data'] = {
      introductionId,
      organisationId: ORG,
      personId: ada,
      owner: 'ada.byron@acme-events.example',
      contact: { name: 'Caroline Herschel', email: 'caroline@stars.example', phone: '', company: 'Slough Observatory', website: '', note: '' },
      consents: [],
      via: 'camera',
      country: 'GB',
      eventId: null,
      capturedAt: at,
      position: { lat: 51.5079, lng: -0.5950, nearestPlace: 'Slough' },
    };
    const events = new SqliteEventStore({ file: join(portal.dataDir, 'events.sqlite') });
    try {
      await events.append(introductionStreamId(introductionId), [{ id: randomUUID(), type: 'IntroductionCaptured', data, metadata: { organisationId: ORG, actor: { userId: 'visitor' }, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: at, schemaVersion: 1 } }], 'no-stream');
    } finally {
      await events.close();
    }
    const { context, page } = await newPage();
    try {
      await signIn(page);
      await eventually(async () => (await api('GET', `/v2/org/${ORG}/people/${ada}/intros/${introductionId}`)).status, (status) => status === 200);
      await page.goto(`/portal/contacts/${ada}/${introductionId}`);
      await page.getByRole('heading', { name: /Caroline Herschel/ }).waitFor();
      const map = page.getByTestId('contact-map');
      await map.getByRole('img', { name: 'Map showing where the contact was met: Slough' }).waitFor();
      // The tiles and their credit come from the configured MAP_TILE_URL and MAP_TILE_ATTRIBUTION (defaults here).
      await map.getByText('© OpenStreetMap contributors').waitFor();
      expect(await map.locator('img').count()).toBe(15);
      expect(await map.locator('img').first().getAttribute('src')).toMatch(/^https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png$/);
      await page.getByRole('link', { name: 'Open map at 51.5079, -0.5950' }).waitFor();
      expect(await page.getByText('Slough', { exact: true }).count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'contact-with-position');
    } finally {
      await context.close();
    }
  });

  test('the dashboard and analytics count the new introductions and views', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page);
      await page.goto('/portal/dashboard');
      await page.getByTestId('dashboard-contacts').getByText(String(before.contacts + 3)).waitFor();
      await page.getByTestId('dashboard-intro-value').getByText(/£\s?300|300/).first().waitFor();
      const views = Number((await page.getByTestId('dashboard-views').locator('div').nth(2).innerText()).replace(/\D/g, ''));
      expect(views).toBeGreaterThanOrEqual(before.views + 2);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'dashboard-with-data');

      // Hide the getting-started guide, then undo from the snackbar.
      await page.getByRole('button', { name: 'Hide guide' }).click();
      await page.getByTestId('getting-started').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByTestId('getting-started').waitFor();

      await page.goto('/portal/analytics?view=INTROS&preset=7d');
      await page.getByRole('heading', { name: 'Analytics' }).waitFor();
      await page.getByTestId('analytics-total').getByText(/^[2-9]|\d{2,}/).waitFor();
      await page.getByTestId('analytics-top').getByText('Ada Byron').waitFor();
      await page.getByTestId('analytics-chart').locator('svg').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'analytics-introductions');

      // A custom range turns the comparison off; a start after the end is refused.
      await page.getByLabel('Period', { exact: true }).selectOption('custom');
      await page.getByLabel('Start date').waitFor();
      expect(await page.getByRole('switch', { name: /Compare with the previous period/ }).isDisabled()).toBe(true);
      await page.getByLabel('Start date').fill('2026-12-31');
      await page.getByLabel('End date').fill('2026-01-01');
      await page.getByText('The start date must not be after the end date').waitFor();
    } finally {
      await context.close();
    }
  });
  test("a contact's follow-up buttons: the copied link completes it for whoever opens it, the button completes it at once", async () => {
    const contacts = (await api('GET', `/v2/org/${ORG}/people/${ada}/intros`)).body.data as { id: string; name: string; status: string }[];
    const mary = contacts.find((contact) => contact.name === 'Mary Somerville') as { id: string; status: string };
    const caroline = contacts.find((contact) => contact.name === 'Caroline Herschel') as { id: string; status: string };
    expect([mary.status, caroline.status]).toEqual(['pending', 'pending']);
    const { context, page } = await newPage();
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url });
      await signIn(page);
      await page.goto(`/portal/contacts/${ada}/${mary.id}`);
      await page.getByText('This contact has not been followed up yet.').waitFor();
      await page.getByRole('button', { name: 'Copy follow-up link' }).click();
      await page.getByText('Follow-up link copied: whoever opens it marks this contact followed up').waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`^${portal.url.replace(/[.]/g, '\\.')}/public/complete-follow-up/${mary.id}\\.`));
      const visitor = await context.newPage();
      await visitor.goto(link);
      await visitor.getByRole('heading', { name: 'Follow Up Complete' }).waitFor();
      await visitor.close();
      await page.reload();
      await page.getByText(/^Followed up on /).waitFor();

      await page.goto(`/portal/contacts/${ada}/${caroline.id}`);
      await page.getByRole('button', { name: 'Complete Follow Up' }).click();
      await page.getByText('Follow-up marked complete').waitFor();
      await page.getByText(/^Followed up on /).waitFor();
      expect(await page.getByRole('button', { name: 'Complete Follow Up' }).count()).toBe(0);
      expect((await api('GET', `/v2/org/${ORG}/people/${ada}/intros/${caroline.id}`)).body.status).toBe('complete');
    } finally {
      await context.close();
    }
  });

  test("the follow-up page opened without a token says so", async () => {
    const { context, page } = await newPage({ width: 390, height: 844 });
    try {
      await page.goto('/public/complete-follow-up/');
      await page.getByText('No token provided.', { exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Follow Up Complete' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a contact whose details are still being looked up shows the warning and placeholders, then the enrichment error', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page);
      const asked = new Promise<void>((resolve) => onHeld.push(resolve));
      const exchange = await fetch(`${portal.url}/c/${ada}/exchange`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ name: 'Hertha Ayrton', email: 'held@ayrton.example' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(exchange.status).toBe(303);
      // The provider has the request and has not answered: the contact is pending.
      await asked;
      const contact = await eventually(
        async () => ((await api('GET', `/v2/org/${ORG}/people/${ada}/intros`)).body.data as { id: string; email: string; enrichmentStatus: string }[]).find((each) => each.email === 'held@ayrton.example'),
        (found) => found?.enrichmentStatus === 'pending',
      );
      await page.goto(`/portal/contacts/${ada}/${contact?.id}`);
      await page.getByRole('heading', { name: /Hertha Ayrton/ }).waitFor();
      await page.getByText('We are still looking up this contact’s details; some fields may fill in shortly.').waitFor();
      // The company the visitor left empty is a placeholder while the lookup runs.
      await page.getByText('Finding details…').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'contact-enrichment-pending');

      // The provider fails: the page says so, and the placeholders are gone.
      const [request] = held.splice(0);
      request.response.writeHead(503, { 'content-type': 'application/json' }).end('{}');
      await eventually(async () => (await api('GET', `/v2/org/${ORG}/people/${ada}/intros/${contact?.id}`)).body.enrichmentError, (error) => error === 'Enrichment provider answered 503');
      await page.reload();
      await page.getByText('Data enrichment error').waitFor();
      await page.getByText('Their details could not be looked up: Enrichment provider answered 503').waitFor();
      expect(await page.getByText('We are still looking up this contact’s details; some fields may fill in shortly.').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
