import { ConfigError } from './storage-settings';

/**
 * How every long-running process of the product (api, projector, workers) ends: on SIGINT or SIGTERM it
 * stops its work once (a second signal does not start a second stop), then exits 0; a start-up failure
 * exits 1. One implementation so the processes behave alike under an orchestrator.
 */
export const stopOnSignals = (stop: () => Promise<void>, log: (message: string) => void): void => {
  let stopping = false;
  const onSignal = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    try {
      await stop();
      log('stopped');
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void onSignal('SIGINT'));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
};

/** Runs a process's main function; anything it throws is printed and ends the process with 1. */
export const runMain = (main: () => Promise<void>): void => {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
};

/** Loads a configuration, or prints every problem and exits 2 before anything starts. */
export const configOrExit = <T>(load: () => T): T => {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
};
