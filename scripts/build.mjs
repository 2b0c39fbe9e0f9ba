// Builds every Node workspace with SWC (type-checking is `npm run typecheck`), then the web app if it has a
// build. Incremental: each output records a hash of the inputs it was built from (dist/.build-inputs) and is
// rebuilt only when they change, so a second `npm start` starts at once. `--force` rebuilds everything;
// `--no-web` skips the web app; `--quiet` prints only what was rebuilt and problems (npm start uses it).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const swc = join(root, 'node_modules/.bin/swc');
const force = process.argv.includes('--force');
const quiet = process.argv.includes('--quiet');
const packages = ['libs/domain', 'libs/contracts', 'libs/infrastructure', 'apps/projector', 'apps/api'];
const STAMP = '.build-inputs';

const files = (path) => {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .flatMap((entry) => files(join(path, entry.name)))
    .sort();
};

/** A hash of the inputs' paths and contents: a changed, added or removed file changes it. */
const inputsHash = (paths) => {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((path) => files(join(root, path)))) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
};

const upToDate = (distDir, hash) => !force && existsSync(join(distDir, STAMP)) && readFileSync(join(distDir, STAMP), 'utf8') === hash;
const say = (message) => (quiet ? undefined : console.log(message));
const started = Date.now();
const rebuilt = [];

for (const pkg of packages) {
  const dir = join(root, pkg);
  const dist = join(dir, 'dist');
  const hash = inputsHash([`${pkg}/src`, `${pkg}/package.json`, '.swcrc']);
  if (upToDate(dist, hash)) {
    say(`build: ${pkg} is up to date`);
    continue;
  }
  rmSync(dist, { recursive: true, force: true });
  execFileSync(swc, ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', join(root, '.swcrc'), '--ignore', '**/*.spec.ts', '--quiet'], { cwd: dir, stdio: 'inherit' });
  writeFileSync(join(dist, STAMP), hash);
  rebuilt.push(pkg);
}

const web = join(root, 'apps/web');
const webPkg = JSON.parse(readFileSync(join(web, 'package.json'), 'utf8'));
if (webPkg.scripts?.build && !process.argv.includes('--no-web')) {
  // The web app bundles the contracts and the domain too (Vite aliases), so their sources are its inputs.
  const hash = inputsHash(['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/package.json', 'libs/contracts/src', 'libs/domain/src']);
  const dist = join(web, 'dist');
  if (upToDate(dist, hash)) say('build: apps/web is up to date');
  else {
    execFileSync('npx', ['vite', 'build', ...(quiet ? ['--logLevel', 'warn'] : [])], { cwd: web, stdio: 'inherit' });
    writeFileSync(join(dist, STAMP), hash);
    rebuilt.push('apps/web');
  }
} else if (!existsSync(join(web, 'dist'))) {
  console.log('build: apps/web has no build yet; the api serves no web app.');
}

if (rebuilt.length || !quiet) console.log(`build: ${rebuilt.length ? `rebuilt ${rebuilt.join(', ')}` : 'everything up to date'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
