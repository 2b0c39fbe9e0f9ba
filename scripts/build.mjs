// Builds every Node workspace with SWC (type-checking is `npm run typecheck`), then the web app if it has a build.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const swc = join(root, 'node_modules/.bin/swc');
const packages = ['libs/domain', 'libs/contracts', 'libs/infrastructure', 'apps/projector', 'apps/api'];

for (const pkg of packages) {
  const dir = join(root, pkg);
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  execFileSync(swc, ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', join(root, '.swcrc'), '--ignore', '**/*.spec.ts', '--quiet'], { cwd: dir, stdio: 'inherit' });
}

const web = join(root, 'apps/web');
const webPkg = JSON.parse(readFileSync(join(web, 'package.json'), 'utf8'));
if (webPkg.scripts?.build && !process.argv.includes('--no-web')) {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: web, stdio: 'inherit' });
} else if (!existsSync(join(web, 'dist'))) {
  console.log('build: apps/web has no build yet; the api serves no web app.');
}
