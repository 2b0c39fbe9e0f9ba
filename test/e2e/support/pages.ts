/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface Credentials {
  email: string;
  password: string;
}

/** The demo seed's users (printed by the api at start). */
export const DEMO_OWNER: Credentials = { email: 'owner@acme-events.example', password: 'acme-owner-demo' };
export const DEMO_SUPERADMIN: Credentials = { email: 'support@profyle.example', password: 'profyle-support-demo' };

/**
 * A fresh browser context on the portal whose page records every Content-Security-Policy violation
 * (`cspViolations`): the server's policy must never have to block anything the portal does.
 */
export const newPortalPage = async (browser: Browser, baseURL: string, options: { clipboard?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL });
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
};

/** What the Content-Security-Policy blocked in this page so far. */
export const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

/** Signs in on the sign-in page with a password and waits for the portal. */
export const signInWithPassword = async (page: Page, { email, password }: Credentials): Promise<void> => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Sign in using a password' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/portal/**');
};

/** The snackbar with this text (snackbars are status or alert regions). */
export const snackbar = (page: Page, text: string) => page.locator('[data-severity]', { hasText: text });

/** The api as a signed-in user, for fixtures: a call answers its JSON, or throws with the status. */
export const apiAs = async (baseURL: string, { email, password }: Credentials) => {
  const signIn = await fetch(`${baseURL}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!signIn.ok) throw new Error(`sign-in of ${email}: ${signIn.status}`);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  return async (method: string, path: string, body?: unknown): Promise<any> => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
};
