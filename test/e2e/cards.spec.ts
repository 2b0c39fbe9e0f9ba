/// <reference lib="dom" />
/**
 * NFC cards, the card scanner and bulk actions in a real browser, as a new admin meets them: the built
 * api serving the built web app with the demo organisation (its ten cards: Ada holds A1B2C3), Debian's
 * chromium driven by playwright-core.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { ensureBuilt, type PortalServer, startPortal } from './support/portal-server';

jest.setTimeout(240_000);

const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable) console.warn(`test/e2e: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
const describeInBrowser = browserAvailable ? describe : describe.skip;

const OWNER = 'owner@acme-events.example';
const OWNER_PASSWORD = 'acme-owner-demo';
/** Demo cards (apps/api/src/seed/demo-data.ts). */
const FREE_CARD = 'B7E1C0DE5A17F00D4C0FFEE123456789';
const LOST_CARD = 'C0FFEE00D15EA5E0BADC0DE012345678';
const SCAN_CARD = 'D00DFEED1234567890ABCDEF01234567';

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
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: portal.url });
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

const openPerson = async (page: Page, name: string) => {
  await page.goto('/portal/people');
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
};

describeInBrowser('NFC cards, the scanner and bulk actions in a browser', () => {
  inBrowser('assigns a subscription by card short code, refusing a code no card has', async (page) => {
    await openPerson(page, 'Katherine Johnson');
    await page.getByRole('link', { name: 'Assign subscription' }).click();
    await page.waitForURL(/\/assign-subscription$/);
    await page.getByLabel(/Profyle and NFC card/).check();
    await page.getByLabel('Card ID').fill('ffffff');
    await page.getByRole('button', { name: 'Assign subscription' }).click();
    await snackbar(page, 'Card ID').waitFor();
    await page.locator('#card_short_code-error', { hasText: 'Card ID' }).waitFor();

    await page.getByLabel('Card ID').fill(FREE_CARD.slice(0, 6).toLowerCase());
    await page.getByRole('button', { name: 'Assign subscription' }).click();
    await snackbar(page, 'Subscription assigned successfully').waitFor();
    await page.waitForURL(/\/portal\/people\/[^/?]+$/);
    await page.getByText(FREE_CARD.slice(0, 6), { exact: true }).waitFor();
    await page.getByRole('link', { name: 'View card' }).click();
    await page.waitForURL(`**/portal/nfc/cards/${FREE_CARD}`);
    await page.getByRole('link', { name: 'Katherine Johnson' }).waitFor();
    await screenshot(page, 'card-detail');
    expect(await seriousViolations(page)).toEqual([]);
  });

  inBrowser('registers a card as lost: a warning, and every other action gone', async (page) => {
    await page.goto('/portal/nfc/cards');
    await page.getByRole('heading', { name: 'Your Cards' }).waitFor();
    await screenshot(page, 'cards-list');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Grid view' }).click();
    await page.waitForURL(/view=grid/);
    await page.locator(`[data-card-id="${LOST_CARD}"]`).waitFor();
    await screenshot(page, 'cards-grid');
    await page.locator(`[data-card-id="${LOST_CARD}"] a`).click();
    await page.waitForURL(`**/portal/nfc/cards/${LOST_CARD}`);
    for (const action of ['Disable card', 'Register as lost']) await page.getByRole('button', { name: action }).or(page.getByRole('link', { name: action })).waitFor();

    await page.getByRole('link', { name: 'Register as lost' }).click();
    await page.waitForURL(/\/lost$/);
    await page.getByText(/This cannot be undone/).waitFor();
    await screenshot(page, 'card-lost-confirm');
    await page.getByRole('button', { name: 'Register as lost' }).click();
    await snackbar(page, 'Card reigistered as lost').waitFor();
    await page.waitForURL(`**/portal/nfc/cards/${LOST_CARD}`);
    await page.getByText('This card has been registered as lost').waitFor();
    for (const action of ['Disable card', 'Enable card', 'Reset card', 'Register as lost']) {
      await expect(page.getByRole('button', { name: action }).or(page.getByRole('link', { name: action })).count()).resolves.toBe(0);
    }
    await screenshot(page, 'card-lost');
    expect(await seriousViolations(page)).toEqual([]);

    // The lost card's confirmation pages offer nothing either.
    await page.goto(`/portal/nfc/cards/${LOST_CARD}/reset`);
    await page.getByText('This card is already registered as lost.').waitFor();
    await page.goto('/portal/nfc/cards?filter=lost');
    await page.locator(`[data-card-id="${LOST_CARD}"]`).getByText('Lost').waitFor();
  });

  inBrowser('scans three values, one invalid and one a duplicate, and disables the scanned card', async (page) => {
    await page.goto('/portal/settings?view=CARD_READER');
    const field = page.getByLabel('Card link or ID', { exact: true });
    await field.waitFor();
    await field.fill(`https://profyle.example/c/${SCAN_CARD.toLowerCase()}`);
    await field.press('Enter');
    await page.locator(`[data-scanned-card="${SCAN_CARD}"]`).getByText('Active').waitFor();

    await field.fill('https://example.com/not-a-card');
    await field.press('Enter');
    await snackbar(page, 'Not a valid Profyle URL: https://example.com/not-a-card').waitFor();
    await page.getByRole('list', { name: 'Log' }).getByText('Not a Profyle').waitFor();

    // The same card again, from a keyboard-wedge reader: fast keys anywhere on the page, then Enter.
    await page.getByRole('heading', { name: 'Settings', level: 1 }).click();
    await page.keyboard.type(SCAN_CARD, { delay: 5 });
    await page.keyboard.press('Enter');
    await snackbar(page, `Already scanned this card: ${SCAN_CARD}`).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(page.locator('[data-scanned-card]').count()).resolves.toBe(1);
    await screenshot(page, 'card-scanner');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Disable all' }).click();
    await page.getByRole('list', { name: 'Log' }).getByText(`Card ${SCAN_CARD.slice(0, 6)} disabled`).waitFor();
    await page.locator(`[data-scanned-card="${SCAN_CARD}"]`).getByText('Disabled').waitFor();
    await page.getByRole('button', { name: 'Reset all' }).click();
    await snackbar(page, `Unable to reset ${SCAN_CARD.slice(0, 6)} (no person)`).waitFor();
  });

  inBrowser('bulk-assigns subscriptions with a dry run where one row fails and the others succeed', async (page) => {
    await page.goto('/portal/people');
    for (const name of ['Tim Berners-Lee', 'Margaret Hamilton', 'Grace Hopper']) await page.getByLabel(`Select ${name}`).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('3 selected').waitFor();
    await bar.getByRole('button', { name: 'Assign subscriptions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign subscriptions' });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('2 will be assigned, 1 will be skipped.').waitFor();
    const rowOf = (name: string) => dialog.getByRole('row').filter({ hasText: name });
    await rowOf('Grace Hopper').getByText('Already has a subscription').waitFor();
    await rowOf('Tim Berners-Lee').getByText('Will be assigned').waitFor();
    await screenshot(page, 'bulk-preview');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('2 done, 1 not done.').waitFor();
    await rowOf('Margaret Hamilton').getByText('Done').waitFor();
    await rowOf('Grace Hopper').getByText('Already has a subscription').waitFor();
    await screenshot(page, 'bulk-results');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.getByLabel('Subscription').selectOption('inactive');
    await page.waitForURL(/subscription=inactive/);
    await page.getByRole('link', { name: 'Tim Berners-Lee' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Margaret Hamilton' }).waitFor({ state: 'detached' });
  });
});
