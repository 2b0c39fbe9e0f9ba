/// <reference lib="dom" />
/**
 * The portal in German and in Arabic, in a real browser (issue 19.8): the language's texts load on demand
 * (their own chunk, fetched only when chosen), the people list counts people with the language's plural
 * forms, the person form answers in the language, what only the server refuses is said in the language
 * too (issue 19.1: the api answers in English, the portal translates its texts), and Arabic lays the
 * portal out right to left.
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
/** The demo organisation's people (apps/api/src/seed/demo-data.ts). */
const DEMO_PEOPLE = 6;

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

const open = async (): Promise<{ context: BrowserContext; page: Page; chunks: string[] }> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: portal.url });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const chunks: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/')) chunks.push(path);
  });
  return { context, page, chunks };
};

const signIn = async (page: Page) => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Sign in using a password' }).click();
  await page.getByLabel('Email address').fill(OWNER);
  await page.locator('input[name=password]').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/portal/**');
};

const chooseLanguage = async (page: Page, code: string, label: string) => {
  await page.getByRole('combobox', { name: label }).selectOption(code);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, code === 'ar' ? 'ar' : code);
};

const format = (page: Page, locale: string, value: number) => page.evaluate(([tag, n]) => new Intl.NumberFormat(tag as string).format(n as number), [locale, value] as const);

const failureShot = (page: Page) => screenshot(page, `failure-${expect.getState().currentTestName?.slice(0, 60).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => undefined);

describeInBrowser('the portal in other languages', () => {
  test('German: loaded on demand, the people list counts in German plurals, the form answers in German', async () => {
    const { context, page, chunks } = await open();
    try {
      await signIn(page);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(chunks.filter((path) => /\/de-[\w-]+\.js$/.test(path))).toEqual([]);

      await chooseLanguage(page, 'de', 'Language');
      expect(chunks.filter((path) => /\/de-[\w-]+\.js$/.test(path))).toHaveLength(1);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      // The dashboard's counts: the number stands above its plural phrase.
      await page.getByText('Personen in Acme Events Ltd', { exact: true }).waitFor();
      await page.getByText('Administrator kann diese Organisation verwalten', { exact: true }).waitFor();
      await page.getByText('3 von 25 genutzt', { exact: true }).waitFor();

      await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Personen' }).click();
      await page.waitForURL('**/portal/people');
      await page.getByRole('heading', { name: 'Personen', exact: true }).waitFor();
      await page.getByText(`${DEMO_PEOPLE} Personen`, { exact: true }).waitFor();
      await page.getByRole('columnheader', { name: 'Abonnement' }).waitFor();
      // One match: the singular.
      await page.getByLabel('Personen suchen').fill('grace');
      await page.waitForURL(/search=grace/);
      await page.getByText('1 Person', { exact: true }).waitFor();
      await screenshot(page, 'people-list-german');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Person hinzufügen' }).click();
      await page.waitForURL('**/portal/people/new');
      await page.getByRole('heading', { name: 'Neue Person' }).waitFor();
      await page.getByRole('button', { name: 'Person erstellen' }).click();
      for (const message of ['Vorname ist erforderlich', 'Nachname ist erforderlich', 'Position ist erforderlich', 'E-Mail ist erforderlich']) {
        await expect(page.locator('[id$="-error"]', { hasText: message }).count()).resolves.toBe(1);
      }
      await page.getByRole('textbox', { name: 'Kurzbiografie' }).fill('Hallo');
      await page.getByTestId('bio-counter').getByText(`${await format(page, 'de', 5)} / ${await format(page, 'de', 200)}`, { exact: true }).waitFor();
      await screenshot(page, 'person-form-german');
      // No English left on the form.
      const text = await page.locator('main').innerText();
      for (const english of ['First name', 'Last name', 'Create Person', 'is required']) expect({ english, found: text.includes(english) }).toEqual({ english, found: false });
    } catch (error) {
      await failureShot(page);
      throw error;
    } finally {
      await context.close();
    }
  });

  test('German: refusals only the server makes are shown in German, values and all', async () => {
    const { context, page } = await open();
    try {
      await signIn(page);
      await chooseLanguage(page, 'de', 'Language');

      // An e-mail address another person of the organisation has: the form cannot know, the api refuses.
      await page.goto('/portal/people/new');
      await page.getByRole('heading', { name: 'Neue Person' }).waitFor();
      await page.locator('#person-first_name').fill('Grace');
      await page.locator('#person-last_name').fill('Zweite');
      await page.locator('#person-position').fill('Ingenieurin');
      await page.locator('#person-email').fill('grace.hopper@acme-events.example');
      await page.getByRole('button', { name: 'Person erstellen' }).click();
      await page.locator('[id$="-error"]', { hasText: 'Eine Person mit dieser E-Mail-Adresse existiert bereits' }).waitFor();

      // A card another person holds (the demo's Ada has A1B2C3): a text with a value, said in German with the value in it.
      await page.goto('/portal/people?search=katherine');
      const katherine = await page.locator('tr[data-person-id]', { hasText: 'Katherine Johnson' }).getAttribute('data-person-id');
      await page.goto(`/portal/people/${encodeURIComponent(katherine!)}/assign-subscription`);
      await page.locator('input[type=radio][value=nfc]').check();
      // The contracts' own rule, run in the page while typing, answers in German too.
      await page.getByLabel('Karten-ID').fill('ZZ');
      await page.locator('[id$="-error"]', { hasText: 'Darf nur hexadezimale Zeichen enthalten' }).waitFor();
      await page.getByLabel('Karten-ID').fill('A1B2C3');
      await page.getByRole('button', { name: 'Abonnement zuweisen' }).click();
      await page.locator('[id$="-error"]', { hasText: 'Die Karte A1B2C3 ist bereits einer anderen Person zugeordnet' }).waitFor();
      await screenshot(page, 'server-refusal-german');
      const text = await page.locator('body').innerText();
      for (const english of ['already exists', 'already allocated']) expect({ english, found: text.includes(english) }).toEqual({ english, found: false });
    } catch (error) {
      await failureShot(page);
      throw error;
    } finally {
      await context.close();
    }
  });

  test('Arabic: right to left, Arabic plural forms and digits, the form answers in Arabic', async () => {
    const { context, page } = await open();
    try {
      await signIn(page);
      await chooseLanguage(page, 'ar', 'Language');
      await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');

      await page.goto('/portal/people');
      await page.getByRole('heading', { name: 'الأشخاص', exact: true }).waitFor();
      // 3 to 10 take the "few" form; 1 the singular; both with the language's digits.
      await page.getByText(`${await format(page, 'ar', DEMO_PEOPLE)} أشخاص`, { exact: true }).waitFor();
      await page.getByLabel('البحث عن الأشخاص').fill('grace');
      await page.waitForURL(/search=grace/);
      await page.getByText('شخص واحد', { exact: true }).waitFor();

      // Right to left: the sidebar is on the right, the table reads from the right.
      const viewport = page.viewportSize()!;
      const sidebar = await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).boundingBox();
      expect(sidebar!.x).toBeGreaterThan(viewport.width / 2);
      const nameHeader = await page.getByRole('columnheader', { name: 'الاسم' }).boundingBox();
      const subscriptionHeader = await page.getByRole('columnheader', { name: 'الاشتراك' }).boundingBox();
      expect(nameHeader!.x).toBeGreaterThan(subscriptionHeader!.x);
      await screenshot(page, 'people-list-arabic');
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/portal/people/new');
      await page.getByRole('heading', { name: 'شخص جديد' }).waitFor();
      await page.getByRole('button', { name: 'إنشاء الشخص' }).click();
      for (const message of ['الاسم الأول مطلوب', 'اسم العائلة مطلوب', 'المسمى الوظيفي مطلوب', 'البريد الإلكتروني مطلوب']) {
        await expect(page.locator('[id$="-error"]', { hasText: message }).count()).resolves.toBe(1);
      }
      // A field's label starts at the right edge of its input.
      const input = await page.getByLabel('الاسم الأول').boundingBox();
      const label = await page.locator('label', { hasText: 'الاسم الأول' }).first().boundingBox();
      expect(Math.abs(label!.x + label!.width - (input!.x + input!.width))).toBeLessThan(24);
      await screenshot(page, 'person-form-arabic');
      expect(await seriousViolations(page)).toEqual([]);
    } catch (error) {
      await failureShot(page);
      throw error;
    } finally {
      await context.close();
    }
  });
});
