/// <reference lib="dom" />
/**
 * Orders, payment and designs in a real browser, as a new customer and the design team meet them: the
 * built api serving the built web app (embedded mode: the embedded test checkout and the simulated
 * courier), Debian's chromium. The owner creates a client design; the superadmin uploads a proof; the
 * owner rejects it with a short comment (refused), then approves it; orders 30 custom cards of it online,
 * pays on the test checkout and sees the order paid; the superadmin invoices it, sends it to the courier,
 * ships and completes it. A trial account is warned before ordering and gets one free demo order; an
 * account without subscriptions may not order cards; subscriptions ordered by invoice and marked paid
 * raise the account's pool with a history entry. The superadmin scans a box of cards onto an order with
 * a reader (an invalid and a repeated scan warn, another organisation's card fails alone) and the order
 * lists them. Fixtures (accounts, addresses, orders, card ids) are made through the api.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { ensureBuilt, type PortalServer, startPortal } from './support/portal-server';
import { expectEventually } from './support/waits';

jest.setTimeout(240_000);

const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable) console.warn(`test/e2e/commerce: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
const describeInBrowser = browserAvailable ? describe : describe.skip;

const ORG = 'acme_events';
const OWNER = { email: 'owner@acme-events.example', password: 'acme-owner-demo' };
const SUPER = { email: 'support@profyle.example', password: 'profyle-support-demo' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let portal: PortalServer;
let browser: Browser;

beforeAll(async () => {
  if (!browserAvailable) return;
  ensureBuilt();
  portal = await startPortal();
  browser = await launchBrowser();
  // The fixture a customer would have made on the addresses page: one delivery address.
  const post = await apiAs(OWNER);
  await post(`/v1/enterprise/${ORG}/locations`, { name: 'Head office', line1: '1 High Street', city: 'London', postcode: 'N1 1AA', country: 'United Kingdom' });
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const newPage = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: portal.url });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
};

/** The api as a signed-in user, for fixtures a user would have made on other pages. */
const apiAs = async (user: { email: string; password: string }) => {
  const signedIn = await fetch(`${portal.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  return async (path: string, body: unknown): Promise<{ id?: string }> => {
    const answer = await fetch(`${portal.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` }, body: JSON.stringify(body) });
    if (answer.status !== 201) throw new Error(`fixture ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as { id?: string };
  };
};

/** Any call to the api as a signed-in user: the status and the answer (fixtures of other pages). */
const callAs = async (user: { email: string; password: string }) => {
  const signedIn = await fetch(`${portal.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  return async <T,>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${portal.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!answer.ok) throw new Error(`fixture ${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
};

/** The superadmin switches to an organisation through the global search (the s key). */
const switchTo = async (page: Page, name: string): Promise<void> => {
  await page.goto('/portal/dashboard');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.keyboard.press('s');
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByLabel('Search people, cards and organisations').fill(name);
  await search.getByRole('button', { name: new RegExp(name) }).click();
  await search.waitFor({ state: 'detached' });
};

const snackbar = (page: Page, text: string) => page.locator('[data-severity]', { hasText: text });

const signIn = async (page: Page, user: { email: string; password: string }): Promise<void> => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Sign in using a password' }).click();
  await page.getByLabel('Email address').fill(user.email);
  await page.locator('input[name=password]').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/portal/**');
};

describeInBrowser('orders, payment and designs in a browser', () => {
  test('a client design through proof and approval, 30 cards paid online, fulfilled by the design team', async () => {
    const owner = await newPage();
    const team = await newPage();
    try {
      // The owner creates a client design: a print-ready PDF and the six confirmations.
      await signIn(owner.page, OWNER);
      await owner.page.goto('/portal/nfc/designs');
      await owner.page.getByRole('heading', { name: 'Design Library' }).waitFor();
      await owner.page.getByRole('link', { name: 'New design' }).click();
      await owner.page.getByText('I have a print-ready design').click();
      await owner.page.getByRole('button', { name: 'Create design' }).click();
      await owner.page.getByText('Please enter a name for this design', { exact: true }).waitFor();
      await owner.page.getByText('Please upload design assets', { exact: true }).waitFor();
      expect(await owner.page.getByText('Please confirm to continue', { exact: true }).count()).toBe(6);
      await owner.page.getByLabel('Design name').fill('Launch card');
      await owner.page.getByLabel('Print-ready PDF', { exact: true }).setInputFiles({ name: 'launch-card.pdf', mimeType: 'application/pdf', buffer: PDF });
      await owner.page.getByText('launch-card.pdf').waitFor();
      for (const checkbox of await owner.page.getByRole('checkbox').all()) await checkbox.check();
      await owner.page.getByRole('button', { name: 'Create design' }).click();
      await owner.page.waitForURL(/\/portal\/nfc\/designs\/[0-9a-f-]{36}$/);
      const designUrl = owner.page.url();
      await owner.page.getByText('Awaiting proof').first().waitFor();
      await screenshot(owner.page, 'commerce-design-awaiting-proof');
      expect(await seriousViolations(owner.page)).toEqual([]);

      // The design team finds it in the production queue and uploads a proof.
      await signIn(team.page, SUPER);
      await team.page.goto('/portal/production');
      await team.page.getByRole('heading', { name: 'Production' }).waitFor();
      await team.page.getByRole('table', { name: 'Designs' }).getByRole('button', { name: 'Launch card' }).click();
      await team.page.waitForURL(designUrl.replace(portal.url, '**'));
      await team.page.getByLabel('Upload proof', { exact: true }).setInputFiles({ name: 'proof-1.pdf', mimeType: 'application/pdf', buffer: PDF });
      await snackbar(team.page, 'Proof uploaded; the customer has been e-mailed').waitFor();

      // The owner reviews: a choice is needed, a short rejection is refused, then approval by typing 'approve'.
      await owner.page.reload();
      await owner.page.getByRole('heading', { name: 'Review the proof' }).waitFor();
      await owner.page.getByRole('button', { name: 'Submit' }).click();
      await owner.page.getByText('Please select whether you approve or reject the design proof.', { exact: true }).waitFor();
      await owner.page.getByText('Request changes').click();
      await owner.page.getByLabel('What should change?').fill('bad');
      await owner.page.getByRole('button', { name: 'Submit' }).click();
      await owner.page.getByText('Please enter a comment of at least 5 characters', { exact: true }).waitFor();
      await owner.page.getByText('Approve', { exact: true }).click();
      await owner.page.getByLabel("Type 'approve' to confirm").fill('APPROVE');
      await owner.page.getByRole('button', { name: 'Submit' }).click();
      await snackbar(owner.page, 'Proof approved').waitFor();
      await owner.page.getByText('Approved', { exact: true }).first().waitFor();
      await screenshot(owner.page, 'commerce-design-approved');

      // 30 custom cards of it, online: the 30+ price shows as the quantity changes.
      await owner.page.getByRole('link', { name: 'Order cards' }).click();
      await owner.page.waitForURL(/\/portal\/billing\/orders\/new\?designId=/);
      await owner.page.getByRole('heading', { name: 'Order NFC Cards' }).waitFor();
      const quantity = owner.page.getByLabel('Quantity');
      // The design's minimum is filled in by an effect once the designs are in, after the form first shows.
      await expectEventually(() => quantity.inputValue(), (value) => expect(value).toBe('5'));
      await owner.page.locator('#line-0-total').getByText('£119.75').waitFor();
      await quantity.fill('30');
      await owner.page.locator('#line-0-unit').getByText('£21.95').waitFor();
      await owner.page.getByTestId('order-total').getByText('£658.50').waitFor();
      await owner.page.getByRole('button', { name: 'Place order' }).click();
      await owner.page.getByText('Please enter a named contact for delivery', { exact: true }).waitFor();
      await owner.page.getByText('Please accept the Terms and Conditions of Service', { exact: true }).waitFor();
      await owner.page.getByLabel('Named contact for delivery').fill('Olivia Owner');
      await owner.page.getByLabel('Contact number').fill('020 7946 0000');
      await owner.page.getByLabel('Delivery address').selectOption({ label: 'Head office, 1 High Street, London, N1 1AA' });
      await owner.page.getByText('Pay online by card').click();
      await owner.page.getByLabel('I accept the Terms and Conditions of Service').check();
      await screenshot(owner.page, 'commerce-new-order');
      expect(await seriousViolations(owner.page)).toEqual([]);
      await owner.page.getByRole('button', { name: 'Place order' }).click();

      // The embedded test checkout: a declined card first, then the success card.
      await owner.page.waitForURL(/\/portal\/billing\/orders\/[0-9a-f-]{36}\/checkout$/);
      const orderUrl = owner.page.url().replace(/\/checkout$/, '');
      await owner.page.getByText('Test checkout: no card is charged.', { exact: false }).waitFor();
      await owner.page.getByLabel('Card number').fill('4000000000000002');
      await owner.page.getByRole('button', { name: 'Pay £658.50' }).click();
      await owner.page.getByText('Stripe payment error: Your card was declined.').waitFor();
      await owner.page.getByLabel('Card number').fill('4242424242424242');
      await owner.page.getByLabel('Expiry (MM/YY)').fill('12/34');
      await owner.page.getByLabel('CVC').fill('123');
      await owner.page.getByLabel('Name on card').fill('Olivia Owner');
      await screenshot(owner.page, 'commerce-checkout');
      await owner.page.getByRole('button', { name: 'Pay £658.50' }).click();
      await owner.page.waitForURL('**/portal/billing/orders/thank-you?**');
      await owner.page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
      await owner.page.getByText(`A receipt is on its way to ${OWNER.email}.`).waitFor();

      // The order is paid; its PO is edited in place (Enter saves, Escape reverts).
      await owner.page.goto(orderUrl.replace(portal.url, ''));
      await owner.page.getByText('Paid', { exact: true }).first().waitFor();
      await owner.page.getByRole('button', { name: 'PO Number' }).click();
      await owner.page.getByLabel('PO Number').fill('PO-2026-7');
      await owner.page.getByLabel('PO Number').press('Enter');
      await snackbar(owner.page, 'Order updated').waitFor();
      await owner.page.getByRole('button', { name: 'PO Number' }).getByText('PO-2026-7').waitFor();
      await owner.page.getByRole('button', { name: 'Notes' }).click();
      await owner.page.getByLabel('Notes').fill('Leave at reception');
      await owner.page.getByLabel('Notes').press('Escape');
      await owner.page.getByRole('button', { name: 'Notes' }).getByText('Add notes').waitFor();
      await owner.page.goto('/portal/billing');
      await owner.page.getByRole('heading', { name: 'Billing' }).waitFor();
      await owner.page.getByRole('cell', { name: '£658.50' }).first().waitFor();
      await screenshot(owner.page, 'commerce-billing');
      expect(await seriousViolations(owner.page)).toEqual([]);

      // The design team fulfils it from the production queue.
      await team.page.goto('/portal/production');
      const row = team.page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: 'Launch card' }).first();
      await row.getByRole('button').click();
      await team.page.waitForURL(orderUrl.replace(portal.url, '**'));
      await team.page.getByRole('heading', { name: 'Fulfilment' }).waitFor();
      await expect(team.page.getByRole('button', { name: 'Mark as paid' }).isDisabled()).resolves.toBe(true);

      await team.page.getByRole('button', { name: 'Mark as invoiced' }).click();
      await team.page.getByLabel('Invoice number').fill('INV-1001');
      await team.page.getByLabel('Invoice URL').fill('https://invoices.example/INV-1001');
      await team.page.getByLabel('Invoice value (£)').fill('790.20');
      await team.page.getByRole('button', { name: 'Confirm' }).click();
      await snackbar(team.page, 'Order updated').waitFor();
      await team.page.getByText('Invoice INV-1001 for £790.20').waitFor();

      await team.page.getByRole('button', { name: 'Send to Click and Drop' }).click();
      await snackbar(team.page, 'Sent to Click and Drop (order').waitFor();
      await team.page.getByText(/Sent to Click and Drop, order \d+/).waitFor();
      await expect(team.page.getByRole('button', { name: 'Send to Click and Drop' }).isDisabled()).resolves.toBe(true);

      await team.page.getByRole('button', { name: 'Mark as shipped' }).click();
      await team.page.getByLabel('Tracking URL', { exact: true }).last().fill('https://track.example/RM123456785GB');
      await team.page.getByRole('button', { name: 'Confirm' }).click();
      await team.page.getByText('Tracking: https://track.example/RM123456785GB').waitFor();

      await team.page.getByRole('button', { name: 'Mark as completed' }).click();
      await team.page.getByText('Completed', { exact: true }).first().waitFor();
      await expect(team.page.getByRole('button', { name: 'Mark as completed' }).isDisabled()).resolves.toBe(true);
      await expect(team.page.getByRole('button', { name: 'Cancel order' }).isDisabled()).resolves.toBe(true);
      await screenshot(team.page, 'commerce-order-completed');
      expect(await seriousViolations(team.page)).toEqual([]);
    } finally {
      await owner.context.close();
      await team.context.close();
    }
  });

  test('a trial account is warned and gets one free demo order; no subscriptions, no cards; subscriptions by invoice, paid, raise the pool', async () => {
    // Two more accounts as the design team would have set them up: a trial with a design still in
    // proofing, and a new customer with no subscriptions yet; each with a delivery address.
    const post = await apiAs(SUPER);
    await post('/v1/enterprise', { organisation_id: 'trial_co', name: 'Trial Co', subscriptions: 3, is_demo: true });
    await post('/v1/enterprise/trial_co/locations', { name: 'Studio', line1: '2 Low Road', city: 'Leeds', postcode: 'LS1 1AA', country: 'United Kingdom' });
    await post('/v2/org/trial_co/designs', { name: 'Demo card', designer: 'profyle', assets: [{ url: 'https://files.example/logo.svg', name: 'logo.svg' }], checkboxes: { rights: true } });
    await post('/v1/enterprise', { organisation_id: 'new_customer', name: 'New Customer Ltd', subscriptions: 0, is_demo: false });
    await post('/v1/enterprise/new_customer/locations', { name: 'Office', line1: '3 Mill Lane', city: 'York', postcode: 'YO1 1AA', country: 'United Kingdom' });

    const { context, page } = await newPage();
    try {
      await signIn(page, SUPER);
      await switchTo(page, 'Trial Co');

      // Ordering cards on a trial: warned first; Cancel goes back to billing, Continue shows the form.
      await page.goto('/portal/billing/orders/new');
      const trial = page.getByRole('dialog', { name: 'Your account is on a trial' });
      await trial.getByText('NFC cards only work while your account has an active subscription.', { exact: false }).waitFor();
      await trial.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL('**/portal/billing');
      await page.getByText('Trial', { exact: true }).waitFor();
      await page.goto('/portal/billing/orders/new');
      await trial.getByRole('button', { name: 'Continue with order' }).click();
      await trial.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Order NFC Cards' }).waitFor();

      // The free demo order of the design still in proofing, from the design team's tools: invoice, one line, free.
      await page.goto('/portal/nfc/designs');
      await page.getByRole('link', { name: 'Demo card' }).first().click();
      await page.getByRole('link', { name: 'Create a demo card order' }).click();
      await page.getByRole('heading', { name: 'Order free demo cards' }).waitFor();
      await expectEventually(() => page.getByLabel('Quantity').inputValue(), (value) => expect(value).toBe('5'));
      await page.getByTestId('order-total').getByText('Free').waitFor();
      const demoOrderUrl = page.url();
      const placeDemo = async () => {
        await page.getByLabel('Named contact for delivery').fill('Tess Trial');
        await page.getByLabel('Contact number').fill('0113 496 0000');
        await page.getByLabel('Delivery address').selectOption({ label: 'Studio, 2 Low Road, Leeds, LS1 1AA' });
        await page.getByLabel('I accept the Terms and Conditions of Service').check();
        await page.getByRole('button', { name: 'Place order' }).click();
      };
      await placeDemo();
      await snackbar(page, 'Order placed').waitFor();
      await page.waitForURL('**/portal/billing');
      const orders = page.getByRole('table', { name: 'Order history' });
      await orders.getByRole('row').filter({ hasText: 'Demo' }).getByText('£0.00').waitFor();
      await screenshot(page, 'commerce-trial-billing');
      // One free demo order per organisation.
      await page.goto(demoOrderUrl.replace(portal.url, ''));
      await placeDemo();
      await page.getByRole('alert').filter({ hasText: 'Free demo cards have already been ordered for this organisation' }).first().waitFor();

      // No paid subscriptions: ordering cards is refused with the spec's dialog; OK returns to billing.
      await switchTo(page, 'New Customer Ltd');
      await page.goto('/portal/billing/orders/new');
      const blocked = page.getByRole('dialog', { name: 'No active paid subscriptions' });
      await blocked.getByText('You can not purchase any NFC cards, as you do not have any active paid subscriptions...').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await blocked.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL('**/portal/billing');
      await page.getByText('No orders available').waitFor();

      // Subscriptions: a first purchase goes to the invoice form; paid, the pool and its history show it.
      await page.goto('/portal/billing/orders/subscriptions');
      await page.waitForURL('**/portal/billing/orders/new-subscriptions');
      await page.getByRole('button', { name: 'Order subscriptions' }).click();
      await page.getByText('Please accept the Terms and Conditions of Service', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'One more' }).click();
      await page.getByLabel('I accept the Terms and Conditions of Service').check();
      await page.getByRole('button', { name: 'Order subscriptions' }).click();
      await snackbar(page, 'Subscription order placed').waitFor();
      await page.waitForURL('**/portal/billing');
      await page.getByRole('table', { name: 'Order history' }).getByRole('row').filter({ hasText: '2 subscriptions' }).getByRole('link').click();
      await page.getByRole('button', { name: 'Mark as paid' }).click();
      await page.getByText('Paid', { exact: true }).first().waitFor();
      await page.goto('/portal/billing');
      const history = page.getByRole('table', { name: 'Subscription history' });
      const credited = history.getByRole('row').filter({ hasText: 'Subscriptions added' });
      await credited.getByText('+2 (total 2)').waitFor();
      await credited.getByText(/^Order \S+ paid$/).waitFor();
      await page.getByText('2 purchased, 0 in use, 2 remaining').waitFor();
      await screenshot(page, 'commerce-subscriptions-paid');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the design team scans cards onto an order: an invalid and a repeated scan warn, another organisation’s card fails alone, the order lists its cards', async () => {
    // An account with an invoice order of stock cards, and a box of new cards of which one is already another organisation's.
    const api = await callAs(SUPER);
    await api('POST', '/v1/enterprise', { organisation_id: 'card_shop', name: 'Card Shop Ltd', subscriptions: 10, is_demo: false });
    const { id: locationId } = await api<{ id: string }>('POST', '/v1/enterprise/card_shop/locations', { name: 'Shop', line1: '4 Card Street', city: 'Bath', postcode: 'BA1 1AA', country: 'United Kingdom' });
    const stock = await api<{ data: { id: string; name: string }[] }>('GET', '/v2/org/card_shop/designs?section=stock');
    const classic = stock.data.find((design) => design.name === 'Classic Black');
    if (!classic) throw new Error('no Classic Black stock design');
    const { id: orderId } = await api<{ id: string }>('POST', '/v2/org/card_shop/orders', {
      attention: 'Sam Shop',
      contact_number: '01225 496 000',
      location_id: locationId,
      payment_method: 'invoice',
      line_items: [{ design_id: classic.id, stock: true, quantity: 3 }],
      terms_accepted: true,
    });
    const { ids } = await api<{ ids: string[] }>('POST', '/v1/enterprise/cards/create', { count: 3 });
    await api('POST', `/v1/enterprise/${ORG}/assign`, { card_ids: [ids[2]], design_id: classic.id });
    const short = ids.map((id) => id.slice(0, 6));

    const { context, page } = await newPage();
    try {
      await signIn(page, SUPER);
      await switchTo(page, 'Card Shop Ltd');
      await page.goto(`/portal/billing/orders/${orderId}`);
      await page.getByRole('heading', { name: 'Fulfilment' }).waitFor();
      await page.getByRole('button', { name: 'Assign cards' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign cards' });
      await expect(dialog.getByLabel('Design').inputValue()).resolves.toBe(classic.id);
      await expect(dialog.getByLabel('Type').inputValue()).resolves.toBe('live');

      // A USB reader types each card's link and presses Enter; a typo and a second scan of a card warn.
      const scanField = dialog.getByLabel('Card link or ID');
      await scanField.focus();
      await page.keyboard.type(`https://profyle.example/c/${ids[0]}`);
      await page.keyboard.press('Enter');
      await page.keyboard.type('not-a-card');
      await page.keyboard.press('Enter');
      await snackbar(page, 'Not a valid Profyle URL: not-a-card').waitFor();
      await page.keyboard.type(ids[0].toLowerCase());
      await page.keyboard.press('Enter');
      await snackbar(page, `Already scanned this card: ${ids[0].toLowerCase()}`).waitFor();
      for (const id of ids.slice(1)) {
        await page.keyboard.type(id);
        await page.keyboard.press('Enter');
      }
      const scanned = dialog.getByRole('list', { name: 'Scanned cards' });
      await expect(scanned.getByRole('listitem').allInnerTexts()).resolves.toEqual(short);
      await screenshot(page, 'commerce-assign-cards-scanned');
      expect(await seriousViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: 'Assign 3 cards' }).click();
      await snackbar(page, '2 of 3 cards assigned').waitFor();
      const results = dialog.getByRole('table', { name: 'Result' });
      await results.getByRole('row').filter({ hasText: short[2] }).getByText(`Card ${short[2]} is already allocated to another organisation`).waitFor();
      expect(await results.getByText('Assigned', { exact: true }).count()).toBe(2);
      await screenshot(page, 'commerce-assign-cards-results');
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dialog.waitFor({ state: 'detached' });

      // The order lists its two cards and its history says so; a card's page links back to the order.
      const cards = page.getByRole('region', { name: /Cards of this order/ });
      await cards.getByRole('heading', { name: 'Cards of this order (2)' }).waitFor();
      await expect(cards.getByRole('link').allInnerTexts()).resolves.toEqual(short.slice(0, 2));
      await page.getByText('2 cards assigned', { exact: true }).waitFor();
      await cards.getByRole('link', { name: short[0] }).click();
      await page.waitForURL(`**/portal/nfc/cards/${ids[0]}`);
      await page.getByText('Classic Black', { exact: true }).waitFor();
      await page.getByRole('link', { name: orderId }).click();
      await page.waitForURL(`**/portal/billing/orders/${orderId}`);
    } finally {
      await context.close();
    }
  });
});
