/// <reference lib="dom" />
/**
 * Events in a real browser, as a new admin meets them: create an event by searching a city, set its
 * radius by zooming the map, give it a layout for one group, open a member's public Profyle during the
 * event and see that layout, schedule a notification and cancel it, see the ROI once a cost is set,
 * follow the event's contacts to the contacts list filtered by it (named, not by id), see its amounts in
 * the portal's language, and delete it (Escape first cancels).
 * The maps load their tiles from a loopback tile server (MAP_TILE_URL), so no internet is needed. One
 * server for the suite (the built api serving the built web app); fixtures through the api.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { ensureBuilt, type PortalServer, startPortal } from './support/portal-server';

jest.setTimeout(240_000);

const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable) console.warn(`test/e2e: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
const describeInBrowser = browserAvailable ? describe : describe.skip;

const ORG = 'acme_events';
const OWNER = 'owner@acme-events.example';
const OWNER_PASSWORD = 'acme-owner-demo';
// A 1x1 PNG: every tile of the loopback tile server.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let portal: PortalServer;
let browser: Browser;
let tiles: Server;
const tileRequests: string[] = [];
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
const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

beforeAll(async () => {
  if (!browserAvailable) return;
  ensureBuilt();
  tiles = createServer((request, response) => {
    tileRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    response.end(TILE);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  const tileUrl = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/{z}/{x}/{y}.png`;
  portal = await startPortal({ MAP_TILE_URL: tileUrl, MAP_TILE_ATTRIBUTION: 'Test tiles' });
  browser = await launchBrowser();
  const session = await fetch(`${portal.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: OWNER, password: OWNER_PASSWORD }) });
  token = ((await session.json()) as { accessToken: string }).accessToken;
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await new Promise<void>((resolve) => (tiles ? tiles.close(() => resolve()) : resolve()));
});

const signIn = async (page: Page): Promise<void> => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Sign in using a password' }).click();
  await page.getByLabel('Email address').fill(OWNER);
  await page.locator('input[name=password]').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/portal/**');
};

describeInBrowser('events in a browser', () => {
  test('an admin creates an event by city, sets its radius on the map, gives a group its layout, notifies and cancels, and sees the ROI', async () => {
    // Fixtures: a layout for the event, a group with one member who holds a Profyle, introductions on.
    const layout = await api('POST', `/v1/enterprise/${ORG}/configurations`, { label: 'Summit look', name: 'Summit Stand Ltd', template: 'headshot-2024' });
    expect(layout.status).toBe(201);
    const group = await api('POST', `/v1/enterprise/${ORG}/groups`, { name: 'Stand crew', parent_id: 'none', configuration_id: 'default', enable_exchange: true, location_ids: [] });
    expect(group.status).toBe(200);
    const member = await api('PUT', `/v1/enterprise/${ORG}/people`, { first_name: 'Rosalind', last_name: 'Franklin', position: 'Host', email: 'rosalind@acme-events.example', group_id: group.body.id });
    expect(member.status).toBe(201);
    const personId = member.body.personId as string;
    expect((await api('PUT', `/v1/enterprise/${ORG}/people/${personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    expect((await api('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'exchange', value: { enabled: true, enableByGroup: false, consents: [], fields: { company_name: true } } })).status).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: portal.url });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    // Saving waits for the read models (read-your-writes): slower while every other suite runs too.
    page.setDefaultNavigationTimeout(30_000);
    try {
      await signIn(page);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' }).click();
      await page.waitForURL('**/portal/events');
      await page.getByText('No events yet').waitFor();
      await page.getByRole('link', { name: 'Create your first event' }).click();
      await page.waitForURL('**/portal/events/create');

      // The name, then the city: searched through the offline gazetteer and picked from the results.
      await page.getByLabel('Name').fill('Paris Expo');
      await page.getByLabel('Location').fill('Paris');
      await page.getByRole('form', { name: 'Create event' }).getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: /^Paris, .*France$/ }).click();
      expect(await page.getByLabel('Location').inputValue()).toMatch(/^Paris, .*France$/);
      // The map opened on its tiles from the configured server; zooming in halves the radius.
      await page.locator('[data-map-ready="true"]').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.leaflet-tile-loaded').length > 0);
      await page.getByTestId('event-radius').getByText('Radius: 6.4 km').waitFor();
      await page.locator('a.leaflet-control-zoom-in').click();
      await page.getByTestId('event-radius').getByText('Radius: 3.2 km').waitFor();

      const now = new Date();
      await page.getByLabel('Start').fill(localInput(new Date(now.getTime() - 3_600_000)));
      await page.getByLabel('End').fill(localInput(new Date(now.getTime() - 7_200_000)));
      await page.getByText('End time cannot be before start time').waitFor();
      expect(await page.getByRole('form', { name: 'Create event' }).getByRole('button', { name: 'Create event' }).isDisabled()).toBe(true);
      await page.getByLabel('End').fill(localInput(new Date(now.getTime() + 4 * 3_600_000)));

      // For one group, with its own layout.
      await page.getByRole('radio', { name: /Groups/ }).check();
      await page.getByText('No groups selected').waitFor();
      await page.getByLabel('Filter groups').fill('St');
      await page.getByText('Please enter at least 3 characters.').waitFor();
      await page.getByLabel('Filter groups').fill('Stand');
      await page.getByRole('checkbox', { name: 'Stand crew' }).check();
      await page.getByLabel('Layout during the event').selectOption({ label: 'Summit look' });
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'events-form');
      // The api answers once the read models hold the event (read-your-writes), which takes longer on a busy machine.
      const [createdAnswer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/v2/org/${ORG}/events`, { timeout: 45_000 }),
        page.getByRole('form', { name: 'Create event' }).getByRole('button', { name: 'Create event' }).click(),
      ]);
      expect({ status: createdAnswer.status(), body: createdAnswer.status() === 201 ? null : await createdAnswer.text() }).toEqual({ status: 201, body: null });
      await page.waitForURL(/\/portal\/events\/(?!create)[^/]+$/, { timeout: 30_000 });
      const eventId = page.url().split('/').pop() as string;
      await page.getByRole('heading', { name: 'Paris Expo' }).waitFor();
      await page.getByText('ACTIVE').first().waitFor();
      await page.getByText('Summit look').waitFor();
      const stored = await api('GET', `/v2/org/${ORG}/events/${eventId}`);
      expect(stored.body).toMatchObject({ radius: 3200, attendeeType: 'group', attendeeGroupIds: [group.body.id], configId: layout.body.id, country: 'FR' });

      // During the event the member's public Profyle shows the event's layout.
      const profyle = await context.newPage();
      await profyle.goto(`/c/${personId}`);
      expect(await profyle.locator('body').getAttribute('class')).toBe('theme-headshot-2024');
      await profyle.getByText('Summit Stand Ltd').waitFor();
      await profyle.close();

      // A notification, scheduled, then cancelled after the spec's confirmation.
      await page.getByRole('link', { name: 'Schedule Notification' }).click();
      await page.waitForURL('**/notifications/new');
      await page.getByText('1 attendee').waitFor();
      await page.getByLabel('Title').fill('Doors open at the Paris Expo stand right now');
      await page.getByText('Titles over 26 characters may be truncated on mobile devices').waitFor();
      await page.getByRole('textbox', { name: 'Message' }).fill('Come to stand B12 for a demo.');
      await page.getByRole('button', { name: 'Schedule notification' }).click();
      await page.waitForURL(/\/notifications\/(?!new)[^/]+$/);
      await page.getByText('Pending').first().waitFor();
      await page.getByRole('button', { name: 'Cancel Notification' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure you want to cancel this notification? This action cannot be undone.').waitFor();
      await dialog.getByRole('button', { name: 'Cancel Notification' }).click();
      await page.getByText('Notification cancelled successfully').waitFor();
      // The status chip (not the snackbar, which says 'cancelled' too), and no Cancel button any more.
      await page.getByText('Cancelled', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Cancel Notification' }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Show deliveries' }).click();
      await page.getByText('No notifications have been sent').waitFor();

      // A visitor leaves their details on the Profyle during the event: one contact, worth the lead value.
      const exchange = await fetch(`${portal.url}/c/${personId}/exchange`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ name: 'Visitor', email: 'visitor@elsewhere.example', notes: 'Met at the stand' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(exchange.status).toBe(303);

      // No cost yet: '-.-x' and a link to set it, which opens the form with the value section open.
      await page.goto(`/portal/events/${eventId}`);
      await page.locator('[data-stat="ROI"]').getByText('-.-x').waitFor();
      await page.getByRole('link', { name: 'Set event cost' }).click();
      await page.waitForURL('**/edit?expand=true');
      await page.getByLabel('Event cost').fill('1000');
      await page.getByRole('button', { name: 'Save event' }).click();
      await page.waitForURL(/\/portal\/events\/[^/]+$/);
      await page.locator('[data-stat="Contacts"]').getByText('1').waitFor();
      // 1 contact x 3,980 / 1,000
      await page.locator('[data-stat="ROI"]').getByText('4.0x').waitFor();
      await page.getByRole('link', { name: 'Visitor' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'events-detail');

      // The contacts count and the related contacts lead to the contacts list filtered by the event, named.
      expect(await page.getByRole('link', { name: 'Open in Contacts' }).getAttribute('href')).toBe(`/portal/contacts?event=${eventId}`);
      await page.getByRole('link', { name: 'View contacts' }).click();
      await page.waitForURL(`**/portal/contacts?event=${eventId}`);
      await page.getByRole('link', { name: 'Event: Paris Expo' }).waitFor();
      const eventFilter = page.getByRole('combobox', { name: 'Event', exact: true });
      expect(await eventFilter.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toMatch(/^Paris Expo \(.+\)$/);
      // The contacts load on their own, after the filter's name: count the rows once the list is on
      // screen and not refetching (a refetch marks the table aria-busy).
      const contactRows = page.getByRole('table', { name: 'Contacts' }).and(page.locator(':not([aria-busy])')).locator('tbody tr');
      await contactRows.first().waitFor();
      expect(await contactRows.count()).toBe(1);
      await page.locator('tbody tr').getByRole('link', { name: /Visitor/ }).click();
      await page.getByRole('heading', { name: /Visitor/ }).waitFor();
      // The contact names the event it was captured at, linked to it.
      expect(await page.getByRole('link', { name: 'Paris Expo' }).getAttribute('href')).toBe(`/portal/events/${eventId}`);
      expect(await page.getByText(eventId).count()).toBe(0);
      await page.goBack();
      // The picker offers every event with contacts; 'All events' lifts the filter.
      await eventFilter.selectOption('');
      await page.waitForURL(/\/portal\/contacts$/);
      await page.getByRole('link', { name: /^Event: / }).waitFor({ state: 'detached' });
      await eventFilter.selectOption({ label: (await eventFilter.locator('option').nth(1).textContent()) as string });
      await page.waitForURL(`**/portal/contacts?event=${eventId}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/portal/events/${eventId}`);
      await page.getByRole('heading', { name: 'Paris Expo' }).waitFor();

      // The list and the map with its pin.
      await page.goto('/portal/events');
      await page.getByRole('link', { name: 'Paris Expo' }).first().waitFor();
      await page.getByRole('button', { name: 'Map' }).click();
      await page.waitForURL(/\/portal\/events\?view=map$/);
      await page.locator('path.event-pin-green').waitFor();
      await page.locator('path.event-pin-green').click();
      await page.getByRole('button', { name: 'View Event' }).click();
      await page.waitForURL(`**/portal/events/${eventId}`);
      expect(tileRequests.length).toBeGreaterThan(0);

      // Amounts follow the portal's language, not the browser's (this browser speaks US English).
      await page.locator('[data-stat="Lead Value"]').getByText('£3,980.00').waitFor();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      const german = await page.evaluate(() => new Intl.NumberFormat('de', { style: 'currency', currency: 'GBP' }).format(3980));
      await page.locator('[data-stat="Lead-Wert"]').getByText(german, { exact: true }).waitFor();
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
      await page.waitForFunction(() => document.documentElement.lang.startsWith('en'));

      // Delete: Escape cancels back to the event; then deleted, with the spec's words.
      await page.getByRole('link', { name: 'Delete' }).click();
      await page.waitForURL(`**/portal/events/${eventId}/delete`);
      await page.getByRole('button', { name: 'Delete Event' }).waitFor();
      await page.keyboard.press('Escape');
      await page.waitForURL(`**/portal/events/${eventId}`);
      await page.getByRole('heading', { name: 'Paris Expo' }).waitFor();
      expect((await api('GET', `/v2/org/${ORG}/events/${eventId}`)).status).toBe(200);
      await page.getByRole('link', { name: 'Delete' }).click();
      await page.getByRole('button', { name: 'Delete Event' }).click();
      await page.getByText("Event 'Paris Expo' deleted", { exact: true }).waitFor();
      await page.waitForURL(/\/portal\/events$/);
      expect((await api('GET', `/v2/org/${ORG}/events/${eventId}`)).status).toBe(404);
    } catch (error) {
      await screenshot(page, 'events-failure').catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });
  test("a notification's delivery log pages through its recipients", async () => {
    const people: string[] = [];
    for (let i = 0; i < 60; i++) {
      const created = await api('PUT', `/v1/enterprise/${ORG}/people`, { first_name: `Guest${i}`, last_name: 'Paging', position: 'Guest', email: `guest${String(i).padStart(2, '0')}@paging.example` });
      expect(created.status).toBe(201);
      people.push(created.body.personId);
    }
    const now = Date.now();
    const event = await api('POST', `/v2/org/${ORG}/events`, { name: 'Paging Gala', location: 'London', start: new Date(now - 3_600_000).toISOString(), end: new Date(now + 3_600_000).toISOString(), attendee_type: 'list', attendee_people_ids: people });
    expect(event.status).toBe(201);
    const notification = await api('POST', `/v2/org/${ORG}/events/${event.body.id}/notifications`, { title: 'Welcome to the gala', body: 'Coats to the left.', send_time: new Date(now + 1500).toISOString() });
    expect(notification.status).toBe(201);
    const path = `/v2/org/${ORG}/events/${event.body.id}/notifications/${notification.body.id}`;
    const deadline = Date.now() + 30_000;
    while ((await api('GET', path)).body.status !== 'sent') {
      if (Date.now() > deadline) throw new Error('the notification was not sent');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: portal.url });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    // Saving waits for the read models (read-your-writes): slower while every other suite runs too.
    page.setDefaultNavigationTimeout(30_000);
    try {
      await signIn(page);
      await page.goto(`/portal/events/${event.body.id}/notifications/${notification.body.id}`);
      await page.getByText('60 of 60 delivered').waitFor();
      await page.getByRole('button', { name: 'Show deliveries' }).click();
      const rows = page.getByRole('table', { name: 'Deliveries' }).locator('tbody tr');
      // The rows of a new page arrive after its range shows.
      const rowsToBe = (count: number) => page.waitForFunction((n) => document.querySelectorAll('table[aria-label="Deliveries"] tbody tr').length === n, count);
      await page.getByText('1–60 of 60').waitFor();
      await rowsToBe(60);
      // 50 a page: the first 50, then the last 10; the page is in the URL.
      await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
      await page.waitForURL(/pageSize=50$/);
      await page.getByText('1–50 of 60').waitFor();
      await rowsToBe(50);
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '1' && url.searchParams.get('pageSize') === '50');
      await page.getByText('51–60 of 60').waitFor();
      await rowsToBe(10);
      const emails = await rows.locator('td:first-child').allInnerTexts();
      expect(emails).toHaveLength(10);
      // A reload opens the table on the same page.
      await page.reload();
      await page.getByText('51–60 of 60').waitFor();
      await rowsToBe(10);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'notification-deliveries-paged');
    } catch (error) {
      await screenshot(page, 'notification-paging-failure').catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });
});

