/**
 * The settings of the projector-side processes (projector, workers, dead-letter CLI), read from the same
 * environment variables as the api and validated at boot the same way: every problem at once, by name.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  createIntegrationBus,
  EmbeddedReadStore,
  type EventStore,
  INTEGRATION_TOPIC,
  type IntegrationBus,
  KurrentDbEventStore,
  MongoReadStore,
  type ReadStore,
  SqliteEventStore,
} from '@profyle/infrastructure';

const schema = z
  .object({
    DATA_DIR: z.string().default('./data'),
    EVENT_STORE: z.enum(['sqlite', 'kurrentdb']).default('sqlite'),
    KURRENTDB_URL: z.string().optional(),
    READ_STORE: z.enum(['embedded', 'mongodb']).default('embedded'),
    MONGO_URL: z.string().optional(),
    MONGO_DB: z.string().default('profyle'),
    BUS: z.enum(['in-process', 'kafka']).default('in-process'),
    KAFKA_BROKERS: z.string().optional(),
    KAFKA_CLIENT_ID: z.string().default('profyle-projector'),
    /** The topic integration events are published to (a separate one per environment sharing a cluster). */
    INTEGRATION_TOPIC: z.string().min(1).default(INTEGRATION_TOPIC),
    /** Put before the workers' consumer group ids (e.g. `staging.`): environments sharing a cluster keep their groups apart. */
    KAFKA_GROUP_PREFIX: z.string().default(''),
    /** How often the SQLite event store looks for appends made by the api process. */
    EVENT_POLL_MS: z.coerce.number().int().min(5).max(10_000).default(100),
  })
  .superRefine(
    (c, ctx) => {
      if (c.EVENT_STORE === 'kurrentdb' && !c.KURRENTDB_URL) ctx.addIssue({ code: 'custom', path: ['KURRENTDB_URL'], message: 'KURRENTDB_URL is required when EVENT_STORE=kurrentdb' });
      if (c.READ_STORE === 'mongodb' && !c.MONGO_URL) ctx.addIssue({ code: 'custom', path: ['MONGO_URL'], message: 'MONGO_URL is required when READ_STORE=mongodb' });
      if (c.BUS === 'kafka' && !c.KAFKA_BROKERS?.trim()) ctx.addIssue({ code: 'custom', path: ['KAFKA_BROKERS'], message: 'KAFKA_BROKERS is required when BUS=kafka' });
    },
    { when: () => true },
  );

export type ProjectorConfig = z.infer<typeof schema>;

export class ProjectorConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ProjectorConfigError';
  }
}

export const loadProjectorConfig = (env: Record<string, string | undefined> = process.env): ProjectorConfig => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new ProjectorConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  return parsed.data;
};

export interface ProjectorAdapters {
  eventStore: EventStore;
  readStore: ReadStore;
  bus: IntegrationBus;
  close(): Promise<void>;
}

/** The adapters the configuration names; the same choice the api makes, so both sides meet on the same stores. */
export const createProjectorAdapters = async (config: ProjectorConfig, log: (message: string) => void): Promise<ProjectorAdapters> => {
  if (config.EVENT_STORE === 'sqlite' || config.READ_STORE === 'embedded') mkdirSync(config.DATA_DIR, { recursive: true });
  const eventStore: EventStore =
    config.EVENT_STORE === 'kurrentdb'
      ? new KurrentDbEventStore({ connectionString: config.KURRENTDB_URL as string })
      : new SqliteEventStore({ file: join(config.DATA_DIR, 'events.sqlite'), pollIntervalMs: config.EVENT_POLL_MS });
  const readStore: ReadStore =
    config.READ_STORE === 'mongodb'
      ? await MongoReadStore.create({ url: config.MONGO_URL as string, database: config.MONGO_DB })
      : new EmbeddedReadStore({ file: join(config.DATA_DIR, 'read-models.sqlite') });
  const bus = createIntegrationBus({ bus: config.BUS, kafkaBrokers: config.KAFKA_BROKERS, kafkaClientId: config.KAFKA_CLIENT_ID, log });
  return {
    eventStore,
    readStore,
    bus,
    close: async () => {
      await bus.close();
      await eventStore.close();
      await readStore.close();
    },
  };
};

/** Prints the problems and exits 2 (as the api does) for a bad configuration; anything else is rethrown. */
export const loadProjectorConfigOrExit = (): ProjectorConfig => {
  try {
    return loadProjectorConfig();
  } catch (error) {
    if (error instanceof ProjectorConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
};
