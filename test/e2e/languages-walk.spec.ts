/// <reference lib="dom" />
/**
 * A new user working in German (and in Arabic) meets no English on the main admin screens (issue 19):
 * the people list and form, a webhook's delivery log (the server's log lines, said in the language from the
 * codes and values each entry keeps, or read back from the English for an older entry) and the full history (event words, the changed fields' labels and the
 * state's values: a status, a mode, yes and no). Each
 * screen fails on any of the English-only words it used to show; counts take the language's plurals.
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, launchBrowser, screenshot } from './support/browser';
import { type Credentials, DEMO_OWNER as OWNER, DEMO_SUPERADMIN as SUPPORT, newPortalPage, signInWithPassword } from './support/pages';
import { ensureBuilt, type PortalServer, startPortal } from './support/portal-server';

jest.setTimeout(240_000);

const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable) console.warn(`test/e2e: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
const describeInBrowser = browserAvailable ? describe : describe.skip;

const ORG = 'acme_events';
/** The demo organisation's people (apps/api/src/seed/demo-data.ts). */
const DEMO_PEOPLE = 6;

/** Words the screens showed in English before their texts went through the catalogue. */
const ENGLISH_ONLY = [
  'Request failed',
  'Not sent',
  'Attempt',
  'no attempts left',
  'next attempt',
  'First name',
  'Last name',
  'Profile ›',
  'Created at',
  'Created by',
  'Organisation id',
  'Person id',
  'Person created',
  'Rows per page',
  'is required',
  'No logs available',
];

const englishOn = async (page: Page): Promise<string[]> => {
  const text = await page.locator('main').innerText();
  return ENGLISH_ONLY.filter((english) => text.includes(english));
};

let portal: PortalServer;
let browser: Browser;

beforeAll(async () => {
  if (!browserAvailable) return;
  ensureBuilt();
  portal = await startPortal({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
  browser = await launchBrowser();
  // A webhook delivery that fails: a loopback port nothing listens on.
  const session = await fetch(`${portal.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  const { accessToken } = (await session.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const saved = await fetch(`${portal.url}/v1/enterprise/${ORG}/webhooks/default`, { method: 'PUT', headers, body: JSON.stringify({ enabled: true, url: 'http://127.0.0.1:9/hook', secret: '', events: ['profyle.created'] }) });
  expect(saved.status).toBe(200);
  const sent = await fetch(`${portal.url}/v1/enterprise/${ORG}/webhooks/default/test`, { method: 'POST', headers, body: JSON.stringify({ url: '', secret: '' }) });
  expect(sent.status).toBe(200);
  // The entry keeps its sentence as data next to the English; the portal shows that.
  const logs = (await (await fetch(`${portal.url}/v1/enterprise/${ORG}/webhooks/default/logs`, { headers })).json()) as { data: { message: string; messageParts: { code: string }[] | null }[] };
  expect(logs.data.map((entry) => entry.messageParts?.map((part) => part.code))).toEqual([['requestFailed']]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const chooseLanguage = async (page: Page, code: string) => {
  await page.getByRole('combobox', { name: 'Language' }).selectOption(code);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, code);
};

const format = (page: Page, locale: string, value: number) => page.evaluate(([tag, n]) => new Intl.NumberFormat(tag as string).format(n as number), [locale, value] as const);

const failureShot = (page: Page) => screenshot(page, `failure-${expect.getState().currentTestName?.slice(0, 60).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => undefined);

/** Signs in, runs the steps, keeps a screenshot when they fail. */
const walk = async (who: Credentials, steps: (page: Page) => Promise<void>): Promise<void> => {
  const { context, page } = await newPortalPage(browser, portal.url);
  try {
    await signInWithPassword(page, who);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await steps(page);
  } catch (error) {
    await failureShot(page);
    throw error;
  } finally {
    await context.close();
  }
};

describeInBrowser('the main admin screens without English', () => {
  test('German: people list and form, the webhook log', () =>
    walk(OWNER, async (page) => {
      await chooseLanguage(page, 'de');

      await page.goto('/portal/people');
      await page.getByRole('heading', { name: 'Personen', exact: true }).waitFor();
      await page.getByText(`${DEMO_PEOPLE} Personen`, { exact: true }).waitFor();
      await page.getByLabel('Personen suchen').fill('grace');
      await page.waitForURL(/search=grace/);
      await page.getByText('1 Person', { exact: true }).waitFor();
      expect(await englishOn(page)).toEqual([]);

      await page.goto('/portal/people/new');
      await page.getByRole('heading', { name: 'Neue Person' }).waitFor();
      await page.getByRole('button', { name: 'Person erstellen' }).click();
      await page.locator('[id$="-error"]', { hasText: 'Vorname ist erforderlich' }).waitFor();
      expect(await englishOn(page)).toEqual([]);

      // The failed test delivery: the server's sentence, in German.
      await page.goto('/portal/integrations/webhooks/default/logs');
      const row = page.locator('table tbody tr', { hasText: 'webhook.test' }).first();
      await row.getByText(/Anfrage fehlgeschlagen: \w+/).waitFor();
      await screenshot(page, 'webhook-log-german');
      expect(await englishOn(page)).toEqual([]);
      await row.getByRole('link').first().click();
      await page.getByText(/Anfrage fehlgeschlagen: \w+/).first().waitFor();
      expect(await englishOn(page)).toEqual([]);
    }));

  test("German: the log says an entry's parts, and reads the English back only for an entry stored without them", () =>
    walk(OWNER, async (page) => {
      await chooseLanguage(page, 'de');
      // The answer as the api gives it, with the parts saying something other than the English (which
      // the portal must then not read) and a copy of the entry as stored before parts were kept.
      await page.route(`**/v1/enterprise/${ORG}/webhooks/default/logs`, async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { data: Record<string, unknown>[]; total: number };
        const [entry] = body.data;
        const data = [
          { ...entry, messageParts: [{ code: 'exhausted', values: { attempt: 7 } }] },
          { ...entry, id: `${String(entry.id)}_older`, message: 'Request failed: EOLDER', messageParts: null },
        ];
        await route.fulfill({ response: answer, json: { data, total: data.length } });
      });
      await page.goto('/portal/integrations/webhooks/default/logs');
      const rows = page.locator('table tbody tr', { hasText: 'webhook.test' });
      await rows.nth(0).getByText('Versuch 7 fehlgeschlagen; keine Versuche mehr übrig', { exact: true }).waitFor();
      await rows.nth(1).getByText('Anfrage fehlgeschlagen: EOLDER', { exact: true }).waitFor();
      expect(await englishOn(page)).toEqual([]);
    }));

  test('German: the history names events and changed fields in German', () =>
    walk(SUPPORT, async (page) => {
      // Into the customer's organisation through global search, as support staff do; then German.
      await page.keyboard.press('s');
      const search = page.getByRole('dialog', { name: 'Search' });
      await search.getByLabel('Search people, cards and organisations').fill('Acme');
      await search.getByRole('button', { name: /Acme Events Ltd/ }).click();
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await chooseLanguage(page, 'de');
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Personen', exact: true }).click();
      await page.waitForURL('**/portal/people');
      const grace = await page.locator('tr[data-person-id]', { hasText: 'Grace' }).first().getAttribute('data-person-id');

      await page.goto(`/portal/history/streams/${encodeURIComponent(`person-${grace}`)}`);
      const changes = page.getByRole('table', { name: 'Was sich geändert hat' });
      await changes.getByRole('row', { name: /Profil › Vorname/ }).waitFor();
      await screenshot(page, 'history-person-german');
      expect(await englishOn(page)).toEqual([]);
      // The state's values in German too: the status ('active'), the profile's modes ('disabled', 'none'), yes and no.
      const state = page.getByRole('region', { name: 'Zustand nach diesem Ereignis' });
      await state.getByText('Aktiv', { exact: true }).first().waitFor();
      const stateText = await state.innerText();
      expect(stateText).toMatch(/Status\s+Aktiv/);
      expect(stateText).toMatch(/\b(Ja|Nein)\b/);
      expect(stateText.match(/\b(true|false|active|absent|disabled|none)\b/g)).toBeNull();

      await page.goto('/portal/history');
      await page.getByRole('heading', { name: 'Verlauf', level: 1 }).waitFor();
      await page.getByRole('table').locator('tbody tr').first().waitFor();
      expect(await englishOn(page)).toEqual([]);
      // The one-line summaries say yes rather than true, and a subscription's type in German.
      const details = (await page.getByRole('table').locator('tbody tr td:nth-child(5)').allInnerTexts()).join('\n');
      expect(details.match(/: (true|false|active|digital|nfc)\b/g)).toBeNull();
    }));

  test('Arabic: the people count and the webhook log', () =>
    walk(OWNER, async (page) => {
      await chooseLanguage(page, 'ar');
      await page.goto('/portal/people');
      await page.getByText(`${await format(page, 'ar', DEMO_PEOPLE)} أشخاص`, { exact: true }).waitFor();
      await page.goto('/portal/integrations/webhooks/default/logs');
      await page.locator('table tbody tr', { hasText: 'webhook.test' }).first().getByText(/فشل الطلب/).waitFor();
      await screenshot(page, 'webhook-log-arabic');
      expect(await englishOn(page)).toEqual([]);
    }));
});
