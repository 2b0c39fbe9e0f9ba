/// <reference lib="dom" />
/**
 * Events in a real browser, as a new admin meets them: create an event by searching a city, set its
 * radius by zooming the map, give it a layout for one group, open a member's public Profyle during the
 * event and see that layout, schedule a notification and cancel it, and see the ROI once a cost is set.
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
      await page.getByRole('form', { name: 'Create event' }).getByRole('button', { name: 'Create event' }).click();
      await page.waitForURL(/\/portal\/events\/(?!create)[^/]+$/);
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
      await page.getByText('Cancelled').first().waitFor();
      expect(await page.getByRole('button', { name: 'Cancel Notification' }).count()).toBe(0);
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
    } catch (error) {
      await screenshot(page, 'events-failure').catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });
});

