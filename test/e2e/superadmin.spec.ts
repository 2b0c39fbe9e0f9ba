/// <reference lib="dom" />
/**
 * The superadmin and partner tools in a real browser, as a new user meets them: the organisations list
 * (New Demos, impersonation, close and reopen from the dashboard's Super Admin area), a demo created on
 * the Admin page and found again, affiliates, a partner admin creating a demo from the account switcher,
 * and what a closed organisation's admin sees; the card tools: a demo with a scanned card, assigning cards
 * from the Super Admin area, Fast Allocation, Convert to Free Card, Generate IDs and Create IDs (CSVs).
 * One built portal with the demo seed; fixtures made through the api.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { apiAs, type Credentials, cspViolations, DEMO_OWNER, DEMO_SUPERADMIN, newPortalPage, signInWithPassword, snackbar } from './support/pages';
import { ensureBuilt, type PortalServer, startPortal } from './support/portal-server';
import { expectEventually } from './support/waits';

jest.setTimeout(240_000);

/** A 1 × 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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
    // The list keeps the rows of All (Brightside among them) until New Demos arrives: the customer
    // Acme is not a demo, so its row leaving shows the tab's own rows.
    await page.locator('tbody tr', { hasText: 'Acme Events Ltd' }).waitFor({ state: 'detached' });
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
    // The banner goes once the portal has switched back (a count right after the click could come first).
    await page.getByText('You are viewing Brightside Events').waitFor({ state: 'detached' });
  });

  inBrowser('creates a demo from the Admin page, finds it under New Demos, opens it, closes and reopens it', SUPERADMIN, async (page) => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL('**/portal/admin');
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    await expect(page.getByRole('tab', { name: 'Create Demo' }).getAttribute('aria-selected')).resolves.toBe('true');

    // Nothing filled in: every required field says so.
    await page.getByRole('button', { name: 'Create demo' }).click();
    for (const message of ['Please enter the company name', 'Please enter a valid URL starting with http:// or https://', 'Please enter the first name', 'Please enter the last name', 'Please enter the job title', 'Please enter an email address', 'Please upload a logo', 'Please upload a photo']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('create-demo-organisation-name');

    await page.getByLabel('Company name').fill('Harbour Lights Ltd');
    await expect(page.getByLabel('Organisation ID').inputValue()).resolves.toBe('harbour_lights_ltd');
    await page.getByLabel('Website').fill('harbourlights.example');
    await page.getByLabel('First name').click();
    await expect(page.getByLabel('Website').inputValue()).resolves.toBe('https://harbourlights.example');
    await page.getByRole('radio', { name: /Friends & Family/ }).check();
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Whitfield');
    await page.getByLabel('Position').fill('Marketing Director');
    await page.getByLabel('Email').fill('dana@harbourlights.example');
    for (const [field, name] of [['#create-demo-photo-url', 'dana.png'], ['#create-demo-logo-url', 'logo.png']]) {
      await page.locator(field).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
      const crop = page.getByRole('dialog', { name: 'Crop image' });
      await crop.getByRole('button', { name: 'Save image' }).click();
      await crop.waitFor({ state: 'detached' });
    }
    await expect(page.getByRole('img', { name: 'Image preview' }).count()).resolves.toBe(2);

    // The five colours, with the contrast warning of the layout editor.
    await page.locator('#create-demo-primary-color').fill('#0b5394');
    await page.locator('#create-demo-foreground-color').fill('#eeeeee');
    await page.getByText('Text on Background has a contrast ratio of').waitFor();
    await page.locator('#create-demo-foreground-color').fill('#1a1a1a');
    await page.getByText('Text on Background has a contrast ratio of').waitFor({ state: 'detached' });
    await page.locator('#create-demo-bottombar-color').fill('blue');
    await page.getByRole('button', { name: 'Create demo' }).click();
    await page.getByText('Please choose a colour such as #1f4e79').waitFor();
    await page.locator('#create-demo-bottombar-color').fill('#0b5394');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-create-demo');

    await page.getByRole('button', { name: 'Create demo' }).click();
    await snackbar(page, 'Demo created: Harbour Lights Ltd').waitFor();
    const done = page.getByRole('region', { name: 'Demo ready: Harbour Lights Ltd' });
    await done.getByText('harbour_lights_ltd').waitFor();
    await done.getByText('To dana@harbourlights.example at').waitFor();

    // Its Profyle carries the colours and the logo; the contact holds it.
    const api = await apiAs(portal.url, SUPERADMIN);
    const layout = (await api('GET', '/v1/enterprise/harbour_lights_ltd/configurations/default')) as { branding: { colors: Record<string, string>; logo_url: string } };
    expect(layout.branding.colors).toMatchObject({ primary: '#0b5394', bottombar: '#0b5394', foreground: '#1a1a1a' });
    expect(layout.branding.logo_url).toMatch(/\/v1\/images\/[a-z_]+\/[0-9a-f-]{36}\.jpg$/);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Organisations' }).click();
    await page.getByRole('tab', { name: 'New Demos' }).click();
    await page.waitForURL('**/portal/orgs?tab=new_demos');
    await page.locator('tbody tr', { hasText: 'Acme Events Ltd' }).waitFor({ state: 'detached' });
    const row = page.locator('tbody tr', { hasText: 'Harbour Lights Ltd' });
    await row.waitFor();
    await expect(row.locator('td').allInnerTexts()).resolves.toEqual([expect.stringContaining('harbour_lights_ltd'), '–', '1/3', 'Friends & Family', expect.any(String)]);
    await page.getByRole('button', { name: 'Open Harbour Lights Ltd as superadmin' }).click();
    await page.waitForURL('**/portal/dashboard');
    await page.getByText('You are viewing Harbour Lights Ltd, which is not your own organisation.').waitFor();

    const area = page.getByRole('region', { name: 'Super Admin' });
    await area.getByRole('button', { name: 'Close account' }).click();
    await page.getByRole('dialog', { name: 'Close Harbour Lights Ltd?' }).getByRole('button', { name: 'Close account' }).click();
    await snackbar(page, 'Account closed: Harbour Lights Ltd').waitFor();
    await area.getByRole('button', { name: 'Reopen account' }).click();
    await snackbar(page, 'Account reopened: Harbour Lights Ltd').waitFor();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'People' }).click();
    await page.getByRole('link', { name: 'Dana Whitfield' }).waitFor();
    await page.getByRole('button', { name: 'Return to my organisation' }).click();
  });

  /** New card ids, made through the api (a box of cards arriving from the printer). */
  const newCardIds = async (count: number): Promise<string[]> => ((await (await apiAs(portal.url, SUPERADMIN))('POST', '/v1/enterprise/cards/create', { count })) as { ids: string[] }).ids;
  const adminTab = async (page: Page, name: string, view: string) => {
    await page.goto('/portal/admin');
    await page.getByRole('tab', { name }).click();
    await page.waitForURL(`**/portal/admin?view=${view}`);
    // The address changes before React renders the chosen tool: wait for its panel.
    await page.locator(`#admin-panel[aria-labelledby="admin-tab-${view}"]`).waitFor();
  };
  const downloadedCsv = async (page: Page, button: string) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
    return { name: download.suggestedFilename(), lines: readFileSync((await download.path()) as string, 'utf8').trim().split('\r\n') };
  };

  inBrowser('creates a demo with a scanned card, which the contact then holds as a demo card', SUPERADMIN, async (page) => {
    const [cardId] = await newCardIds(1);
    const shortId = cardId.slice(0, 6);
    await page.goto('/portal/admin');
    await page.getByLabel('Company name').fill('Lantern Studio');
    await page.getByLabel('Website').fill('https://lantern.example');
    await page.getByLabel('First name').fill('Ari');
    await page.getByLabel('Last name').fill('Lantern');
    await page.getByLabel('Position').fill('Founder');
    await page.getByLabel('Email').fill('ari@lantern.example');
    for (const [field, name] of [['#create-demo-photo-url', 'ari.png'], ['#create-demo-logo-url', 'logo.png']]) {
      await page.locator(field).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
      const crop = page.getByRole('dialog', { name: 'Crop image' });
      await crop.getByRole('button', { name: 'Save image' }).click();
      await crop.waitFor({ state: 'detached' });
    }
    // A scan that is no card link warns in the scanner's words; a reader's Enter does not submit the form.
    await page.getByLabel('Card ID').fill('https://elsewhere.example/page');
    await page.getByRole('button', { name: 'Create demo' }).click();
    await page.getByText('Not a valid Profyle URL: https://elsewhere.example/page').waitFor();
    await page.getByLabel('Card ID').fill(`https://cards.example/c/${cardId.toLowerCase()}`);
    await page.getByLabel('Card ID').press('Enter');
    await expect(page.getByText('Not a valid Profyle URL').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Create demo' }).click();
    await snackbar(page, 'Demo created: Lantern Studio').waitFor();
    const done = page.getByRole('region', { name: 'Demo ready: Lantern Studio' });
    await done.getByText(`Card ${shortId}, allocated to the contact`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The demo's cards list shows it, labelled Demo, held by the contact.
    await done.getByRole('button', { name: 'Open Lantern Studio' }).click();
    await page.waitForURL('**/portal/dashboard');
    await page.goto('/portal/nfc/cards');
    const row = page.locator('tbody tr', { hasText: shortId });
    await row.waitFor();
    await row.getByText('Ari Lantern').waitFor();
    await row.getByText('Demo', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Return to my organisation' }).click();
  });

  inBrowser('assigns cards from the Super Admin area, with the spec error for a card that cannot be', SUPERADMIN, async (page) => {
    const api = await apiAs(portal.url, SUPERADMIN);
    await api('POST', '/v1/enterprise', { organisation_id: 'cobalt_cards', name: 'Cobalt Cards', subscriptions: 5 });
    const [first, second, third] = await newCardIds(3);
    await api('POST', '/v1/enterprise/acme_events/assign', { demo: false, card_ids: [second], design_id: 'classic' });
    await page.goto('/portal/orgs?search=cobalt');
    await page.getByRole('button', { name: 'Open Cobalt Cards as superadmin' }).click();
    await page.waitForURL('**/portal/dashboard');
    const area = page.getByRole('region', { name: 'Super Admin' });
    const tool = area.getByRole('form', { name: 'Assign cards' });
    await tool.getByRole('button', { name: 'Assign cards' }).click();
    await tool.getByText('Please scan or enter at least one card').waitFor();
    await tool.getByLabel('Cards').fill(`${first}\nhttps://cards.example/c/${second}`);
    await tool.getByLabel('Card type').selectOption('demo');
    await tool.getByRole('button', { name: 'Assign cards' }).click();
    await snackbar(page, `Error assinging cards: ${second.slice(0, 6)}: Card ${second.slice(0, 6)} is already allocated to another organisation`).waitFor();
    await tool.getByText(`${second.slice(0, 6)}: Card ${second.slice(0, 6)} is already allocated to another organisation`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'superadmin-assign-cards');
    const cards = (await api('GET', '/v1/enterprise/cobalt_cards/cards')) as { data: { card_id: string; demo: boolean }[] };
    expect(cards.data).toEqual([expect.objectContaining({ card_id: first, demo: true })]);

    await tool.getByLabel('Cards').fill(third);
    await tool.getByRole('button', { name: 'Assign cards' }).click();
    await snackbar(page, '1 card assigned').waitFor();
    await page.getByRole('button', { name: 'Return to my organisation' }).click();
  });

  inBrowser('allocates one card straight to a person with Fast Allocation', SUPERADMIN, async (page) => {
    const api = await apiAs(portal.url, SUPERADMIN);
    await api('POST', '/v1/enterprise', { organisation_id: 'quill_fast', name: 'Quill Fast', subscriptions: 5 });
    await api('PUT', '/v1/enterprise/quill_fast/people', { first_name: 'Robin', last_name: 'Quill', position: 'Sales', email: 'robin@quill.example' });
    const [cardId] = await newCardIds(1);
    await adminTab(page, 'Fast Allocation', 'fast-allocation');
    await page.locator('#fast-allocation-card').fill(cardId);
    await page.getByRole('button', { name: 'Allocate card' }).click();
    await snackbar(page, 'Please select a person first').waitFor();

    await page.getByLabel('Find an organisation').fill('quill');
    await page.locator('#card-tools-organisation option[value="quill_fast"]').waitFor({ state: 'attached' });
    await page.locator('#card-tools-organisation').selectOption('quill_fast');
    await page.getByLabel('Find a person').fill('robin');
    const person = page.locator('#card-tools-person option', { hasText: 'Robin Quill' });
    await person.waitFor({ state: 'attached' });
    await page.locator('#card-tools-person').selectOption({ label: (await person.textContent()) ?? '' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Allocate card' }).click();
    await snackbar(page, `Card ${cardId.slice(0, 6)} allocated to Robin Quill`).waitFor();
    const people = (await api('GET', '/v1/enterprise/quill_fast/people')) as { data: { subscription: { card_id: string } | null }[] };
    expect(people.data[0].subscription).toMatchObject({ card_id: cardId });
  });

  inBrowser('converts a card to a free card of a colour', SUPERADMIN, async (page) => {
    const [cardId] = await newCardIds(1);
    await adminTab(page, 'Convert to Free Card', 'free-card');
    const colours = await page.getByLabel('Colour').locator('option').allTextContents();
    expect(colours).toContain('Navy');
    expect(colours.join()).not.toMatch(/custom/i);
    await page.locator('#free-card-card').fill(`https://cards.example/c/${cardId}`);
    await page.getByRole('button', { name: 'Convert to Free Card' }).click();
    await snackbar(page, 'Please select a color first').waitFor();
    await page.getByLabel('Colour').selectOption('navy');
    await page.getByRole('button', { name: 'Convert to Free Card' }).click();
    await snackbar(page, `Free Card allocated successfully (${cardId.slice(0, 6)})`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  inBrowser('generates 10 card ids and downloads the printed QR sheet', SUPERADMIN, async (page) => {
    await adminTab(page, 'Generate IDs', 'generate-ids');
    await page.getByRole('button', { name: 'Generate and download CSV' }).click();
    await page.getByText('Please select a color first').waitFor();
    await page.getByLabel('Number of cards').fill('10');
    await page.getByLabel('Colour').selectOption('navy');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-generate-ids');
    const csv = await downloadedCsv(page, 'Generate and download CSV');
    expect(csv.name).toMatch(/^card-ids-navy-\d{8}-\d{6}\.csv$/);
    expect(csv.lines[0]).toBe('SEQ,URL_SOURCE,QR_SOURCE,UID,NAME,QR_ID_PRINT');
    const rows = csv.lines.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(10);
    rows.forEach(([seq, url, qr, uid, name, printed], index) => {
      expect(seq).toBe(String(index + 1).padStart(4, '0'));
      expect(uid).toMatch(/^[0-9A-F]{32}$/);
      expect(url).toMatch(new RegExp(`/${uid}$`));
      expect(qr).toBe(url);
      expect(name).toBe('navy');
      expect(printed).toBe(uid.slice(0, 6));
    });
    await snackbar(page, '10 card IDs created and downloaded').waitFor();
    // A registration from one of them shows the card's colour.
    const offer = (await (await fetch(`${portal.url}/v2/trials/offer?card_id=${rows[0][3]}`)).json()) as { card: { colour: string } };
    expect(offer.card.colour).toBe('navy');
  });

  inBrowser('creates ids for free cards as scan links in a CSV', SUPERADMIN, async (page) => {
    await adminTab(page, 'Create IDs for Free Cards', 'create-ids');
    await page.getByLabel('Number of cards').fill('0');
    await page.getByRole('button', { name: 'Create and download CSV' }).click();
    await page.getByText('Please enter a number of cards between 1 and 1000').waitFor();
    await page.getByLabel('Number of cards').fill('3');
    const csv = await downloadedCsv(page, 'Create and download CSV');
    expect(csv.name).toMatch(/^card-links-\d{8}-\d{6}\.csv$/);
    expect(csv.lines[0]).toBe('card_id,short_id,url');
    expect(csv.lines).toHaveLength(4);
    for (const line of csv.lines.slice(1)) {
      const [id, short, url] = line.split(',');
      expect(url).toMatch(new RegExp(`^https?://.+/${id}$`));
      expect(short).toBe(id.slice(0, 6));
    }
    expect(await seriousViolations(page)).toEqual([]);
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
    await row.waitFor();
    await expect(row.locator('td').allInnerTexts()).resolves.toEqual([expect.stringContaining('tech-expo-2025'), '90 days', '3', '0%', '0 (unlimited)', 'Never', 'Active', '/register?aff=tech-expo-2025']);
    await row.getByRole('button', { name: 'Copy registration link of Tech Expo 2025' }).click();
    await snackbar(page, 'Registration link copied').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${portal.url}/register?aff=tech-expo-2025`);
    await screenshot(page, 'affiliates-list');

    await row.getByRole('link', { name: 'Tech Expo 2025' }).click();
    await page.getByLabel('Discount on the first paid order (%)').fill('10');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await snackbar(page, 'Affiliate updated: Tech Expo 2025').waitFor();
    // Back on the list, its cached rows can show until the refetch after the change arrives.
    await expectEventually(() => row.locator('td').nth(3).innerText(), (discount) => expect(discount).toBe('10%'));

    await row.getByRole('link', { name: 'Tech Expo 2025' }).click();
    await page.getByRole('button', { name: 'Archive' }).click();
    await snackbar(page, 'Affiliate archived: Tech Expo 2025').waitFor();
    await page.getByText('This affiliate is archived: its registration link no longer applies.').waitFor();
    await page.goto('/portal/affiliates');
    await page.getByText('No affiliates yet').waitFor();
    await page.getByRole('switch', { name: 'Include Archived' }).click();
    await page.waitForURL('**/portal/affiliates?include_archived=true');
    await page.locator('tbody tr', { hasText: 'Tech Expo 2025' }).getByText('Archived', { exact: true }).waitFor();
    await expect(page.getByRole('switch', { name: 'Include Archived' }).isChecked()).resolves.toBe(true);
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
      for (const path of ['/portal/admin', '/portal/admin?view=create-demo', '/portal/admin?view=generate-ids', '/portal/orgs', '/portal/affiliates', '/portal/affiliates/new', '/portal/partners']) {
        await page.goto(path);
        await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      }
      const api = await apiAs(portal.url, OWNER);
      await expect(api('GET', '/v1/organisations')).rejects.toThrow(/403/);
      await expect(api('GET', '/v1/affiliates')).rejects.toThrow(/403/);
      await expect(api('POST', '/v1/create-demo-account', { organisation_name: 'Nope' })).rejects.toThrow(/403/);
      await expect(api('POST', '/v2/cards', { count: 1, colour: 'navy' })).rejects.toThrow(/403/);
    } finally {
      await context.close();
    }
  });
});
