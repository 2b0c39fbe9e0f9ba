import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config';
import { createRuntime } from './runtime/runtime';

/**
 * `npm run rebuild-projection -- <name> [<name> ...]` (or `--all`): drops the named read models and
 * builds them again from the whole event log, then exits. Stop the server (or the projector process)
 * first: a projection must have a single writer. A running server rebuilds in-process instead via
 * POST /v1/admin/projections/{name}/rebuild.
 */
const main = async () => {
  const names = process.argv.slice(2);
  if (names.length === 0) {
    console.error('usage: rebuild-projection <projection-name> [...] | --all');
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, PROJECTOR: 'embedded', SEED_DEMO: 'false' });
  const runtime = await createRuntime(config, (message) => console.error(message));
  const runner = runtime.runner as NonNullable<typeof runtime.runner>;
  const all = (await runner.status()).map((p) => p.name);
  const targets = names.includes('--all') ? all : names;
  const started = Date.now();
  for (const name of targets) await runner.rebuild(name);
  const head = await runtime.eventStore.headPosition();
  while (!(await runner.waitFor(head, 60_000))) console.log('still rebuilding...');
  console.log(`rebuilt ${targets.join(', ')} up to position ${head} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await runtime.close();
};

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
