import { eventUpcasters } from '@profyle/domain';
import { type CrmClients, createCrmClients, createFileStore, crmSettingsEnv, crmTokenKey, type EventStore, type FileStore, type IntegrationBus, openAdapters, type PersonalDataProtector, type ReadStore, TokenCipher } from '@profyle/infrastructure';
import {
  allProjections,
  checkpointName,
  type ConsumerRegistration,
  type Projection,
  IntegrationPublisher,
  ProjectionRunner,
  type ProjectionStatus,
  readProjectionStatus,
  registeredConsumers,
  type RunningConsumers,
  SharedLogReader,
  startConsumers,
} from '@profyle/projector';
import type { Config } from '../config/config';
import { TokenService } from '../shared/auth/token.service';
import { CommandShell } from '../shared/command-shell/command-shell';
import { authSecret } from './auth-secret';
import { ReadYourWrites } from './read-your-writes';

/**
 * Everything the api runs on, chosen by configuration: the same code paths in both modes, only the
 * adapters differ. Built once at boot (and by tests), handed to the Nest module as values.
 */
export interface Runtime {
  config: Config;
  /** Personal data sealed on the way in, opened on the way out (see libs/infrastructure/src/personal-data). */
  eventStore: EventStore;
  /** Erases a data subject by destroying their key. */
  personalData: PersonalDataProtector;
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
  /** The CRM adapters (HubSpot, Pipedrive), on their local stand-ins when embedded. */
  crm: CrmClients;
  /** Seals and opens CRM tokens (CRM_TOKEN_KEY, or the key kept under DATA_DIR). */
  crmTokens: TokenCipher;
  /** The integration consumers (webhooks, ...) in embedded mode, or null when a workers process runs them. */
  consumers: RunningConsumers | null;
  projectionStatus(): Promise<ProjectionStatus[]>;
  /**
   * Waits (bounded by CONSISTENCY_WAIT_MS) until the read models that read what the caller appended
   * include the given global position: read-your-writes (see read-your-writes.ts for which ones).
   */
  awaitProjections(position: number | null): Promise<void>;
  /** Collects what each request appends, for awaitProjections; the HTTP app opens a scope per request. */
  readYourWrites: ReadYourWrites;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** The read models to run and wait for; every registered one (allProjections) unless a bench or test says otherwise. */
  projections?: readonly Projection<any>[];
  /**
   * The integration consumers to run in embedded mode; every registered one (registeredConsumers) unless a
   * bench says otherwise (bench/kernel.bench.mjs `floor` measures what they cost per command).
   */
  consumers?: readonly ConsumerRegistration[];
  /**
   * false: no integration publisher in this process, so nothing reaches the bus or its consumers. Only the
   * kernel bench's `floor` section sets it, to measure the command path without that work; the product
   * always publishes.
   */
  publish?: boolean;
}

export const createRuntime = async (config: Config, log: (message: string) => void = () => undefined, options: RuntimeOptions = {}): Promise<Runtime> => {
  const projections = options.projections ?? allProjections;
  const { eventStore, personalData, readStore, bus, close: closeAdapters } = await openAdapters(config, log);
  const files = await createFileStore(config);
  const crm = await createCrmClients(config, config.DATA_DIR);
  const tokenKey = crmTokenKey(config.CRM_TOKEN_KEY, config.DATA_DIR);
  const crmTokens = new TokenCipher(tokenKey, config.CRM_TOKEN_KEY_PREVIOUS?.split(',').filter(Boolean) ?? []);
  const upcast = eventUpcasters.upcast.bind(eventUpcasters);
  // One reader of the log for every read model and the publisher: each event is read and upcast once.
  const feed = config.PROJECTOR === 'embedded' ? new SharedLogReader(eventStore, { map: upcast, log }) : null;
  const runner = feed ? new ProjectionRunner(eventStore, readStore, projections, { feed, log }) : null;
  const publisher = feed && options.publish !== false ? new IntegrationPublisher(eventStore, readStore, bus, { feed, log }) : null;
  await Promise.all([runner?.start(), publisher?.start()]);
  // The consumers read their own settings from the environment; the api's validated values win.
  const env = {
    ...process.env,
    WEBHOOKS_ALLOW_LOOPBACK: String(config.WEBHOOKS_ALLOW_LOOPBACK),
    MAIL: config.MAIL,
    SMTP_URL: config.SMTP_URL,
    MAIL_FROM: config.MAIL_FROM,
    DATA_DIR: config.DATA_DIR,
    PUBLIC_URL: config.PUBLIC_URL,
    // The CRM consumers use this process's adapters: an embedded provider as the real adapter on its stand-in.
    ...crmSettingsEnv({ ...crm.resolved, CRM_TOKEN_KEY: tokenKey }),
    ENRICHMENT: config.ENRICHMENT,
    ENRICHMENT_URL: config.ENRICHMENT_URL,
    ENRICHMENT_TOKEN: config.ENRICHMENT_TOKEN,
    ENRICHMENT_PROVIDER: config.ENRICHMENT_PROVIDER,
    ENRICHMENT_TIMEOUT_MS: config.ENRICHMENT_TIMEOUT_MS === undefined ? undefined : String(config.ENRICHMENT_TIMEOUT_MS),
  };
  // One process runs everything here: what a crash left half-done is taken up at start.
  const consumers = config.PROJECTOR === 'embedded' ? await startConsumers({ eventStore, readStore, bus, env, log, singleProcess: true }, options.consumers ?? registeredConsumers) : null;

  const projectionStatus = () => (runner ? runner.status() : readProjectionStatus(eventStore, readStore, projections));
  const readYourWrites = new ReadYourWrites();
  const awaitProjections = async (position: number | null) => {
    if (position === null || config.CONSISTENCY_WAIT_MS === 0) return;
    const types = readYourWrites.typesFor(position);
    const targets = types ? projections.filter((p) => p.eventTypes.some((type) => types.has(type))) : projections;
    if (targets.length === 0) return;
    if (runner) {
      await runner.waitFor(position, config.CONSISTENCY_WAIT_MS, new Set(targets.map((p) => p.name)));
      return;
    }
    // Another process projects: poll its stored checkpoints, stopping at the first one still behind.
    const behind = async () => {
      for (const projection of targets) if (((await readStore.getCheckpoint(checkpointName(projection))) ?? 0) < position) return true;
      return false;
    };
    const deadline = Date.now() + config.CONSISTENCY_WAIT_MS;
    while (Date.now() < deadline && (await behind())) await new Promise((r) => setTimeout(r, 25));
  };

  return {
    config,
    eventStore,
    personalData,
    readStore,
    files,
    shell: new CommandShell(eventStore, eventUpcasters, { onAppended: readYourWrites.record }),
    tokens: new TokenService(authSecret(config.AUTH_SECRET, config.DATA_DIR)),
    runner,
    bus,
    publisher,
    crm,
    crmTokens,
    consumers,
    projectionStatus,
    awaitProjections,
    readYourWrites,
    close: async () => {
      await consumers?.stop();
      await runner?.stop();
      await publisher?.stop();
      await feed?.close();
      await closeAdapters();
      await files.close();
      await crm.close();
    },
  };
};
