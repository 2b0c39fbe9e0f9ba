/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, so these files see the DOM types too.
/**
 * The portal in a real browser, as a newcomer meets it: the built api serving the built web app,
 * Debian's chromium driven by playwright-core. Sign-in is by e-mail link read from the captured mail
 * (GET /dev/mailbox), exactly as in embedded mode.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { ensureBuilt, type PortalServer, startPortal, waitForMailLink } from './support/portal-server';
import { expectEventually } from './support/waits';

jest.setTimeout(240_000);

// No browser is ever downloaded: without Debian's chromium the suite says so and skips, never silently.
const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable) console.warn(`test/e2e: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
const describeInBrowser = browserAvailable ? describe : describe.skip;

const OWNER = 'owner@acme-events.example';
const OWNER_PASSWORD = 'acme-owner-demo';

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

const newPage = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: portal.url });
  // The server's Content-Security-Policy must never have to block anything the portal does.
  await context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
};

/** What the Content-Security-Policy blocked in this page so far. */
const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

/** The snackbar with this text (snackbars are status or alert regions). */
const snackbar = (page: Page, text: string) => page.locator('[data-severity]', { hasText: text });

const signInWithEmailLink = async (page: Page, email: string): Promise<void> => {
  const before = new Date().toISOString();
  await page.goto('/');
  await page.waitForURL('**/auth/sign-in**');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.waitForURL('**/auth/check-email?email=**');
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  const link = await waitForMailLink(portal.url, email, '/auth/email-link?token=', before);
  await page.goto(link);
  await page.waitForURL('**/portal/dashboard');
};

const signInWithPassword = async (page: Page, email: string, password: string, path = '/auth/sign-in'): Promise<void> => {
  await page.goto(path);
  await page.getByRole('button', { name: 'Sign in using a password' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/portal/**');
};

describeInBrowser('the admin portal in a browser', () => {
  test('a newcomer signs in by e-mail link, creates a person, assigns a subscription, switches to dark and signs out', async () => {
    const { context, page } = await newPage();
    try {
      // The sign-in page: the spec's validation messages, and no serious accessibility problems.
      await page.goto('/');
      await page.waitForURL('**/auth/sign-in');
      await page.getByRole('heading', { name: 'Sign in to the Admin Portal' }).waitFor();
      await screenshot(page, 'sign-in');
      expect(await seriousViolations(page)).toEqual([]);
      // Styled under the strict policy: Emotion's rules are in nonce'd <style> elements, nothing was blocked.
      const styles = await page.evaluate(() => Array.from(document.querySelectorAll('style[data-emotion]')).map((style) => ({ nonce: (style as HTMLStyleElement).nonce !== '', rules: (style as HTMLStyleElement).sheet?.cssRules.length ?? 0 })));
      expect(styles.length).toBeGreaterThan(0);
      expect(styles.every((style) => style.nonce)).toBe(true);
      expect(styles.reduce((sum, style) => sum + style.rules, 0)).toBeGreaterThan(20);
      expect(await cspViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await page.getByText('Please enter your email address').waitFor();
      await page.getByLabel('Email address').fill('not-an-address');
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await page.getByText('Please enter a valid email address').waitFor();

      await signInWithEmailLink(page, OWNER);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.getByText('3 of 25 used').waitFor();
      await screenshot(page, 'dashboard');
      expect(await seriousViolations(page)).toEqual([]);

      // People, from the sidebar.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'People' }).click();
      await page.waitForURL('**/portal/people');
      await page.getByRole('link', { name: 'Ada Lovelace' }).waitFor();
      await screenshot(page, 'people-list');
      expect(await seriousViolations(page)).toEqual([]);

      // List state lives in the URL.
      await page.getByLabel('Subscription').selectOption('active');
      await page.waitForURL(/subscription=active/);
      await page.getByRole('link', { name: 'Katherine Johnson' }).waitFor({ state: 'detached' });
      await page.getByLabel('Search people').fill('gr');
      await page.getByText('Please enter at least 3 characters.').waitFor();
      await page.getByLabel('Search people').fill('grace');
      await page.waitForURL(/search=grace/);
      await page.getByRole('link', { name: 'Grace Hopper' }).waitFor();
      await page.getByRole('link', { name: 'Alan Turing' }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByRole('link', { name: 'Katherine Johnson' }).waitFor();

      // An empty person form answers with the spec's messages.
      await page.getByRole('link', { name: 'Add Person' }).click();
      await page.waitForURL('**/portal/people/new');
      await page.getByRole('button', { name: 'Create Person' }).click();
      for (const message of ['First name is required', 'Last name is required', 'Job position is required', 'Email is required']) {
        await expect(page.locator('[id$="-error"]', { hasText: message }).count()).resolves.toBe(1);
      }
      await screenshot(page, 'person-form-errors');
      expect(await seriousViolations(page)).toEqual([]);

      // PIN input keeps digits only; the bio counter turns red at 190.
      await page.getByLabel('Password protection').selectOption('pin');
      await page.getByLabel('PIN', { exact: true }).fill('a1b2c3d4e5');
      await expect(page.getByLabel('PIN', { exact: true }).inputValue()).resolves.toBe('1234');
      await page.getByLabel('PIN', { exact: true }).fill('12');
      await page.getByRole('button', { name: 'Create Person' }).click();
      await page.locator('[id$="-error"]', { hasText: 'PIN must be exactly 4 digits' }).waitFor();
      await page.getByLabel('Password protection').selectOption('disabled');
      await page.getByRole('textbox', { name: 'Bio' }).fill('x'.repeat(195));
      await expect(page.getByTestId('bio-counter').getAttribute('data-warning')).resolves.toBe('true');
      await page.getByRole('textbox', { name: 'Bio' }).fill('Runs the Acme Events front desk.');
      await expect(page.getByTestId('bio-counter').getAttribute('data-warning')).resolves.toBeNull();

      await page.getByLabel('First name').fill('Hedy');
      await page.getByLabel('Last name').fill('Lamarr');
      await page.getByLabel('Job position').fill('Front Desk Lead');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('hedy.lamarr@acme-events.example');
      await page.getByRole('button', { name: 'Create Person' }).click();
      await page.waitForURL(/\/portal\/people\/[^/]+\?subscription-prompt=true$/);
      await snackbar(page, 'Created Person (Hedy Lamarr)').waitFor();

      // The subscription prompt leads to the assign page.
      const prompt = page.getByRole('dialog', { name: 'Assign a subscription now?' });
      await prompt.waitFor();
      await screenshot(page, 'person-subscription-prompt');
      await prompt.getByRole('button', { name: 'Assign subscription' }).click();
      await page.waitForURL(/\/assign-subscription$/);
      await page.getByRole('group', { name: 'Subscription type' }).waitFor();
      const submit = page.getByRole('button', { name: 'Assign subscription' });
      await expect(submit.isDisabled()).resolves.toBe(true);

      // NFC: the code is upper-cased, cut to six and checked as hex; submit waits for six characters.
      await page.getByLabel(/Profyle and NFC card/).check();
      const code = page.getByLabel('Card ID');
      await code.fill('zz');
      await page.getByText('Should only contain hexadecimal characters, i.e. numbers 0-9 and letters A-F').waitFor();
      await code.fill('abc1234567');
      await expect(code.inputValue()).resolves.toBe('ABC123');
      await expect(submit.isDisabled()).resolves.toBe(false);
      await code.fill('abc');
      await code.blur();
      await page.getByText('Should be six digits').waitFor();
      await expect(submit.isDisabled()).resolves.toBe(true);

      // Profyle only.
      await page.getByLabel(/^Profyle only/).check();
      await expect(submit.isDisabled()).resolves.toBe(false);
      await screenshot(page, 'assign-subscription');
      await submit.click();
      await snackbar(page, 'Subscription assigned successfully').waitFor();
      await page.waitForURL(/\/portal\/people\/[^/?]+$/);
      await page.getByRole('link', { name: 'Remove subscription' }).waitFor();
      await screenshot(page, 'person-detail');
      expect(await seriousViolations(page)).toEqual([]);

      // The dark theme, chosen in the account menu and kept in localStorage.
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('button', { name: 'Dark' }).click();
      // The page's colour mode is applied by an effect after the render of the choice.
      await expectEventually(() => page.evaluate(() => document.documentElement.dataset.colourMode), (mode) => expect(mode).toBe('dark'));
      await expect(page.evaluate(() => localStorage.getItem('profyle.colourMode'))).resolves.toBe('dark');
      await page.keyboard.press('Escape');
      await screenshot(page, 'person-detail-dark');
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/portal/people');
      await page.getByRole('link', { name: 'Hedy Lamarr' }).waitFor();
      await expect(page.evaluate(() => document.documentElement.dataset.colourMode)).resolves.toBe('dark');
      await screenshot(page, 'people-list-dark');

      // Sign out: after a second, back at the start with the spec's message.
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('link', { name: 'Sign out' }).click();
      await page.waitForURL('**/auth/sign-in');
      await snackbar(page, 'You have been signed out').waitFor();
      expect(await cspViolations(page)).toEqual([]);
      // The server expired the refresh cookie as it ended the session.
      expect((await context.cookies()).filter((cookie) => cookie.name === 'profyle_refresh')).toEqual([]);
      await page.goto('/portal/people');
      await page.waitForURL(/\/auth\/sign-in\?continueUrl=%2Fportal%2Fpeople/);
    } catch (error) {
      await screenshot(page, `failure-${expect.getState().currentTestName?.slice(0, 60).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });

  test("an admin of one organisation opening another organisation's URL sees Access Denied", async () => {
    const { context, page } = await newPage();
    try {
      await signInWithPassword(page, OWNER, OWNER_PASSWORD);
      await page.goto('/portal/dashboard?org=profyle_hq');
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await screenshot(page, 'access-denied-organisation');
      // Superadmin-only and partner-only pages.
      for (const path of ['/portal/orgs', '/portal/admin', '/portal/partners/create-demo']) {
        await page.goto(path);
        await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      }
      // The own organisation still opens.
      await page.goto('/portal/dashboard?org=acme_events');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.waitForURL(/\/portal\/dashboard$/);
    } catch (error) {
      await screenshot(page, `failure-${expect.getState().currentTestName?.slice(0, 60).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });

  test('tokens stay out of scripts: the refresh cookie carries the session over a reload, a rejected access token is refreshed once, a session that cannot be refreshed signs out', async () => {
    const { context, page } = await newPage();
    try {
      await signInWithPassword(page, OWNER, OWNER_PASSWORD);
      // Nothing a script can read holds a token: not storage, not document.cookie.
      const readable = () => page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
      expect(await readable()).not.toMatch(/accessToken|refreshToken|eyJ|profyle_refresh/);
      const refreshCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'profyle_refresh');
      const first = await refreshCookie();
      expect(first).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth/refresh', secure: false });

      // A reload loses the in-memory access token: the app gets a new one from the cookie (rotating it).
      await page.goto('/portal/people');
      await page.getByRole('link', { name: 'Ada Lovelace' }).waitFor();
      expect((await refreshCookie())?.value).not.toBe(first?.value);
      expect(await readable()).not.toMatch(/accessToken|refreshToken|eyJ|profyle_refresh/);

      // The api answers 401 to a call: the app refreshes once and carries on.
      let rejected = 0;
      await page.route('**/v1/enterprise/*/people?**', (route) =>
        rejected++ === 0 ? route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ errorMessage: 'Unauthorised', errors: [] }) }) : route.continue(),
      );
      const beforeRetry = (await refreshCookie())?.value;
      await page.goto('/portal/people?sort=-name');
      await page.getByRole('link', { name: 'Ada Lovelace' }).waitFor();
      expect(rejected).toBeGreaterThanOrEqual(2);
      expect((await refreshCookie())?.value).not.toBe(beforeRetry);
      await page.unroute('**/v1/enterprise/*/people?**');

      // The cookie is gone (or refused): signed out, sent to sign in with the page to come back to.
      await context.clearCookies();
      await page.goto('/portal/people');
      await page.waitForURL(/\/auth\/sign-in\?continueUrl=%2Fportal%2Fpeople/);
      await expect(page.evaluate(() => localStorage.getItem('profyle.session'))).resolves.toBeNull();
    } finally {
      await context.close();
    }
  });

  test('an admin invites a colleague, whose invite link signs them in and opens the accept page in one step; they accept and land on the dashboard as an admin', async () => {
    const owner = await newPage();
    const invitee = await newPage();
    const email = `new.admin.${Date.now()}@acme-events.example`;
    try {
      await signInWithPassword(owner.page, OWNER, OWNER_PASSWORD);
      await owner.page.goto('/portal/admins/invite');
      await owner.page.getByLabel('Email address').fill(email);
      await owner.page.getByRole('button', { name: 'Send invite' }).click();
      await snackbar(owner.page, `Invite sent to: ${email}`).waitFor();
      await owner.page.goto('/portal/admins/users');
      await owner.page.getByRole('link', { name: email.split('@')[0] }).click();
      await owner.page.getByText(/You can resend the invite in \d+:\d\d/).waitFor();
      await expect(owner.page.getByRole('button', { name: 'Resend invite' }).isDisabled()).resolves.toBe(true);
      await screenshot(owner.page, 'admin-user-pending');
      expect(await seriousViolations(owner.page)).toEqual([]);

      // One step: the mailed link signs the invitee in and lands on the accept page; no second e-mail.
      const inviteLink = await waitForMailLink(portal.url, email, '/auth/accept-invite/');
      const page = invitee.page;
      const mailsBefore = (await (await fetch(`${portal.url}/dev/mailbox`, { headers: { accept: 'application/json' } })).json()).messages.length;
      await page.goto(inviteLink);
      await page.getByText(`${OWNER} has invited you to join Acme Events Ltd`, { exact: false }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/auth\/accept-invite\//);
      expect((await (await fetch(`${portal.url}/dev/mailbox`, { headers: { accept: 'application/json' } })).json()).messages.length).toBe(mailsBefore);
      await screenshot(page, 'accept-invite');
      expect(await cspViolations(page)).toEqual([]);

      // The link signs in once: opened again elsewhere, it asks to sign in first (with the invite banner).
      const elsewhere = await newPage();
      try {
        await elsewhere.page.goto(inviteLink);
        await elsewhere.page.waitForURL(/\/auth\/sign-in\?token=/);
        await elsewhere.page.getByText('You have been invited to join an organisation.', { exact: false }).waitFor();
      } finally {
        await elsewhere.context.close();
      }

      await page.getByRole('button', { name: 'Accept Invite' }).click();
      await page.waitForURL('**/portal/dashboard');
      // The welcome notification opens by itself once.
      const welcome = page.getByRole('dialog', { name: 'Welcome to the Profyle admin portal' });
      await welcome.waitFor();
      await welcome.getByRole('button', { name: 'Dismiss' }).click();
      await welcome.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

      // The owner now sees an active admin.
      await owner.page.goto('/portal/admins/users');
      const row = owner.page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
      await row.getByText('Active').waitFor();
    } catch (error) {
      await screenshot(invitee.page, 'failure-invite').catch(() => undefined);
      throw error;
    } finally {
      await owner.context.close();
      await invitee.context.close();
    }
  });

  test('the shell: keyboard shortcuts, not-found, Arabic right to left', async () => {
    const { context, page } = await newPage();
    try {
      await signInWithPassword(page, OWNER, OWNER_PASSWORD, '/login?continueUrl=%2Fportal%2Fpeople');
      await page.waitForURL('**/portal/people');
      await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();

      await page.keyboard.press('s');
      const search = page.getByRole('dialog', { name: 'Search' });
      await search.waitFor();
      await search.getByText('Please enter at least 3 characters.').waitFor();
      await search.getByLabel('Search people, cards and organisations').fill('zzzqqq');
      await search.getByText('No results found').waitFor();
      await search.getByLabel('Search people, cards and organisations').fill('lovelace');
      await search.getByRole('button', { name: /^Ada Lovelace/ }).click();
      await page.waitForURL(/\/portal\/people\/[^/?]+$/);
      await page.getByRole('heading', { name: 'Ada Lovelace', level: 1 }).waitFor();
      await page.keyboard.press('s');
      await search.waitFor();
      await page.keyboard.press('Escape');
      await search.waitFor({ state: 'detached' });

      await page.keyboard.press('h');
      const help = page.getByRole('dialog', { name: 'Help' });
      await help.getByText('Keyboard shortcuts').waitFor();
      await screenshot(page, 'help-dialog');
      await page.keyboard.press('Escape');

      await page.goto('/portal/no-such-page');
      await page.getByRole('heading', { name: 'This resource was not found' }).waitFor();
      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: 'This resource was not found' }).waitFor();

      await page.goto('/portal/dashboard');
      // The Arabic texts load on demand (their own chunk); the page switches once they are in.
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByRole('heading', { name: 'لوحة التحكم' }).waitFor();
      await screenshot(page, 'dashboard-arabic');
      expect(await seriousViolations(page)).toEqual([]);
    } catch (error) {
      await screenshot(page, `failure-${expect.getState().currentTestName?.slice(0, 60).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });

  test('the API reference at /docs renders from this server under its own CSP', async () => {
    const { context, page } = await newPage();
    try {
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(portal.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
      });
      await page.goto('/docs');
      await page.getByRole('heading', { name: /Profyle admin portal API/ }).waitFor();
      // Every tag is listed, collapsed; opening one lists its operations.
      for (const tag of ['auth', 'enterprise', 'org', 'public']) await page.locator(`#operations-tag-${tag}`).waitFor();
      await page.locator('#operations-tag-enterprise').click();
      await page.getByText('/v1/enterprise/{orgId}/people/{personId}').first().waitFor();
      await screenshot(page, 'api-reference');
      expect(elsewhere).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
