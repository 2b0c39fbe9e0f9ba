/// <reference lib="dom" />
/**
 * Groups, addresses, settings and the people CSV in a real browser, as a new admin meets them: the
 * built api serving the built web app with the demo organisation, Debian's chromium.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { ensureBuilt, type PortalServer, startPortal } from './support/portal-server';

jest.setTimeout(240_000);

const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable) console.warn(`test/e2e: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
const describeInBrowser = browserAvailable ? describe : describe.skip;

const OWNER = 'owner@acme-events.example';
const OWNER_PASSWORD = 'acme-owner-demo';
/** A 1 × 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let portal: PortalServer;
let browser: Browser;

beforeAll(async () => {
  if (!browserAvailable) return;
  ensureBuilt();
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const snackbar = (page: Page, text: string) => page.locator('[data-severity]', { hasText: text });

const signedIn = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: portal.url, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Sign in using a password' }).click();
  await page.getByLabel('Email address').fill(OWNER);
  await page.locator('input[name=password]').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/portal/**');
  return { context, page };
};

const inBrowser = (name: string, body: (page: Page) => Promise<void>) =>
  test(name, async () => {
    const { context, page } = await signedIn();
    try {
      await body(page);
    } catch (error) {
      await screenshot(page, `failure-${name.slice(0, 60).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });

const createGroup = async (page: Page, name: string, parent?: string) => {
  await page.goto('/portal/groups/new');
  await page.getByLabel('Group name').fill(name);
  if (parent) await page.getByLabel('Parent group').selectOption({ label: parent });
  await page.getByRole('button', { name: 'Create Group' }).click();
  await snackbar(page, `New group created: ${name}`).waitFor();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
};

const setPersonGroup = async (page: Page, person: string, group: string) => {
  await page.goto('/portal/people');
  await page.getByRole('link', { name: person }).click();
  await page.getByRole('link', { name: 'Edit' }).first().click();
  await page.getByRole('combobox', { name: 'Group', exact: true }).and(page.locator(':enabled')).selectOption({ label: group });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await snackbar(page, `Updated Person (${person})`).waitFor();
};

describeInBrowser('groups, addresses, settings and the people CSV in a browser', () => {
  inBrowser('builds a three-level group tree and deletes the middle group after moving its people', async (page) => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Groups' }).click();
    await page.getByText('No groups yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Create your first group' }).click();
    await page.getByRole('button', { name: 'Create Group' }).click();
    await page.getByText('Group name is required').waitFor();
    await createGroup(page, 'Company');
    await createGroup(page, 'Sales', 'Company');
    await createGroup(page, 'EMEA', 'Company › Sales');

    await page.goto('/portal/groups');
    const rows = page.locator('tbody tr');
    await page.getByRole('link', { name: 'EMEA', exact: true }).waitFor();
    await expect(rows.locator('td:first-child').allInnerTexts()).resolves.toEqual(['Company', 'Sales', 'EMEA']);
    await expect(page.locator('[data-depth]').evaluateAll((spans) => spans.map((span) => (span as HTMLElement).style.paddingInlineStart || getComputedStyle(span).paddingInlineStart))).resolves.toEqual(['0px', '20px', '40px']);
    await screenshot(page, 'groups-tree');
    expect(await seriousViolations(page)).toEqual([]);

    // A group's parent cannot be one of its own subgroups: they are not offered.
    await page.getByRole('link', { name: 'Company', exact: true }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Group' }).waitFor();
    await page.getByLabel('Parent group').and(page.locator(':enabled')).waitFor();
    await expect(page.getByLabel('Parent group').locator('option').allInnerTexts()).resolves.toEqual(['None (top level)']);

    await setPersonGroup(page, 'Ada Lovelace', 'Company › Sales');
    await page.getByRole('link', { name: 'Group: Sales' }).waitFor();

    // Sales has a person: the delete page says so and does not delete.
    await page.goto('/portal/groups');
    await page.getByRole('link', { name: 'Sales', exact: true }).click();
    await page.getByText('1 person').waitFor();
    await page.getByRole('link', { name: 'Delete' }).click();
    await page.getByText("Unable to delete 'Sales' because it has 1 associated cards. You must move all cards to another group before deleting this group.").waitFor();
    await page.getByText('You can not delete a group that still has people associated to it. Remove all people from the group and try again.').waitFor();
    await expect(page.getByRole('button', { name: 'Delete group' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'group-delete-refused');
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/portal\/groups\/[^/]+$/);

    // The people list by group includes subgroups.
    await setPersonGroup(page, 'Ada Lovelace', 'Company › Sales › EMEA');
    await page.goto('/portal/groups');
    const companyHref = await page.getByRole('link', { name: 'Company', exact: true }).getAttribute('href');
    await page.goto(`/portal/people?group=${companyHref?.split('/').pop()}`);
    await page.getByRole('link', { name: 'Ada Lovelace' }).waitFor();
    await page.getByRole('link', { name: 'Grace Hopper' }).waitFor({ state: 'detached' });

    await page.goto('/portal/groups');
    await page.getByRole('link', { name: 'Sales', exact: true }).click();
    await page.getByRole('link', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete group' }).click();
    await snackbar(page, "Group 'Sales' deleted").waitFor();
    await page.waitForURL('**/portal/groups');
    await page.getByRole('link', { name: 'EMEA', exact: true }).waitFor();
    // The list can show its cached tree (Sales still in it) while it refetches after the delete.
    await page.getByRole('link', { name: 'Sales', exact: true }).waitFor({ state: 'detached' });
    await expect(page.locator('tbody tr td:first-child').allInnerTexts()).resolves.toEqual(['Company', 'EMEA']);
    await expect(page.locator('[data-depth]').last().getAttribute('data-depth')).resolves.toBe('1');
  });

  inBrowser('creates an address, sees it in the person form, uploads a cropped photo, and renames addresses', async (page) => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Addresses' }).click();
    await page.getByText('No addresses available').waitFor();
    await page.getByRole('link', { name: 'New Address' }).first().click();
    await page.getByRole('button', { name: 'Create Address' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Address Line 1 is required').waitFor();
    await expect(page.getByLabel('Country').inputValue()).resolves.toBe('United Kingdom');
    await page.getByLabel('Name').fill('Head Office');
    await page.getByLabel('Address Line 1').fill('1 Main Street');
    await page.getByLabel('City').fill('London');
    await page.getByRole('button', { name: 'Create Address' }).click();
    await snackbar(page, 'New location created: Head Office').waitFor();
    await page.getByRole('heading', { name: 'Head Office', level: 1 }).waitFor();
    await page.getByText('Created by owner@acme-events.example').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/portal/people');
    await page.getByRole('link', { name: 'Grace Hopper' }).click();
    await page.getByRole('link', { name: 'Edit' }).first().click();
    await page.getByLabel('Address shown on the Profyle').selectOption('list');
    await page.getByLabel('Choose from your addresses').selectOption({ label: 'Head Office' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('1 Main Street, London, United Kingdom').waitFor();

    // The photo: chosen, cropped in the dialog, uploaded as a JPEG.
    await page.locator('#person-photo_url').setInputFiles({ name: 'grace.png', mimeType: 'image/png', buffer: PNG });
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await crop.getByText('Zoom', { exact: true }).waitFor();
    await crop.getByRole('slider').fill('2');
    await screenshot(page, 'photo-crop');
    await crop.getByRole('button', { name: 'Save image' }).click();
    await crop.waitFor({ state: 'detached' });
    await expect(page.getByRole('img', { name: 'Image preview' }).getAttribute('src')).resolves.toMatch(/\/v1\/images\/acme_events\/[0-9a-f-]{36}\.jpg$/);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await snackbar(page, 'Updated Person (Grace Hopper)').waitFor();
    await page.getByRole('link', { name: '1 Main Street, London, United Kingdom' }).waitFor();

    // The address now says who uses it, and cannot be deleted.
    await page.getByRole('link', { name: '1 Main Street, London, United Kingdom' }).click();
    await page.getByRole('link', { name: 'Grace Hopper' }).waitFor();
    await page.getByRole('link', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Delete address' }).isDisabled()).resolves.toBe(true);

    // The organisation calls its addresses Offices: the portal follows.
    await page.goto('/portal/settings');
    await page.getByRole('combobox', { name: 'Name for addresses' }).selectOption('Offices');
    await page.getByRole('form', { name: 'Name for addresses' }).getByRole('button', { name: 'Save' }).click();
    await snackbar(page, 'Setting updated successfully').waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Offices' }).click();
    await page.getByRole('heading', { name: 'Offices', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New Office' }).first().waitFor();
    await page.goto('/portal/settings?view=AUDIT_LOG');
    await page.getByText('Changed the setting locationsName').waitFor();
    await page.getByText('Addresses → Offices').waitFor();
    await page.getByRole('tab', { name: 'Languages' }).click();
    await page.waitForURL(/view=LANGUAGES/);
    await page.getByRole('row', { name: /English.*Default/ }).waitFor();
    await screenshot(page, 'settings-languages');
    expect(await seriousViolations(page)).toEqual([]);
  });

  inBrowser('imports a CSV with one bad row among good ones, then exports people and re-imports the file with no change', async (page) => {
    await page.goto('/portal/settings?view=IMPORT_EXPORT');
    await page.getByRole('tab', { name: 'Import/Export', selected: true }).waitFor();
    const csv = ['first_name,last_name,position,email', 'Mary,Jackson,Engineer,mary.jackson@acme-events.example', ',Nobody,Clerk,nobody@acme-events.example', 'Dorothy,Vaughan,Supervisor,dorothy.vaughan@acme-events.example'].join('\n');
    await page.locator('#import-file').setInputFiles({ name: 'new-people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const results = page.getByRole('dialog', { name: 'Import results' });
    await results.getByText('2 people imported, 1 skipped').waitFor();
    await expect(results.getByRole('columnheader').allInnerTexts()).resolves.toEqual(['STATUS', 'ID', 'EMAIL', 'ERRORS'].map((text) => expect.stringMatching(new RegExp(text, 'i'))) as never);
    await results.getByRole('row', { name: /nobody@acme-events\.example.*Row 3: First name is required/ }).waitFor();
    await screenshot(page, 'import-results');
    expect(await seriousViolations(page)).toEqual([]);
    await results.getByRole('button', { name: 'Close' }).first().click();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export People (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^people-acme_events-\d{8}-\d{6}\.csv$/);
    const exported = readFileSync(await download.path());
    const people = exported.toString('utf8').trim().split('\r\n').length - 1;
    await page.locator('#import-file').setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: exported });
    await results.getByText(`${people} people imported, 0 skipped`).waitFor();
    await expect(results.getByText('Added').count()).resolves.toBe(0);
    await expect(results.getByText('Updated', { exact: true }).count()).resolves.toBe(people);
    await results.getByRole('button', { name: 'Close' }).first().click();
    // Nothing changed, so the audit log has no new entry and nobody's record moved.
    await page.goto('/portal/people');
    await page.getByText(`${people} people`).waitFor();
  });
});
