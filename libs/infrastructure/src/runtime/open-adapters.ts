import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '../event-store/event-store.port';
import { KurrentDbEventStore } from '../event-store/kurrentdb/kurrentdb-event-store';
import { SqliteEventStore } from '../event-store/sqlite/sqlite-event-store';
import { createIntegrationBus } from '../integration-bus/create-integration-bus';
import type { IntegrationBus } from '../integration-bus/integration-bus.port';
import { EmbeddedReadStore } from '../read-store/embedded/embedded-read-store';
import { MongoReadStore } from '../read-store/mongodb/mongodb-read-store';
import type { ReadStore } from '../read-store/read-store.port';
import type { StorageSettings } from './storage-settings';
import type { PersonalDataKeyStore } from '../personal-data/key-store.port';
import { MongoKeyStore } from '../personal-data/mongodb/mongodb-key-store';
import { PersonalDataProtector } from '../personal-data/personal-data-protector';
import { PersonalDataProtectingEventStore } from '../personal-data/protected-event-store';
import { SqliteKeyStore } from '../personal-data/sqlite/sqlite-key-store';

export interface Adapters {
  /** The configured store behind the personal-data protection: what every reader and writer uses. */
  eventStore: EventStore;
  /** Seals and opens personal data; erases a data subject by destroying their key. */
  personalData: PersonalDataProtector;
  readStore: ReadStore;
  bus: IntegrationBus;
  close(): Promise<void>;
}

/** Opens the adapters the settings name: the one place that turns configuration into stores. */
export const openAdapters = async (settings: StorageSettings, log: (message: string) => void): Promise<Adapters> => {
  if (settings.EVENT_STORE === 'sqlite' || settings.READ_STORE === 'embedded') mkdirSync(settings.DATA_DIR, { recursive: true });
  const storedEvents: EventStore =
    settings.EVENT_STORE === 'kurrentdb'
      ? new KurrentDbEventStore({ connectionString: settings.KURRENTDB_URL as string })
      : new SqliteEventStore({ file: join(settings.DATA_DIR, 'events.sqlite'), pollIntervalMs: settings.EVENT_POLL_MS });
  const readModelsFile = join(settings.DATA_DIR, 'read-models.sqlite');
  const readStore: ReadStore =
    settings.READ_STORE === 'mongodb'
      ? await MongoReadStore.create({ url: settings.MONGO_URL as string, database: settings.MONGO_DB })
      : new EmbeddedReadStore({ file: readModelsFile });
  // Keys live apart from the log but go where it goes: every process that reads the log needs them, and a
  // read model rebuilt into another database still needs the same keys. Beside a SQLite log, a file of
  // their own in DATA_DIR; beside KurrentDB, a MongoDB database of their own (PERSONAL_DATA_DB).
  const keys: PersonalDataKeyStore =
    settings.EVENT_STORE === 'kurrentdb'
      ? await MongoKeyStore.create({ url: settings.MONGO_URL as string, database: settings.PERSONAL_DATA_DB })
      : new SqliteKeyStore({ file: join(settings.DATA_DIR, 'personal-data-keys.sqlite') });
  const personalData = new PersonalDataProtector(keys);
  const eventStore = new PersonalDataProtectingEventStore(storedEvents, personalData);
  // The in-process bus keeps what it has not delivered in the read store's file (embedded mode), so a
  // publish is ordered before the publisher's checkpoint by one write-ahead log; else in a file of its own.
  const inProcessFile =
    settings.READ_STORE === 'embedded'
      ? { file: readModelsFile, synchronous: 'NORMAL' as const }
      : { file: join(settings.DATA_DIR, 'integration-bus.sqlite'), synchronous: 'FULL' as const };
  const bus = createIntegrationBus({ bus: settings.BUS, kafkaBrokers: settings.KAFKA_BROKERS, kafkaClientId: settings.KAFKA_CLIENT_ID, inProcessFile, log });
  return {
    eventStore,
    personalData,
    readStore,
    bus,
    close: async () => {
      await bus.close();
      await eventStore.close();
      await readStore.close();
      await keys.close();
    },
  };
};
