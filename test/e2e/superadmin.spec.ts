/// <reference lib="dom" />
/**
 * The superadmin and partner tools in a real browser, as a new user meets them: the organisations list
 * (New Demos, impersonation, close and reopen from the dashboard's Super Admin area), affiliates, a
 * partner admin creating a demo from the account switcher, and what a closed organisation's admin sees.
 * One built portal with the demo seed; fixtures made through the api.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { apiAs, type Credentials, cspViolations, DEMO_OWNER, DEMO_SUPERADMIN, newPortalPage, signInWithPassword, snackbar } from './support/pages';
import { ensureBuilt, type PortalServer, startPortal } from './support/portal-server';

jest.setTimeout(240_000);

const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable) console.warn(`test/e2e: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
const describeInBrowser = browserAvailable ? describe : describe.skip;

const OWNER = DEMO_OWNER;
const SUPERADMIN = DEMO_SUPERADMIN;

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

const signedIn = async (who: Credentials): Promise<{ context: BrowserContext; page: Page }> => {
  const { context, page } = await newPortalPage(browser, portal.url, { clipboard: true });
  await signInWithPassword(page, who);
  return { context, page };
};

const inBrowser = (name: string, who: Credentials, body: (page: Page) => Promise<void>) =>
  test(name, async () => {
    const { context, page } = await signedIn(who);
    try {
      await body(page);
      expect(await cspViolations(page)).toEqual([]);
    } catch (error) {
      await screenshot(page, `failure-${name.slice(0, 60).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });

describeInBrowser('superadmin and partner tools in a browser', () => {
  inBrowser('finds a new demo under New Demos, impersonates it, extends, closes and reopens it', SUPERADMIN, async (page) => {
    const api = await apiAs(portal.url, SUPERADMIN);
    await api('POST', '/v1/enterprise', { name: 'Brightside Events', is_demo: true, subscriptions: 3, org_size: 30 });

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Organisations' }).click();
    await page.getByRole('heading', { name: 'Organisations', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'New Demos' }).click();
    await page.waitForURL('**/portal/orgs?tab=new_demos');
    const row = page.locator('tbody tr', { hasText: 'Brightside Events' });
    await row.waitFor();
    await expect(row.locator('td').allInnerTexts()).resolves.toEqual([expect.stringContaining('brightside_events'), '30', '0/3', 'Enterprise', expect.any(String)]);
    await expect(page.getByRole('columnheader').allTextContents()).resolves.toEqual(['Name', 'Org size', 'Subscriptions used/purchased', 'Account Type', 'Created']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'orgs-new-demos');

    // Not a customer; found by search in All.
    await page.getByRole('tab', { name: 'Customers' }).click();
    await page.locator('tbody tr', { hasText: 'Acme Events Ltd' }).waitFor();
    await expect(page.locator('tbody tr', { hasText: 'Brightside Events' }).count()).resolves.toBe(0);
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByLabel('Search organisations').fill('bright');
    await page.waitForURL('**/portal/orgs?search=bright');
    await page.locator('tbody tr', { hasText: 'Acme Events Ltd' }).waitFor({ state: 'detached' });
    await expect(page.locator('tbody tr').count()).resolves.toBe(1);

    // A row opens the organisation as the superadmin.
    await page.getByRole('button', { name: 'Open Brightside Events as superadmin' }).click();
    await page.waitForURL('**/portal/dashboard');
    await page.getByText('You are viewing Brightside Events, which is not your own organisation.').waitFor();
    const area = page.getByRole('region', { name: 'Super Admin' });
    await area.waitFor();
    await area.getByText('brightside_events').waitFor();

    await area.getByRole('button', { name: 'Extend demo by 45 days' }).click();
    await snackbar(page, 'Demo extended until').waitFor();

    await area.getByRole('button', { name: 'Close account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close Brightside Events?' });
    await confirm.getByText('Its data is kept for 90 days').waitFor();
    await confirm.getByRole('button', { name: 'Close account' }).click();
    await snackbar(page, 'Account closed: Brightside Events').waitFor();
    await area.getByText('This account was closed on').waitFor();
    await screenshot(page, 'superadmin-area-closed');

    await page.goto('/portal/orgs?tab=closed');
    await page.locator('tbody tr', { hasText: 'Brightside Events' }).waitFor();
    await page.goto('/portal/dashboard');
    await area.getByRole('button', { name: 'Reopen account' }).click();
    await snackbar(page, 'Account reopened: Brightside Events').waitFor();
    await area.getByRole('button', { name: 'Close account' }).waitFor();

    // The organisation's audit log records the support access under the superadmin's own name.
    const audit = await api('GET', '/v1/enterprise/brightside_events/audit');
    expect(JSON.stringify(audit)).toContain('support@profyle.example');

    await page.getByRole('button', { name: 'Return to my organisation' }).click();
    await expect(page.getByText('You are viewing Brightside Events').count()).resolves.toBe(0);
  });

  inBrowser('creates, edits and archives an affiliate', SUPERADMIN, async (page) => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Affiliates' }).click();
    await page.getByText('No affiliates yet').waitFor();
    await page.getByRole('link', { name: 'New affiliate' }).click();
    // The defaults: trial 45 days, 3 subscriptions, no discount, unlimited uses.
    await expect(page.getByLabel('Trial length (days)').inputValue()).resolves.toBe('45');
    await expect(page.getByLabel('Trial subscriptions').inputValue()).resolves.toBe('3');
    await expect(page.getByLabel('Discount on the first paid order (%)').inputValue()).resolves.toBe('0');
    await expect(page.getByLabel('Maximum uses').inputValue()).resolves.toBe('0');
    await page.getByRole('button', { name: 'Create affiliate' }).click();
    await page.getByText('Please enter a name').waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tech Expo 2025');
    await page.getByText('Leave empty to derive it from the name: tech-expo-2025').waitFor();
    await page.getByLabel('Offer text').fill('90 days free for Tech Expo visitors');
    await page.getByLabel('Trial length (days)').fill('90');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create affiliate' }).click();
    await snackbar(page, 'Affiliate created: Tech Expo 2025').waitFor();
    await page.waitForURL('**/portal/affiliates');
    const row = page.locator('tbody tr', { hasText: 'Tech Expo 2025' });
    await expect(row.locator('td').allInnerTexts()).resolves.toEqual([expect.stringContaining('tech-expo-2025'), '90 days', '3', '0%', '0 (unlimited)', 'Never', 'Active', '/register?aff=tech-expo-2025']);
    await row.getByRole('button', { name: 'Copy registration link of Tech Expo 2025' }).click();
    await snackbar(page, 'Registration link copied').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${portal.url}/register?aff=tech-expo-2025`);
    await screenshot(page, 'affiliates-list');

    await row.getByRole('link', { name: 'Tech Expo 2025' }).click();
    await page.getByLabel('Discount on the first paid order (%)').fill('10');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await snackbar(page, 'Affiliate updated: Tech Expo 2025').waitFor();
    await expect(row.locator('td').nth(3).innerText()).resolves.toBe('10%');

    await row.getByRole('link', { name: 'Tech Expo 2025' }).click();
    await page.getByRole('button', { name: 'Archive' }).click();
    await snackbar(page, 'Affiliate archived: Tech Expo 2025').waitFor();
    await page.getByText('This affiliate is archived: its registration link no longer applies.').waitFor();
    await page.goto('/portal/affiliates');
    await page.getByText('No affiliates yet').waitFor();
    await page.getByRole('switch', { name: 'Include Archived' }).click();
    await page.waitForURL('**/portal/affiliates?include_archived=true');
    await expect(page.getByRole('switch', { name: 'Include Archived' }).isChecked()).resolves.toBe(true);
    await page.locator('tbody tr', { hasText: 'Tech Expo 2025' }).getByText('Archived', { exact: true }).waitFor();
  });

  inBrowser('as a partner admin creates a demo from the account switcher', OWNER, async (page) => {
    await (await apiAs(portal.url, SUPERADMIN))('PUT', '/v1/enterprise/acme_events/partner', { is_partner: true });
    await page.reload();
    await page.getByRole('button', { name: /^Switch organisation/ }).click();
    await page.getByRole('link', { name: 'Create New Demo' }).click();
    await page.waitForURL('**/portal/partners/create-demo');
    await page.getByRole('heading', { name: 'Create New Demo Account' }).waitFor();
    await page.getByRole('button', { name: 'Create demo' }).click();
    await page.getByText('Please enter the organisation name').waitFor();
    await page.getByText('Please enter a valid URL starting with http:// or https://').waitFor();
    await page.getByText('Please enter the number of annual subscriptions').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Organisation name').fill('Northwind Traders');
    await page.getByLabel('Company URL').fill('northwind.example');
    await page.getByLabel('Annual subscriptions').click();
    await expect(page.getByLabel('Company URL').inputValue()).resolves.toBe('https://northwind.example');
    await page.getByLabel('Annual subscriptions').fill('40');
    await page.getByRole('button', { name: 'Create demo' }).click();
    await snackbar(page, 'Demo created: Northwind Traders').waitFor();
    await page.waitForURL('**/portal/dashboard');
    await page.getByRole('button', { name: /^Switch organisation/ }).getByText('Northwind Traders').waitFor();
    await page.getByText('Trial account').waitFor();

    // Both organisations are in the switcher; the partner stays the default.
    await page.getByRole('button', { name: /^Switch organisation/ }).click();
    const northwind = page.getByRole('button', { name: /Northwind Traders/ });
    await northwind.getByText('Demo').waitFor();
    await page.getByRole('button', { name: /Acme Events Ltd/ }).getByText('Default').waitFor();
    await screenshot(page, 'partner-demo-switcher');
  });

  inBrowser('a closed organisation’s admin is told the account is closed', OWNER, async (page) => {
    const api = await apiAs(portal.url, SUPERADMIN);
    await api('POST', '/v1/enterprise/acme_events/close-account');
    try {
      await page.goto('/portal/people');
      await page.getByRole('heading', { name: 'Account closed' }).waitFor();
      await page.getByText('This organisation account has been closed. Please contact support to reopen it.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await api('POST', '/v1/enterprise/acme_events/reopen-account');
    }
    await page.reload();
    await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
  });

  test('anyone but a superadmin meets Access Denied on the superadmin pages and a 403 from their apis', async () => {
    const { context, page } = await signedIn(OWNER);
    try {
      for (const path of ['/portal/orgs', '/portal/affiliates', '/portal/affiliates/new', '/portal/partners']) {
        await page.goto(path);
        await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      }
      const api = await apiAs(portal.url, OWNER);
      await expect(api('GET', '/v1/organisations')).rejects.toThrow(/403/);
      await expect(api('GET', '/v1/affiliates')).rejects.toThrow(/403/);
    } finally {
      await context.close();
    }
  });
});
