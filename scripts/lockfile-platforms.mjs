// Works around npm/cli#4828 and #8320: npm writes package-lock.json without the optional native packages
// of other platforms (@swc/core-darwin-arm64, @unrs/resolver-binding-win32-x64-msvc, ...) - here also
// because the registry this machine reaches serves only this platform's builds - yet `npm ci` then
// refuses the lockfile ("Missing: ... from lock file"). This adds an entry for each missing optional
// package at the exact version its parent pins, marked optional: npm ci accepts the lockfile and skips
// a package that is not for this platform (or cannot be fetched), as it does for any optional package.
// Run after any `npm install` that rewrote the lockfile: `node scripts/lockfile-platforms.mjs`. The result is
// what npm itself writes (each stub marked dev like its parent, nothing npm would drop), so `npm install` on
// a fresh clone leaves the lockfile unchanged; test/lockfile.spec.ts keeps it so.
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const lockPath = `${root}package-lock.json`;
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (packages[target] || packages[`${path ? `${path}/` : ''}node_modules/${name}`]) continue;
    packages[target] = { version: range, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}

// npm writes the root entry from package.json alone: optional packages listed there by hand (an earlier
// workaround) are dropped by the next `npm install`, which would rewrite the lockfile on a fresh clone.
const declared = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).optionalDependencies ?? {};
if (packages['']?.optionalDependencies) {
  for (const name of Object.keys(packages[''].optionalDependencies)) if (!(name in declared)) delete packages[''].optionalDependencies[name];
  if (Object.keys(packages[''].optionalDependencies).length === 0) delete packages[''].optionalDependencies;
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-platforms: added ${added} optional platform package entries`);
