// The built api (embedded mode) as apps/api/dist/main.js runs it, plus BENCH_EXTRA_PROJECTIONS synthetic
// read models registered beside the real ones: each reads event types of capabilities the benchmark's
// commands never produce (as the read models of cards, groups or events would), so what they cost is what
// registering one more projection costs. For the `floor` section, BENCH_CONSUMERS=none starts no integration
// consumer and BENCH_PUBLISH=false no integration publisher (so nothing reaches the bus): what the command
// path costs without that work. Prints `listening <port>`. Used by bench/kernel.bench.mjs.
require('reflect-metadata');
const { join } = require('node:path');

const root = join(__dirname, '../..');
const { loadConfig } = require(join(root, 'apps/api/dist/config/config.js'));
const { createRuntime } = require(join(root, 'apps/api/dist/runtime/runtime.js'));
const { createApp } = require(join(root, 'apps/api/dist/bootstrap.js'));
const { allProjections } = require(join(root, 'apps/projector/dist/index.js'));

const extra = Number(process.env.BENCH_EXTRA_PROJECTIONS ?? 0);
const extraProjection = (i) => ({
  name: `bench-extra-${i}`,
  version: 1,
  eventTypes: [`BenchCapability${i}Created`, `BenchCapability${i}Changed`],
  indexes: [{ fields: [['organisation_id', 1], ['name', 1]] }],
  documentId: (event) => event.streamId,
  evolve: (doc, event, id) => ({ _id: id, organisation_id: event.metadata.organisationId, name: String(event.data?.name ?? ''), changes: (doc?.changes ?? 0) + 1 }),
});

const main = async () => {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'error' });
  const projections = [...allProjections, ...Array.from({ length: extra }, (_, i) => extraProjection(i))];
  const options = { projections, ...(process.env.BENCH_CONSUMERS === 'none' ? { consumers: [] } : {}), ...(process.env.BENCH_PUBLISH === 'false' ? { publish: false } : {}) };
  const runtime = await createRuntime(config, () => undefined, options);
  const app = await createApp(runtime, { logger: false });
  await app.listen(config.PORT, '127.0.0.1');
  app.getHttpServer().keepAliveTimeout = 60_000;
  console.log(`listening ${app.getHttpServer().address().port} projections ${projections.length}`);
  // The bench asks (over IPC) for the heap after a full collection (started with --expose-gc): RSS alone
  // says little about what a garbage-collected process retains.
  process.on('message', (message) => {
    if (message !== 'heap') return;
    global.gc?.();
    process.send?.({ heap: process.memoryUsage().heapUsed });
  });
  process.on('SIGTERM', async () => {
    await app.close();
    await runtime.close();
    process.exit(0);
  });
};
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
