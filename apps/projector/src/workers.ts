/**
 * The workers process of distributed mode (`node apps/projector/dist/workers.js`): runs every consumer
 * registered in consumers/index.ts, each in its own consumer group, through the consumer runner (inbox,
 * retries, dead-letter topic). Scale it by starting more processes: members of a group share partitions.
 * With no consumer registered it still runs (and says so), so a deployment can keep the service defined.
 */
import { registeredConsumers, startConsumers } from './consumers';
import { openAdapters, runMain, stopOnSignals } from '@profyle/infrastructure';
import { loadProjectorConfigOrExit } from './projector-config';

const log = (message: string) => console.log(`[workers] ${message}`);

const main = async () => {
  const config = loadProjectorConfigOrExit();
  const adapters = await openAdapters(config, log);
  const context = {
    eventStore: adapters.eventStore,
    readStore: adapters.readStore,
    bus: adapters.bus,
    env: process.env,
    log,
    integrationTopic: config.INTEGRATION_TOPIC,
    groupPrefix: config.KAFKA_GROUP_PREFIX,
  };

  const consumers = await startConsumers(context, registeredConsumers);
  if (consumers.names.length === 0) log('no consumers are registered (apps/projector/src/consumers/index.ts); idling until stopped');
  if (config.BUS === 'in-process') log('BUS=in-process: only events published inside this process arrive (set BUS=kafka)');

  // Without this the process would exit at once when there is nothing to consume.
  const keepAlive = setInterval(() => undefined, 60_000);
  stopOnSignals(async () => {
    clearInterval(keepAlive);
    await consumers.stop();
    await adapters.close();
  }, log);
};

runMain(main);
