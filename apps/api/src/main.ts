import 'reflect-metadata';
import { configOrExit, runMain, stopOnSignals } from '@profyle/infrastructure';
import { createApp } from './bootstrap';
import { loadConfig } from './config/config';
import { createRuntime } from './runtime/runtime';
import { printWelcome, seedDemo } from './seed/seed-demo';

/** One process: api, projections (embedded mode) and the built web app, on PORT with data under DATA_DIR. */
const main = async () => {
  const config = configOrExit(() => loadConfig());
  const runtime = await createRuntime(config, (message) => console.log(`[runtime] ${message}`));
  const app = await createApp(runtime);
  await app.listen(config.PORT, config.HOST);

  const demo = config.SEED_DEMO ? await seedDemo(app, runtime) : null;
  printWelcome(config, demo);

  stopOnSignals(async () => {
    await app.close();
    await runtime.close();
  }, (message) => console.log(`[main] ${message}`));
};

runMain(main);
