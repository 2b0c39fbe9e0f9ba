/// <reference lib="dom" />
// Callbacks passed to page.evaluate and waitForFunction run in the browser, so this file sees the DOM types.
/**
 * No dead ends (issue 19): in a real browser, an organisation admin, a superadmin and a partner admin
 * each walk every sidebar item, the account menu and switcher, every breadcrumb link of every page they
 * reach, and every portal link inside those pages, and none of them may end on a placeholder, a
 * not-found page, 'Access Denied' or an error (any status page: they carry `data-status-page`), or
 * lead back to where it started. The links on the sign-in and no-user pages get the same check, so
 * 'Start a free trial' cannot be offered while the trial sign-up has no page.
 *
 * The walk reads what is on the screen instead of a list of modules, so it stays right as modules land:
 * a new sidebar entry, breadcrumb or link is walked as soon as it is offered. Fixtures (a group, an
 * address, a custom field, a webhook log entry, a partner organisation and its admin) are made
 * through the api; the built api serves the built web app, and Debian's chromium drives it.
 */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, errors, type Locator, type Page } from 'playwright-core';
import { startWebhookReceiver, type WebhookReceiver } from '../webhooks/support/webhook-receiver';
import { CHROMIUM, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { ensureBuilt, type PortalServer, startPortal, waitForMailLink } from './support/portal-server';

jest.setTimeout(300_000);

const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable) console.warn(`test/e2e: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
const describeInBrowser = browserAvailable ? describe : describe.skip;

const OWNER = { email: 'owner@acme-events.example', password: 'acme-owner-demo' };
const SUPERADMIN = { email: 'support@profyle.example', password: 'profyle-support-demo' };
const PARTNER_ORGANISATION = 'walk_partners';
const PARTNER_ADMIN = 'partner.admin@walk-partners.example';
/** No walk reaches this many distinct pages; hitting it would mean the walk ran away. */
const MAX_PAGES = 120;
/** How long a step may take to show its page; a step that shows none in this time is a dead end. */
const STEP_TIMEOUT = 15_000;
/** The same for the walk's own check, whose step that shows nothing is meant to time out. */
const SHORT_STEP_TIMEOUT = 3_000;

let portal: PortalServer;
let browser: Browser;
let receiver: WebhookReceiver;

const api = async <T = any>(method: string, path: string, token: string | null, body?: unknown): Promise<T> => {
  const response = await fetch(portal.url + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), connection: 'close' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
};

const tokenFor = async ({ email, password }: { email: string; password: string }): Promise<string> =>
  (await api<{ accessToken: string }>('POST', '/v1/auth/password', null, { email, password })).accessToken;

beforeAll(async () => {
  if (!browserAvailable) return;
  ensureBuilt();
  // Loopback webhooks (a development setting) let the webhook log entry come from a local receiver.
  portal = await startPortal({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
  browser = await launchBrowser();
  receiver = await startWebhookReceiver();

  // Pages with breadcrumbs need something to show: a group, an address, a custom field, a webhook log entry.
  const owner = await tokenFor(OWNER);
  const org = '/v1/enterprise/acme_events';
  await api('POST', `${org}/groups`, owner, { name: 'Walkers', parent_id: 'none' });
  await api('POST', `${org}/locations`, owner, { name: 'Walk House', line1: '1 Walk Street', city: 'London', postcode: 'N1 1AA' });
  await api('POST', `${org}/custom-fields`, owner, { name: 'Desk phone', vcard: 'tel', vcard_type: 'work' });
  await api('PUT', `${org}/webhooks/default`, owner, { enabled: true, url: receiver.url('/walk'), secret: '', events: ['profyle.created'] });
  await api('POST', `${org}/webhooks/default/test`, owner, {});

  // A partner organisation with an invited admin (who accepts in the browser).
  const superadmin = await tokenFor(SUPERADMIN);
  await api('POST', '/v1/enterprise', superadmin, { organisation_id: PARTNER_ORGANISATION, name: 'Walk Partners', is_partner: true, subscriptions: 5, nfc_cards: 0 });
  await api('POST', `/v1/enterprise/${PARTNER_ORGANISATION}/users/invite`, superadmin, { recipient: PARTNER_ADMIN });
});

afterAll(async () => {
  await receiver?.close();
  await browser?.close();
  await portal?.stop();
});

const newPage = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: portal.url });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  return { context, page };
};

const signIn = async (page: Page, { email, password }: { email: string; password: string }): Promise<void> => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Sign in using a password' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/portal/dashboard');
};

/** A path with its ids replaced, so one person page stands for all of them. */
const patternOf = (path: string): string =>
  path
    .split(/[?#]/, 1)[0]
    .split('/')
    .map((segment) => (/^[0-9a-f]{8}-[0-9a-f]{4}-|^[0-9a-f]{24,}$|^\d+$|^(log|msg)_/i.test(segment) ? ':id' : segment))
    .join('/');

/**
 * Remembers the heading on screen, so `settle` can tell the next page from this one: the portal's
 * `main h1`, or on the signed-out pages (no `main` landmark on some) the first `h1`.
 */
const markCurrent = (page: Page, heading = 'main h1') =>
  page.evaluate((selector) => {
    const current = document.querySelector(selector);
    (window as unknown as { walkStale: unknown }).walkStale = current ? { element: current, text: current.textContent } : null;
  }, heading);

/** Waits until a new page is on screen: a heading other than the remembered one, and nothing loading. */
const settle = (page: Page, heading = 'main h1') =>
  page.waitForFunction((selector) => {
    const stale = (window as unknown as { walkStale?: { element: Element; text: string | null } | null }).walkStale;
    const current = document.querySelector(selector);
    if (!current || (stale && current === stale.element && current.textContent === stale.text)) return false;
    return document.querySelector('main [role="status"][aria-label="Loading…"]') === null;
  }, heading);

const here = (page: Page): Promise<string> => page.evaluate(() => window.location.pathname + window.location.search);

/** Navigates inside the app, as a link would (the router follows history). */
const openInApp = async (page: Page, href: string): Promise<void> => {
  if ((await here(page)) === href) return;
  await markCurrent(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
  await settle(page);
};

interface Screen {
  path: string;
  heading: string;
  /** The title of the status page on screen (not found, access denied, error), if any. */
  status: string | null;
  crumbs: { href: string; label: string }[];
  links: string[];
}

const readScreen = (page: Page): Promise<Screen> =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    const crumbNav = main?.querySelector('nav[aria-label="Breadcrumb"]');
    const crumbs = Array.from(crumbNav?.querySelectorAll('a[href]') ?? []).map((link) => ({ href: link.getAttribute('href') ?? '', label: link.textContent ?? '' }));
    const links = Array.from(main?.querySelectorAll('a[href^="/portal"]') ?? [])
      .filter((link) => !crumbNav?.contains(link))
      .map((link) => link.getAttribute('href') ?? '');
    return {
      path: window.location.pathname + window.location.search,
      heading: main?.querySelector('h1')?.textContent ?? '',
      status: document.querySelector('[data-status-page]')?.querySelector('h1')?.textContent ?? null,
      crumbs,
      links,
    };
  });

/**
 * Closes a dialog the page opened by itself (a prompt of the spec, such as 'No active paid
 * subscriptions'); answers where closing it led when that is another page, else null.
 */
const closeDialogs = async (page: Page): Promise<string | null> => {
  const dialog = page.locator('[role="dialog"][aria-modal="true"]');
  if ((await dialog.count()) === 0) return null;
  const before = await here(page);
  await markCurrent(page);
  while ((await dialog.count()) > 0) {
    await page.keyboard.press('Escape');
    await dialog.first().waitFor({ state: 'detached' });
  }
  const after = await here(page);
  if (after === before) return null;
  await settle(page);
  return after;
};

/** Clicks a link and waits for its page (a link to the page on screen only changes the address). */
const follow = async (page: Page, link: Locator, href: string): Promise<void> => {
  await closeDialogs(page);
  const samePage = new URL(href, portal.url).pathname === new URL(await here(page), portal.url).pathname;
  if (!samePage) await markCurrent(page);
  await link.click();
  if (samePage) await page.waitForURL((url) => url.pathname + url.search === href);
  else await settle(page);
};

type Via = 'sidebar' | 'menu' | 'breadcrumb' | 'link' | 'dialog';

/**
 * One role's walk through the portal: what it followed, and every dead end it met, each named as
 * `<via> <from> -> <href>: <what went wrong>` so a failure says which link of which page leads nowhere.
 */
class Walk {
  readonly problems: string[] = [];
  readonly followed: { via: Via; from: string; to: string; heading: string }[] = [];
  private readonly visited = new Set<string>();
  private readonly queued = new Set<string>();
  private readonly queue: { href: string; from: string }[] = [];

  /**
   * `expand: false` checks only the steps it is given, without walking on from where they lead;
   * `stepTimeout` is the page's default timeout, which every step's waits use.
   */
  constructor(
    private readonly page: Page,
    private readonly options: { expand: boolean; stepTimeout: number } = { expand: true, stepTimeout: STEP_TIMEOUT },
  ) {}

  get pages(): string[] {
    return [...this.visited];
  }

  /**
   * Takes one step (a click, or a navigation as a link would). A step after which no new page appears
   * (no heading, still loading, or the page on screen did not change) is a dead end like any other: it
   * is recorded, the walk goes back to where the step started, and answers false.
   */
  private async step(via: Via, from: string, href: string, go: () => Promise<void>): Promise<boolean> {
    try {
      await go();
      return true;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
      const screen = await readScreen(this.page);
      this.problems.push(`${via} ${from} -> ${href}: no page appeared within ${this.options.stepTimeout / 1000} s (still at ${screen.path}, heading '${screen.heading}')`);
      await this.page.goto(from);
      await this.page.locator('main h1').first().waitFor();
      return false;
    }
  }

  /** Checks the screen a step led to; then, on a page not seen before, its breadcrumbs and links. */
  private async arrive(via: Via, from: string, href: string): Promise<Screen> {
    const screen = await readScreen(this.page);
    this.followed.push({ via, from, to: screen.path, heading: screen.heading });
    if (screen.status) this.problems.push(`${via} ${from} -> ${href}: '${screen.status}' at ${screen.path}`);
    else if (patternOf(screen.path) === patternOf(from) && patternOf(href) !== patternOf(from)) this.problems.push(`${via} ${from} -> ${href}: led back to ${screen.path}`);
    else if (!screen.path.startsWith('/portal/')) this.problems.push(`${via} ${from} -> ${href}: left the portal for ${screen.path}`);
    const pattern = patternOf(screen.path);
    if (screen.status || this.visited.has(pattern) || !this.options.expand) return screen;
    this.visited.add(pattern);
    if (this.visited.size > MAX_PAGES) throw new Error(`the walk reached more than ${MAX_PAGES} pages: ${this.pages.join(', ')}`);
    for (const link of screen.links) {
      const linkPattern = patternOf(link);
      if (this.visited.has(linkPattern) || this.queued.has(linkPattern)) continue;
      this.queued.add(linkPattern);
      this.queue.push({ href: link, from: screen.path });
    }
    await this.crumbs(screen);
    return screen;
  }

  /** Clicks every breadcrumb link of the page on screen, coming back to it after each. */
  private async crumbs(screen: Screen): Promise<void> {
    for (const [index, crumb] of screen.crumbs.entries()) {
      if (index > 0) await openInApp(this.page, screen.path);
      // A page that greets with a dialog which leads elsewhere (the spec's 'No active paid
      // subscriptions' goes back to Billing) keeps its breadcrumbs behind it: where it leads is checked instead.
      const elsewhere = await closeDialogs(this.page);
      if (elsewhere) {
        await this.arrive('dialog', screen.path, elsewhere);
        return;
      }
      const link = this.page.locator(`main nav[aria-label="Breadcrumb"] a[href="${crumb.href}"]`);
      if (await this.step('breadcrumb', screen.path, crumb.href, () => follow(this.page, link, crumb.href))) await this.arrive('breadcrumb', screen.path, crumb.href);
    }
  }

  /** Every link of the sidebar, clicked in turn (opening its group first when it is folded). */
  async sidebar(): Promise<string[]> {
    const nav = this.page.getByRole('navigation', { name: 'Main navigation' });
    const entries = await nav.locator('a[href]').evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', label: link.textContent?.trim() ?? '', group: link.closest('ul[id]')?.id ?? null })),
    );
    for (const entry of entries) {
      const from = (await readScreen(this.page)).path;
      if (entry.group && !(await nav.locator(`a[href="${entry.href}"]`).isVisible())) await nav.locator(`button[aria-controls="${entry.group}"]`).click();
      if (await this.step('sidebar', from, entry.href, () => follow(this.page, nav.locator(`a[href="${entry.href}"]`), entry.href))) await this.arrive('sidebar', from, entry.href);
    }
    return entries.map((entry) => entry.href);
  }

  /** Every portal link of a top-bar menu (the account menu, the account switcher), clicked in turn. */
  async menu(button: RegExp): Promise<string[]> {
    const opener = this.page.getByRole('button', { name: button });
    if ((await opener.count()) === 0) return [];
    // The menu's panel is the element its button controls.
    const panel = this.page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
    await opener.click();
    const hrefs = await panel.locator('a[href^="/portal"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await this.page.keyboard.press('Escape');
    for (const href of hrefs) {
      const from = (await readScreen(this.page)).path;
      await opener.click();
      if (await this.step('menu', from, href, () => follow(this.page, panel.locator(`a[href="${href}"]`), href))) await this.arrive('menu', from, href);
    }
    return hrefs;
  }

  /** Follows the links found in the pages, breadth first, until every page they lead to was seen. */
  async links(): Promise<void> {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      if (this.visited.has(patternOf(next.href))) continue;
      const { from, href } = next;
      if (await this.step('link', from, href, () => openInApp(this.page, href))) await this.arrive('link', from, href);
    }
  }

  /** Follows `hrefs` as links found on the page on screen (the walk's own check: see the last test). */
  async linksFromHere(hrefs: string[]): Promise<void> {
    const from = await here(this.page);
    this.visited.add(patternOf(from));
    this.queue.push(...hrefs.map((href) => ({ href, from })));
    await this.links();
  }

  async everything(): Promise<{ sidebar: string[]; menus: string[] }> {
    const sidebar = await this.sidebar();
    const menus = [...(await this.menu(/^Account menu for/)), ...(await this.menu(/^Switch organisation/))];
    await this.links();
    return { sidebar, menus };
  }
}

const walkAs = async (name: string, signInAs: (page: Page) => Promise<void>): Promise<{ walk: Walk; sidebar: string[]; menus: string[] }> => {
  const { context, page } = await newPage();
  try {
    await signInAs(page);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const walk = new Walk(page);
    const found = await walk.everything();
    if (walk.problems.length > 0) await screenshot(page, `dead-ends-${name}`);
    return { walk, ...found };
  } catch (error) {
    await screenshot(page, `failure-dead-ends-${name}`).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
};

describeInBrowser('no dead ends in the portal', () => {
  test('an organisation admin: every sidebar item, menu link, breadcrumb and page link leads to a working page', async () => {
    const { walk, sidebar, menus } = await walkAs('organisation-admin', (page) => signIn(page, OWNER));
    expect(walk.problems).toEqual([]);
    // The modules that exist today are offered and were walked (more appear as modules land).
    expect(sidebar).toEqual(
      expect.arrayContaining([
        '/portal/dashboard',
        '/portal/people',
        '/portal/nfc/designs',
        '/portal/groups',
        '/portal/addresses',
        '/portal/layouts',
        '/portal/custom-fields',
        '/portal/admins/users',
        '/portal/admins/invite',
        '/portal/admins/audit',
        '/portal/settings',
        '/portal/integrations',
        '/portal/billing',
      ]),
    );
    expect(menus).toContain('/portal/my-account');
    expect(walk.pages).toEqual(
      expect.arrayContaining([
        '/portal/people/:id',
        '/portal/people/:id/edit',
        '/portal/groups/:id',
        '/portal/addresses/:id',
        '/portal/custom-fields/:id/edit',
        expect.stringMatching(/^\/portal\/admins\/users\/[^/]+$/),
        // The integrations index leads to the webhook pages, down to a log entry.
        '/portal/integrations/webhooks/default/settings',
        '/portal/integrations/webhooks/default/logs',
        '/portal/integrations/webhooks/default/logs/:id',
        // Commerce and layouts, from their lists.
        '/portal/nfc/designs/:id',
        '/portal/billing/orders/new',
        '/portal/layouts/default',
        '/portal/layouts/default/edit',
      ]),
    );
    // Breadcrumbs were followed back up, e.g. from a person to People and from a webhook log to Integrations.
    const crumbs = walk.followed.filter((step) => step.via === 'breadcrumb');
    expect(crumbs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: expect.stringMatching(/^\/portal\/people\/[^/]+$/), to: '/portal/people' }),
        expect.objectContaining({ from: expect.stringMatching(/^\/portal\/integrations\/webhooks\/default\/logs\/[^/]+$/), to: '/portal/integrations' }),
        expect.objectContaining({ from: expect.stringMatching(/^\/portal\/integrations\/webhooks\/default\/logs\/[^/]+$/), to: '/portal/integrations/webhooks/default/settings' }),
      ]),
    );
  });

  test('a superadmin: the same walk, with the superadmin section as far as its pages exist', async () => {
    const { walk, sidebar } = await walkAs('superadmin', (page) => signIn(page, SUPERADMIN));
    expect(walk.problems).toEqual([]);
    expect(sidebar).toEqual(expect.arrayContaining(['/portal/dashboard', '/portal/people', '/portal/integrations', '/portal/production']));
  });

  test('a partner admin: the same walk, with the account switcher', async () => {
    const { walk, sidebar } = await walkAs('partner-admin', async (page) => {
      // The invite's link signs the invitee in and opens the accept page; accepting lands on the dashboard.
      await page.goto(await waitForMailLink(portal.url, PARTNER_ADMIN, '/auth/accept-invite/'));
      await page.getByRole('button', { name: 'Accept Invite' }).click();
      await page.waitForURL('**/portal/dashboard');
      const welcome = page.getByRole('dialog', { name: 'Welcome to the Profyle admin portal' });
      await welcome.getByRole('button', { name: 'Dismiss' }).click();
      await welcome.waitFor({ state: 'detached' });
      // A partner always has the account switcher (spec 000 section 2).
      await page.getByRole('button', { name: /^Switch organisation/ }).waitFor();
    });
    expect(walk.problems).toEqual([]);
    expect(sidebar).toEqual(expect.arrayContaining(['/portal/dashboard', '/portal/people', '/portal/integrations']));
  });

  test('the walk itself: a link to no page, to a page the role may not open, back to where it started, out of the portal, or to a page that never appears is reported by name', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page, OWNER);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      // A page whose code never arrives: its link shows nothing new.
      await page.route('**/assets/person-form-page-*.js', () => undefined);
      page.setDefaultTimeout(SHORT_STEP_TIMEOUT);
      const walk = new Walk(page, { expand: false, stepTimeout: SHORT_STEP_TIMEOUT });
      await walk.linksFromHere(['/portal/nowhere', '/portal/orgs', '/portal', '/dev/mailbox', '/portal/people/new', '/portal/people']);
      expect(walk.problems).toEqual([
        "link /portal/dashboard -> /portal/nowhere: 'This resource was not found' at /portal/nowhere",
        "link /portal/dashboard -> /portal/orgs: 'Access Denied' at /portal/orgs",
        'link /portal/dashboard -> /portal: led back to /portal/dashboard',
        'link /portal/dashboard -> /dev/mailbox: left the portal for /dev/mailbox',
        expect.stringMatching(/^link \/portal\/dashboard -> \/portal\/people\/new: no page appeared within 3 s \(still at \/portal\/people\/new, heading '.*'\)$/),
      ]);
      // After a step that showed nothing the walk goes on from where it was: People is no dead end.
      expect(walk.followed.at(-1)).toEqual(expect.objectContaining({ from: '/portal/dashboard', to: '/portal/people', heading: 'People' }));
    } finally {
      await context.close();
    }
  });

  test('the integrations index: the webhook pages and the integrations that exist, with their state; the announced ones disabled', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page, OWNER);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Integrations' }).click();
      await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
      const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
      // The fixture switched the default webhook on; analytics and copy recipients are not set up yet.
      await card('Webhooks').getByText('Enabled').waitFor();
      await expect(card('Webhooks').getByRole('link').getAttribute('href')).resolves.toBe('/portal/integrations/webhooks/default/settings');
      await card('Google Analytics').getByText('Disabled').waitFor();
      await card('Copy recipients').getByText('Disabled').waitFor();
      // Announced by the spec, not offered: no link.
      for (const name of ['Salesforce', 'Dynamics 365', 'Zapier']) {
        await card(name).getByText('Coming soon').waitFor();
        await expect(card(name).getByRole('link').count()).resolves.toBe(0);
      }
      await expect(page.getByRole('heading', { level: 2 }).allInnerTexts()).resolves.toEqual(['CRMs', 'Analytics', 'Others']);
      await screenshot(page, 'integrations');
      expect(await seriousViolations(page)).toEqual([]);
      // The whole card is the link.
      await card('Webhooks').click({ position: { x: 12, y: 12 } });
      await page.getByRole('heading', { name: 'Webhook settings', level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('the sign-in and no-user pages offer only links that lead somewhere else (no free trial while it has no page)', async () => {
    const { context, page } = await newPage();
    try {
      const problems: string[] = [];
      for (const start of ['/auth/sign-in', '/auth/no-user?email=nobody%40walk.example']) {
        await page.goto(start);
        await page.locator('h1').first().waitFor();
        // Links into the app (the OIDC buttons go to the api).
        const hrefs = await page.locator('a[href^="/"]:not([href^="/v1/"]):not([href^="/v2/"])').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs) {
          // Signing out is an action, not a place; the logo's link home is where a signed-out visitor starts.
          if (href.startsWith('/auth/sign-out') || href === '/') continue;
          await page.goto(start);
          await page.locator('h1').first().waitFor();
          await markCurrent(page, 'h1');
          await page.locator(`a[href="${href}"]`).first().click();
          let left = true;
          await page.waitForURL((url) => url.pathname !== new URL(start, portal.url).pathname, { timeout: 5000 }).catch(() => {
            left = false;
            problems.push(`${start} -> ${href}: stayed on ${new URL(page.url()).pathname}`);
          });
          // The address changes before the next page renders (its code may still be loading, the old page
          // staying meanwhile): read the status once the next page's own heading is there.
          if (left) {
            await settle(page, 'h1').catch((error) => {
              if (!(error instanceof errors.TimeoutError)) throw error;
              problems.push(`${start} -> ${href}: no page appeared at ${new URL(page.url()).pathname}`);
            });
          }
          await page.locator('h1').first().waitFor();
          const status = await page.locator('[data-status-page] h1').allInnerTexts();
          if (status.length > 0) problems.push(`${start} -> ${href}: '${status[0]}'`);
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
