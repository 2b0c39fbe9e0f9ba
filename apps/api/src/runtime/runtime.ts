import { eventUpcasters } from '@profyle/domain';
import { createFileStore, type EventStore, type FileStore, type IntegrationBus, openAdapters, type ReadStore } from '@profyle/infrastructure';
import {
  allProjections,
  checkpointName,
  IntegrationPublisher,
  ProjectionRunner,
  type ProjectionStatus,
  readProjectionStatus,
  registeredConsumers,
  type RunningConsumers,
  startConsumers,
} from '@profyle/projector';
import type { Config } from '../config/config';
import { TokenService } from '../shared/auth/token.service';
import { CommandShell } from '../shared/command-shell/command-shell';
import { authSecret } from './auth-secret';

/**
 * Everything the api runs on, chosen by configuration: the same code paths in both modes, only the
 * adapters differ. Built once at boot (and by tests), handed to the Nest module as values.
 */
export interface Runtime {
  config: Config;
  eventStore: EventStore;
  readStore: ReadStore;
  /** Uploaded images: the filesystem under DATA_DIR (embedded read store) or GridFS (MongoDB). */
  files: FileStore;
  shell: CommandShell;
  tokens: TokenService;
  /** The projections running in this process (embedded mode), or null when a projector process runs them. */
  runner: ProjectionRunner | null;
  /** Where integration events go (BUS): in-process in embedded mode, Kafka in distributed mode. */
  bus: IntegrationBus;
  /** Publishes integration events beside the projections (embedded mode), or null when a projector process does. */
  publisher: IntegrationPublisher | null;
  /** The integration consumers (webhooks, ...) in embedded mode, or null when a workers process runs them. */
  consumers: RunningConsumers | null;
  projectionStatus(): Promise<ProjectionStatus[]>;
  /** Waits (bounded) until read models include the given global position: read-your-writes for the caller. */
  awaitProjections(position: number | null): Promise<void>;
  close(): Promise<void>;
}

export const createRuntime = async (config: Config, log: (message: string) => void = () => undefined): Promise<Runtime> => {
  const { eventStore, readStore, bus, close: closeAdapters } = await openAdapters(config, log);
  const files = await createFileStore(config);
  const upcast = eventUpcasters.upcast.bind(eventUpcasters);
  const runner = config.PROJECTOR === 'embedded' ? new ProjectionRunner(eventStore, readStore, allProjections, { upcast, log }) : null;
  await runner?.start();
  const publisher = config.PROJECTOR === 'embedded' ? new IntegrationPublisher(eventStore, readStore, bus, { upcast, log }) : null;
  await publisher?.start();
  // The consumers read their own settings from the environment; the api's validated values win.
  const env = {
    ...process.env,
    WEBHOOKS_ALLOW_LOOPBACK: String(config.WEBHOOKS_ALLOW_LOOPBACK),
    MAIL: config.MAIL,
    SMTP_URL: config.SMTP_URL,
    MAIL_FROM: config.MAIL_FROM,
    DATA_DIR: config.DATA_DIR,
    PUBLIC_URL: config.PUBLIC_URL,
  };
  const consumers = config.PROJECTOR === 'embedded' ? await startConsumers({ eventStore, readStore, bus, env, log }, registeredConsumers) : null;

  const projectionStatus = () => (runner ? runner.status() : readProjectionStatus(eventStore, readStore, allProjections));
  const awaitProjections = async (position: number | null) => {
    if (position === null || config.CONSISTENCY_WAIT_MS === 0) return;
    if (runner) {
      await runner.waitFor(position, config.CONSISTENCY_WAIT_MS);
      return;
    }
    // Another process projects: poll its stored checkpoints, stopping at the first one still behind.
    const behind = async () => {
      for (const projection of allProjections) if (((await readStore.getCheckpoint(checkpointName(projection))) ?? 0) < position) return true;
      return false;
    };
    const deadline = Date.now() + config.CONSISTENCY_WAIT_MS;
    while (Date.now() < deadline && (await behind())) await new Promise((r) => setTimeout(r, 25));
  };

  return {
    config,
    eventStore,
    readStore,
    files,
    shell: new CommandShell(eventStore, eventUpcasters),
    tokens: new TokenService(authSecret(config.AUTH_SECRET, config.DATA_DIR)),
    runner,
    bus,
    publisher,
    consumers,
    projectionStatus,
    awaitProjections,
    close: async () => {
      await consumers?.stop();
      await runner?.stop();
      await publisher?.stop();
      await closeAdapters();
      await files.close();
    },
  };
};
