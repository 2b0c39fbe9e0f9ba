import { launchBrowser } from './support/browser';
import { ensureBuilt, startPortal } from './support/portal-server';
jest.setTimeout(300_000);
test('debug docs', async () => {
  ensureBuilt();
  const portal = await startPortal();
  const browser = await launchBrowser();
  try {
    const full = await (await fetch(portal.url + '/openapi.json')).json();
    let wait = 5000;
    const tryWith = async (label: string, keep: (path: string) => boolean) => {
      const spec = { ...full, paths: Object.fromEntries(Object.entries(full.paths).filter(([path]) => keep(path))) };
      const page = await browser.newPage();
      await page.route('**/openapi.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(spec) }));
      await page.goto(portal.url + '/docs');
      await page.waitForTimeout(wait);
      const tags = await page.evaluate(() => Array.from(document.querySelectorAll('.opblock-tag')).map((e) => e.textContent?.slice(0, 15)).join('|'));
      console.log(label, Object.keys(spec.paths).length, tags);
      await page.close();
    };
    const mine = (p: string) => /intro|analytics|dashboard|available-tags|complete-follow-up/.test(p);
    const ids: Record<string, string[]> = {};
    for (const [path, item] of Object.entries<any>(full.paths)) for (const [method, op] of Object.entries<any>(item)) (ids[op.operationId] ??= []).push(`${method} ${path}`);
    console.log('dup ids', JSON.stringify(Object.entries(ids).filter(([, v]) => v.length > 1)));
    const keys = Object.keys(full.paths);
    const trivial = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`/fake/${i}`, { get: { operationId: `fake${i}`, tags: ['fake'], responses: { 200: { description: 'OK' } } } }]));
    const tryPaths = async (label: string, paths: Record<string, unknown>, components = full.components, options = '') => {
      const spec = { ...full, paths, components };
      const page = await browser.newPage();
      await page.route('**/openapi.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(spec) }));
      if (options) await page.route('**/docs/init.js', (route) => route.fulfill({ contentType: 'text/javascript', body: `window.addEventListener('load', function () { window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', ${options} }); });` }));
      await page.goto(portal.url + '/docs');
      await page.waitForTimeout(4000);
      const tags = await page.evaluate(() => Array.from(document.querySelectorAll('.opblock-tag')).map((e) => e.textContent?.slice(0, 8)).join('|'));
      console.log(label, Object.keys(paths).length, tags);
      await page.close();
    };
    await tryPaths('all, default options', full.paths, full.components, 'deepLinking: true, tryItOutEnabled: false');
    await tryPaths('all, no deepLinking', full.paths, full.components, 'tryItOutEnabled: false');
    await tryPaths('all, docExpansion none', full.paths, full.components, 'deepLinking: true, tryItOutEnabled: false, docExpansion: \'none\'');
    await tryPaths('all, bare', full.paths, full.components, 'deepLinking: false');
  } finally {
    await browser.close();
    await portal.stop();
  }
});
