// `npm run i18n:missing`: what each language lacks against English, as JSON on stdout, ready to
// translate: { "<language>": { "missing": { "<key>": "<English text>" }, "invalid": { "<key>":
// { "problem", "english", "translation" } }, "unknown": ["<key>"] } } for every language with a gap
// (an empty object when all are complete), and a count per language on stderr. Exits 1 when a
// language has a gap. `--out <dir>` also writes <dir>/<language>.json per language with a gap.
// The catalogues are TypeScript with the web app's aliases, so they load through Vite's module loader.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 ? resolve(process.argv[outIndex + 1] ?? 'i18n-missing') : null;

const server = await createServer({
  root: web,
  configFile: join(web, 'vite.config.ts'),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { ENGLISH, TRANSLATIONS } = await server.ssrLoadModule('/src/app/i18n/all-catalogues.ts');
  const { findGaps, hasGaps, englishProblem } = await server.ssrLoadModule('/src/app/i18n/check.ts');
  const report = {};
  const englishProblems = Object.entries(ENGLISH)
    .map(([key, text]) => [key, englishProblem(text)])
    .filter(([, problem]) => problem);
  for (const [key, problem] of englishProblems) console.error(`en ${key}: ${problem}`);
  const total = Object.keys(ENGLISH).length;
  console.error(`en: ${total} keys`);
  for (const [language, catalogue] of Object.entries(TRANSLATIONS)) {
    const gaps = findGaps(language, ENGLISH, catalogue);
    const missing = Object.keys(gaps.missing).length;
    const invalid = Object.keys(gaps.invalid).length;
    console.error(`${language}: ${total - missing} of ${total} keys${missing ? `, ${missing} missing` : ''}${invalid ? `, ${invalid} invalid` : ''}${gaps.unknown.length ? `, ${gaps.unknown.length} unknown` : ''}`);
    if (!hasGaps(gaps)) continue;
    report[language] = gaps;
    if (outDir) {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, `${language}.json`), `${JSON.stringify(gaps, null, 2)}\n`);
    }
  }
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.exitCode = Object.keys(report).length || englishProblems.length ? 1 : 0;
} finally {
  await server.close();
}
