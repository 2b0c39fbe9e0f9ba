/// <reference lib="dom" />
/**
 * Layouts and the public Profyle in a real browser, as a new admin meets them: build a layout with three
 * content blocks, reorder them by keyboard and by dragging, watch the phone preview follow, choose the
 * layout for a group, open a member's public Profyle showing it, then leave details in its exchange form
 * and find the introduction counted on the person page and delivered as a signed webhook.
 * One server for the suite (the built api serving the built web app); fixtures through the api.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { startWebhookReceiver, type WebhookReceiver } from '../webhooks/support/webhook-receiver';
import { CHROMIUM, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { ensureBuilt, type PortalServer, startPortal } from './support/portal-server';

jest.setTimeout(240_000);

const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable) console.warn(`test/e2e: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
const describeInBrowser = browserAvailable ? describe : describe.skip;

const ORG = 'acme_events';
const OWNER = 'owner@acme-events.example';
const OWNER_PASSWORD = 'acme-owner-demo';

let portal: PortalServer;
let browser: Browser;
let receiver: WebhookReceiver;
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

beforeAll(async () => {
  if (!browserAvailable) return;
  ensureBuilt();
  receiver = await startWebhookReceiver();
  portal = await startPortal({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
  browser = await launchBrowser();
  const session = await fetch(`${portal.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: OWNER, password: OWNER_PASSWORD }) });
  token = ((await session.json()) as { accessToken: string }).accessToken;
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await receiver?.close();
});

const newPage = async (viewport = { width: 1366, height: 900 }): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport, baseURL: portal.url });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
};

const signIn = async (page: Page): Promise<void> => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Sign in using a password' }).click();
  await page.getByLabel('Email address').fill(OWNER);
  await page.locator('input[name=password]').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/portal/**');
};

/** Reads until the value equals `expected` (the app saves and reloads asynchronously), else fails with the last value. */
const eventually = async <T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toEqual(expected);
};
const blockTitles = async (page: Page) => page.locator('[data-block-id] > div:nth-child(2) > div:first-child').allInnerTexts();

/** The preview frame once it shows a layout version other than `previous`. */
const previewAfter = async (page: Page, previous: string | null): Promise<{ frame: Frame; version: string }> => {
  const iframe = page.locator('iframe[title^="Preview of"]');
  await page.waitForFunction((old) => {
    const element = document.querySelector('iframe[title^="Preview of"]');
    return element !== null && element.getAttribute('data-preview-version') !== old;
  }, previous);
  const version = (await iframe.getAttribute('data-preview-version')) as string;
  const frame = (await (await iframe.elementHandle())?.contentFrame()) as Frame;
  await frame.waitForLoadState();
  await frame.locator('h1').waitFor();
  return { frame, version };
};
const previewBlocks = (frame: Frame) => frame.locator('.blocks .title, .blocks h3').allInnerTexts();

const addBlock = async (page: Page, type: string, title: string, fill: Record<string, string>) => {
  await page.getByRole('button', { name: 'Add block' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Type').selectOption(type);
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  for (const [label, value] of Object.entries(fill)) await dialog.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  await dialog.getByRole('button', { name: 'Save block' }).click();
  await dialog.waitFor({ state: 'detached' });
};

describeInBrowser('layouts and the public Profyle in a browser', () => {
  test('an admin builds a layout, reorders its blocks, gives it to a group, and a member’s Profyle shows it', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Layouts' }).click();
      await page.waitForURL('**/portal/layouts');
      await page.getByRole('heading', { name: 'Layouts' }).waitFor();
      await page.getByRole('link', { name: 'Default', exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // A new layout, then the editor.
      await page.getByRole('link', { name: 'New Layout' }).click();
      await page.getByRole('button', { name: 'Create Layout' }).click();
      await page.getByText('Label is required').waitFor();
      await page.getByLabel(/^Label/).fill('Events team');
      await page.getByRole('button', { name: 'Create Layout' }).click();
      await page.waitForURL('**/portal/layouts/*/edit');
      await page.getByRole('heading', { name: 'Edit Events team' }).waitFor();
      let preview = await previewAfter(page, null);

      // Three blocks; a video without a source is refused with the spec's rule before anything is sent.
      await addBlock(page, 'url', 'Website', { Link: 'https://acme-events.example' });
      await addBlock(page, 'text', 'About us', {});
      await addBlock(page, 'url', 'Tickets', { Link: 'https://tickets.acme-events.example' });
      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByRole('dialog').getByLabel('Type').selectOption('video');
      await page.getByRole('dialog').getByRole('button', { name: 'Save block' }).click();
      await page.getByRole('dialog').getByText('A video block needs a video source').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      expect(await blockTitles(page)).toEqual(['Website', 'About us', 'Tickets']);
      preview = await previewAfter(page, preview.version);
      await eventually(() => previewBlocks(preview.frame), ['Website', 'About us', 'Tickets']);

      // Reorder with the keyboard: Tickets to the top.
      await page.getByRole('button', { name: 'Move Tickets' }).focus();
      await page.keyboard.press('Space');
      for (const _ of [1, 2]) {
        await page.waitForTimeout(150); // dnd-kit measures between key presses (an animation frame), no fixed wait for the app
        await page.keyboard.press('ArrowUp');
      }
      await page.waitForTimeout(150);
      await page.keyboard.press('Space');
      await eventually(() => blockTitles(page), ['Tickets', 'Website', 'About us']);
      preview = await previewAfter(page, preview.version);
      await eventually(() => previewBlocks(preview.frame), ['Tickets', 'Website', 'About us']);

      // Reorder by dragging: About us to the top.
      const handle = page.getByRole('button', { name: 'Move About us' });
      const target = page.locator('[data-block-id]').first();
      const from = (await handle.boundingBox())!;
      const to = (await target.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
      await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 10 });
      await page.mouse.up();
      await eventually(() => blockTitles(page), ['About us', 'Tickets', 'Website']);
      preview = await previewAfter(page, preview.version);
      await eventually(() => previewBlocks(preview.frame), ['About us', 'Tickets', 'Website']);

      // Branding: a primary too light for its white text warns, and the preview takes the colour.
      await page.getByLabel('Pick Primary colour').fill('#ffdd00');
      await page.getByText('Secondary on Primary has a contrast ratio of').waitFor();
      preview = await previewAfter(page, preview.version);
      expect(await preview.frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim())).toBe('#ffdd00');
      await page.getByLabel('Pick Primary colour').fill('#0b3d91');
      await page.getByText('Secondary on Primary has a contrast ratio of').waitFor({ state: 'detached' });
      await page.getByRole('radio', { name: 'Rounded' }).click();
      await page.getByRole('radio', { name: 'Rounded', checked: true }).waitFor();
      await page.getByText('All changes saved').waitFor();
      await screenshot(page, 'layout-editor');
      expect(await seriousViolations(page)).toEqual([]);

      // Done: the layout page shows it with Edit.
      await page.getByRole('link', { name: 'Done' }).click();
      await page.getByRole('heading', { name: 'Events team' }).waitFor();
      await page.getByRole('link', { name: 'Edit' }).waitFor();

      // The group chooses the layout.
      await page.goto('/portal/groups/new');
      await page.getByLabel(/^Group name/).fill('Events crew');
      await page.getByLabel('Layout').selectOption({ label: 'Events team' });
      await page.getByRole('switch', { name: 'Introductions' }).check();
      await page.getByRole('button', { name: 'Create Group' }).click();
      await page.waitForURL(/\/portal\/groups\/(?!new)[^/]+$/);
      await page.getByRole('link', { name: 'Events team' }).waitFor();
      const groupId = page.url().split('/').pop() as string;

      // A member of the group, with a subscription, shows the layout on their public page.
      const created = await api('PUT', `/v1/enterprise/${ORG}/people`, { first_name: 'Marie', last_name: 'Curie', position: 'Host', email: 'marie@acme-events.example', group_id: groupId });
      expect(created.status).toBe(201);
      expect((await api('PUT', `/v1/enterprise/${ORG}/people/${created.body.personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
      const member = (await api('GET', `/v1/enterprise/${ORG}/people/${created.body.personId}`)).body;
      const profyle = await context.newPage();
      await profyle.goto(member.public_url ?? `/c/${created.body.personId}`);
      await profyle.getByRole('heading', { name: 'Marie Curie' }).waitFor();
      expect(await profyle.locator('.blocks .title, .blocks h3').allInnerTexts()).toEqual(['About us', 'Tickets', 'Website']);
      expect(await profyle.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--radius').trim())).toBe('30px');
      expect(await seriousViolations(profyle)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a visitor leaves their details on a phone: the person page counts the introduction and a signed webhook delivers it', async () => {
    expect((await api('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'exchange', value: { enabled: true, consents: ['Send me news about Acme events'], fields: { company_name: true } } })).status).toBe(200);
    const hook = await api('PUT', `/v1/enterprise/${ORG}/webhooks/default`, { enabled: true, url: receiver.url('/profyle'), secret: '', events: ['introduction.created'] });
    expect(hook.status).toBe(200);
    receiver.secret = hook.body.secret;
    const created = await api('PUT', `/v1/enterprise/${ORG}/people`, { first_name: 'Lise', last_name: 'Meitner', position: 'Physicist', email: 'lise@acme-events.example' });
    expect((await api('PUT', `/v1/enterprise/${ORG}/people/${created.body.personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    const person = (await api('GET', `/v1/enterprise/${ORG}/people/${created.body.personId}`)).body;

    const phone = await newPage({ width: 390, height: 844 });
    try {
      await phone.page.goto(person.public_url ?? `/c/${created.body.personId}`);
      await phone.page.getByRole('heading', { name: 'Lise Meitner' }).waitFor();
      await screenshot(phone.page, 'public-profyle-phone');
      await phone.page.getByRole('link', { name: 'Exchange details' }).click();
      await phone.page.getByRole('button', { name: 'Send my details' }).click();
      await phone.page.getByText('Name is required').waitFor();
      await phone.page.getByLabel('Name', { exact: true }).fill('Otto Hahn');
      await phone.page.getByLabel('Email', { exact: true }).fill('otto@kwi.example');
      await phone.page.getByLabel('Company name').fill('KWI');
      await phone.page.getByLabel('Notes').fill('Lovely talk on fission');
      await phone.page.getByLabel('Send me news about Acme events').check();
      await phone.page.getByRole('button', { name: 'Send my details' }).click();
      await phone.page.getByText('Thank you. Your details were sent to Lise.').waitFor();
      expect(await seriousViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }

    // The webhook: introduction.created, signed with the endpoint's secret.
    const [delivery] = await receiver.waitFor(1, 15_000);
    expect(delivery.verified).toBe(true);
    expect(delivery.payload).toMatchObject({ type: 'introduction.created', data: { person_id: created.body.personId, name: 'Otto Hahn', email: 'otto@kwi.example', company: 'KWI', consents: ['Send me news about Acme events'], via: 'exchange' } });

    // The person page counts it.
    const { context, page } = await newPage();
    try {
      await signIn(page);
      const introductions = async () => {
        await page.goto(`/portal/people/${created.body.personId}`);
        await page.getByRole('heading', { name: /Lise Meitner/ }).waitFor();
        // The count (a link to the person's introductions once that page exists).
        return page.locator('dt', { hasText: /^Introductions$/ }).locator('xpath=following-sibling::dd[1]').innerText();
      };
      await eventually(introductions, '1');
    } finally {
      await context.close();
    }
  });

  test('an admin makes a custom theme, a layout chooses it and the preview draws it; deleting it names the layout using it', async () => {
    const gold = await api('POST', `/v1/enterprise/${ORG}/configurations`, { label: 'Gold launch', name: 'Acme Events Ltd', template: 'modern-2024' });
    expect(gold.status).toBe(201);
    const { context, page } = await newPage();
    try {
      await signIn(page);
      await page.goto('/portal/layouts');
      const themes = page.getByRole('region', { name: 'Custom themes' });
      await themes.getByText('No custom themes yet.').waitFor();
      await themes.getByRole('button', { name: 'New Theme' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Theme' });
      await dialog.getByRole('button', { name: 'Save Theme' }).click();
      await dialog.getByText('Theme name is required').waitFor();
      await dialog.getByLabel(/^Theme name/).fill('Acme Gold');
      await dialog.getByLabel(/^Start from/).selectOption({ label: 'Corporate' });
      await dialog.getByLabel(/^CSS/).fill('.hero h1{letter-spacing:4px}');
      await dialog.getByRole('button', { name: 'Save Theme' }).click();
      await dialog.waitFor({ state: 'detached' });
      await themes.getByText('Based on Corporate').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // The editor offers it beside the built-in themes; the preview draws Corporate with the theme's CSS.
      await page.goto(`/portal/layouts/${gold.body.id}/edit`);
      await page.getByRole('heading', { name: 'Edit Gold launch' }).waitFor();
      let preview = await previewAfter(page, null);
      await page.getByRole('radio', { name: /Acme Gold/ }).click();
      await page.getByRole('radio', { name: /Acme Gold/, checked: true }).waitFor();
      await page.getByText('All changes saved').waitFor();
      preview = await previewAfter(page, preview.version);
      expect(await preview.frame.evaluate(() => document.body.className)).toBe('theme-header-2024');
      expect(await preview.frame.evaluate(() => getComputedStyle(document.querySelector('.hero h1') as Element).letterSpacing)).toBe('4px');

      // Deleting the theme names the layout that falls back to the default theme.
      await page.goto('/portal/layouts');
      await themes.getByText('Used by Gold launch').waitFor();
      await themes.getByRole('button', { name: 'Delete Acme Gold' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Theme' });
      await confirm.getByText('These layouts use it and will show the default theme instead: Gold launch.').waitFor();
      await confirm.getByRole('button', { name: 'Delete Theme' }).click();
      await confirm.waitFor({ state: 'detached' });
      await themes.getByText('No custom themes yet.').waitFor();
    } finally {
      await context.close();
      await api('DELETE', `/v1/enterprise/${ORG}/configurations/${gold.body.id}`);
    }
  });
});
