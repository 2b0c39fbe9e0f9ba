/**
 * `npm install` on a fresh clone must leave package-lock.json as committed (issue 19.7). npm rewrites two
 * things this repo's lockfile once carried: optional packages in the root entry that package.json does not
 * declare, and other platforms' optional native packages (stubs added by scripts/lockfile-platforms.mjs,
 * since npm here only resolves this platform's) without the `dev` flag their parent has. Both are checked
 * here; a clone-and-install run proved that a lockfile passing them is left unchanged.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, Record<string, any>> };
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

describe('package-lock.json', () => {
  test('the root entry lists only the optional packages package.json declares', () => {
    expect(Object.keys(lock.packages['']!.optionalDependencies ?? {})).toEqual(Object.keys(pkg.optionalDependencies ?? {}));
  });

  test("every other platform's optional package is listed, marked optional and dev like its parent", () => {
    const problems: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const target = lock.packages[`${path ? `${path}/` : ''}node_modules/${name}`] ?? lock.packages[`node_modules/${name}`];
        if (!target) problems.push(`${name} (optional of ${path || 'root'}) is missing`);
        // A stub (no integrity: a package this machine's registry does not serve) must look as npm writes it.
        else if (!target.integrity && (!target.optional || Boolean(target.dev) !== Boolean(entry.dev))) problems.push(`${name} is not marked like its parent ${path}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
