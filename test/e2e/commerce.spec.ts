/// <reference lib="dom" />
/**
 * Orders, payment and designs in a real browser, as a new customer and the design team meet them: the
 * built api serving the built web app (embedded mode: the embedded test checkout and the simulated
 * courier), Debian's chromium. The owner creates a client design; the superadmin uploads a proof; the
 * owner rejects it with a short comment (refused), then approves it; orders 30 custom cards of it online,
 * pays on the test checkout and sees the order paid; the superadmin invoices it, sends it to the courier,
 * ships and completes it. Fixtures (an address) are made through the api.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { ensureBuilt, type PortalServer, startPortal } from './support/portal-server';

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
  const signedIn = await fetch(`${portal.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const address = await fetch(`${portal.url}/v1/enterprise/${ORG}/locations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ name: 'Head office', line1: '1 High Street', city: 'London', postcode: 'N1 1AA', country: 'United Kingdom' }),
  });
  if (address.status !== 201) throw new Error(`address fixture: ${address.status}`);
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
      await expect(quantity.inputValue()).resolves.toBe('5');
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
});
