/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, so these files see the DOM types too.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import axeCore from 'axe-core';
import { type Browser, chromium, type Page } from 'playwright-core';
import { ROOT } from './portal-server';

/** Debian's chromium, never a downloaded one. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

export const SCREENSHOTS = join(ROOT, 'test-results/screenshots');

export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Let lazy chunks and transitions settle so the picture shows the finished page.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
};

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (its source injected, so no Node 22 wrapper is needed); serious and critical only. */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the debugging protocol rather than added as a <script>: the portal's CSP rightly
  // refuses inline scripts, and the test must not weaken it.
  if (!loaded) await page.evaluate(axeCore.source);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};
