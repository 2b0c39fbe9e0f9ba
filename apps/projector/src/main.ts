/**
 * The projector process of distributed mode (`node apps/projector/dist/main.js`): builds every read model
 * into the shared read store and publishes integration events to the bus, each from its own checkpoint
 * in that store. It serves nothing; the api runs with PROJECTOR=external and only reads.
 * SIGTERM/SIGINT stop the subscriptions (the batch in hand is finished and checkpointed) and close the
 * stores. A SIGKILL loses nothing either: both sides restart from their checkpoints.
 */
import { eventUpcasters } from '@profyle/domain';
import { IntegrationPublisher } from './integration';
import { openAdapters, runMain, stopOnSignals } from '@profyle/infrastructure';
import { loadProjectorConfigOrExit } from './projector-config';
import { allProjections } from './projections';
import { ProjectionRunner } from './runner/projection-runner';
import { SharedLogReader } from './runner/shared-log-reader';

const log = (message: string) => console.log(`[projector] ${message}`);

const main = async () => {
  const config = loadProjectorConfigOrExit();
  if (config.READ_STORE === 'embedded') {
    // The embedded store lives in this process's memory: an api process would never see what is written.
    console.error('The projector process writes read models for the api to read: set READ_STORE=mongodb (embedded mode runs projections inside the api).');
    process.exit(2);
  }
  const adapters = await openAdapters(config, log);
  const upcast = eventUpcasters.upcast.bind(eventUpcasters);
  // One reader of the log for every read model and the publisher: each event is read and upcast once.
  const feed = new SharedLogReader(adapters.eventStore, { map: upcast, log });
  const runner = new ProjectionRunner(adapters.eventStore, adapters.readStore, allProjections, { feed, log });
  const publisher = new IntegrationPublisher(adapters.eventStore, adapters.readStore, adapters.bus, { feed, log, topic: config.INTEGRATION_TOPIC });
  await Promise.all([runner.start(), publisher.start()]);
  if (config.BUS === 'in-process') log('BUS=in-process: integration events stay inside this process (set BUS=kafka for the workers to see them)');

  const head = await adapters.eventStore.headPosition();
  const status = await publisher.status();
  log(`running ${allProjections.map((p) => `${p.name}@v${p.version}`).join(', ')} and the integration publisher (checkpoint ${status.checkpoint}, head ${head}, topic ${config.INTEGRATION_TOPIC})`);

  stopOnSignals(async () => {
    await runner.stop();
    await publisher.stop();
    await feed.close();
    await adapters.close();
  }, log);
};

runMain(main);
