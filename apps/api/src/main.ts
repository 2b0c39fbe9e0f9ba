import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/config';
import { createRuntime } from './runtime/runtime';
import { printWelcome, seedDemo } from './seed/seed-demo';

/** One process: api, projections (embedded mode) and the built web app, on PORT with data under DATA_DIR. */
const main = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = new Logger('main');
  const runtime = await createRuntime(config, (message) => console.log(`[runtime] ${message}`));
  const app = await createApp(runtime);
  await app.listen(config.PORT, config.HOST);

  const demo = config.SEED_DEMO ? await seedDemo(app, runtime) : null;
  printWelcome(config, demo);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
