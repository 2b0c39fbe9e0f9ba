/// <reference lib="dom" />
/**
 * The full-history audit in a real browser, as a superadmin meets it: opens a person's history from
 * their page, picks an earlier event and sees the state at that point and its diff, follows the
 * correlation of a bulk import to every row it created, then filters the organisation history by actor
 * and exports it. One shared portal (the built api serving the built web app, demo seed); the fixtures
 * (an import and an edit by the organisation's owner) are made through the api.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { ensureBuilt, type PortalServer, startPortal } from './support/portal-server';

jest.setTimeout(240_000);

const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable) console.warn(`test/e2e: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
const describeInBrowser = browserAvailable ? describe : describe.skip;

const OWNER = { email: 'owner@acme-events.example', password: 'acme-owner-demo' };
const SUPPORT = { email: 'support@profyle.example', password: 'profyle-support-demo' };
const ORG = 'acme_events';

let portal: PortalServer;
let browser: Browser;

/** The owner's api calls: sign in with the demo password, then bearer requests. */
const ownerApi = async () => {
  const signIn = await fetch(`${portal.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    importCsv: async (csv: string) => {
      const form = new FormData();
      form.append('import', new Blob([csv], { type: 'text/csv' }), 'people.csv');
      const response = await fetch(`${portal.url}/v1/enterprise/${ORG}/import`, { method: 'POST', body: form, headers });
      return (await response.json()) as { data: { results: { id: string }[] } };
    },
    savePerson: (id: string, body: Record<string, unknown>) =>
      fetch(`${portal.url}/v1/enterprise/${ORG}/people/${id}`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
};

beforeAll(async () => {
  if (!browserAvailable) return;
  ensureBuilt();
  portal = await startPortal();
  browser = await launchBrowser();
  const owner = await ownerApi();
  const imported = await owner.importCsv(['first_name,last_name,position,email', 'Nadia,Bulkwell,Importer,nadia@bulkwell.example', 'Omar,Bulkwell,Importer,omar@bulkwell.example', 'Pia,Bulkwell,Importer,pia@bulkwell.example'].join('\n'));
  const nadia = imported.data.results[0].id;
  const saved = await owner.savePerson(nadia, { first_name: 'Nadia', last_name: 'Bulkwell', email: 'nadia@bulkwell.example', position: 'Director' });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describeInBrowser('the full history in a browser', () => {
  test('a superadmin reads a person’s history, a bulk import’s correlation, and exports the organisation history by actor', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: portal.url, acceptDownloads: true });
    const page: Page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await page.goto('/auth/sign-in');
      await page.getByRole('button', { name: 'Sign in using a password' }).click();
      await page.getByLabel('Email address').fill(SUPPORT.email);
      await page.locator('input[name=password]').fill(SUPPORT.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/portal/**');

      // Into the customer's organisation through global search, as support staff do.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.keyboard.press('s');
      const search = page.getByRole('dialog', { name: 'Search' });
      await search.getByLabel('Search people, cards and organisations').fill('Acme');
      await search.getByRole('button', { name: /Acme Events Ltd/ }).click();
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'People', exact: true }).click();
      await page.getByRole('link', { name: 'Nadia Bulkwell' }).click();

      // The person's page has the superadmin History panel.
      await page.getByRole('heading', { name: 'History', level: 2 }).waitFor();
      await page.getByRole('link', { name: 'Open history' }).click();
      await page.getByRole('heading', { name: 'Person: Nadia Bulkwell', level: 1 }).waitFor();
      const timeline = page.getByRole('list').filter({ has: page.getByRole('button', { name: /Person created/ }) });
      await expect(timeline.getByRole('button').allInnerTexts()).resolves.toEqual([expect.stringMatching(/^Person updated/), expect.stringMatching(/^Person created/)]);
      await page.getByText('After “Person updated”').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // Pick the earlier event: the state at that point and what it changed.
      await page.getByRole('button', { name: /Person created/ }).click();
      await page.getByText('After “Person created”').waitFor();
      const changes = page.getByRole('table', { name: 'What changed' });
      await changes.getByRole('row', { name: /Profile › Position/ }).waitFor();
      await expect(changes.getByRole('row', { name: /Profile › Position/ }).innerText()).resolves.toMatch(/Profile › Position\s+empty\s+Importer/);
      const state = page.getByRole('region', { name: 'State after this event' });
      await state.getByText('Importer').waitFor();
      await expect(state.getByText('Director').count()).resolves.toBe(0);
      await screenshot(page, 'history-person-created');
      expect(await seriousViolations(page)).toEqual([]);

      // The newest event's diff names the one field the owner changed.
      await page.getByRole('button', { name: /Person updated/ }).click();
      await changes.getByRole('row', { name: /Profile › Position/ }).filter({ hasText: 'Director' }).waitFor();
      await expect(changes.innerText()).resolves.toMatch(/Profile › Position\s+Importer\s+Director/);

      // Follow the import's correlation from the creation event: every row it created.
      await page.getByRole('button', { name: /Person created/ }).click();
      await page.getByRole('link', { name: 'Follow the correlation of this event' }).click();
      await page.getByRole('heading', { name: 'Correlation', level: 1 }).waitFor();
      const all = page.getByRole('region', { name: 'Everything in this correlation' });
      for (const name of ['Nadia Bulkwell', 'Omar Bulkwell', 'Pia Bulkwell']) await all.getByText(`Person: ${name}`).first().waitFor();
      await expect(all.getByText('Create person', { exact: true }).count()).resolves.toBe(3);
      await screenshot(page, 'history-correlation');
      expect(await seriousViolations(page)).toEqual([]);

      // The organisation history, filtered by the owner, exported.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'History', exact: true }).click();
      await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
      await page.getByLabel('Actor (e-mail)').fill('owner@acme');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/actor=owner%40acme/);
      const rows = page.getByRole('table', { name: 'History' }).locator('tbody tr');
      // The filtered page replaces the unfiltered one once it arrives.
      await page.waitForFunction((email) => {
        const actors = Array.from(document.querySelectorAll('table tbody tr td:nth-child(4)')).map((cell) => cell.textContent ?? '');
        return actors.length > 0 && actors.every((actor) => actor === email);
      }, OWNER.email);
      await expect(rows.locator('td:nth-child(4)').allInnerTexts()).resolves.toEqual(expect.arrayContaining([OWNER.email]));
      for (const actor of await rows.locator('td:nth-child(4)').allInnerTexts()) expect(actor).toBe(OWNER.email);
      await expect(rows.locator('td:nth-child(2)').allInnerTexts()).resolves.toEqual(expect.arrayContaining(['Person updated', 'Person created']));
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'history-organisation-by-actor');

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^history-acme_events-\d{8}-\d{6}\.csv$/);
      const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(csv[0]).toMatch(/^at,event,action,entity,entity_id,entity_name,actor,/);
      expect(csv.length).toBeGreaterThan(4);
      for (const line of csv.slice(1)) expect(line).toContain(`,${OWNER.email},`);
      expect(csv.some((line) => line.includes(',Person updated,') && line.includes('Nadia Bulkwell'))).toBe(true);
    } catch (error) {
      await screenshot(page, 'failure-history').catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });
});
