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

export interface Adapters {
  eventStore: EventStore;
  readStore: ReadStore;
  bus: IntegrationBus;
  close(): Promise<void>;
}

/** Opens the adapters the settings name: the one place that turns configuration into stores. */
export const openAdapters = async (settings: StorageSettings, log: (message: string) => void): Promise<Adapters> => {
  if (settings.EVENT_STORE === 'sqlite' || settings.READ_STORE === 'embedded') mkdirSync(settings.DATA_DIR, { recursive: true });
  const eventStore: EventStore =
    settings.EVENT_STORE === 'kurrentdb'
      ? new KurrentDbEventStore({ connectionString: settings.KURRENTDB_URL as string })
      : new SqliteEventStore({ file: join(settings.DATA_DIR, 'events.sqlite'), pollIntervalMs: settings.EVENT_POLL_MS });
  const readModelsFile = join(settings.DATA_DIR, 'read-models.sqlite');
  const readStore: ReadStore =
    settings.READ_STORE === 'mongodb'
      ? await MongoReadStore.create({ url: settings.MONGO_URL as string, database: settings.MONGO_DB })
      : new EmbeddedReadStore({ file: readModelsFile });
  // The in-process bus keeps what it has not delivered in the read store's file (embedded mode), so a
  // publish is ordered before the publisher's checkpoint by one write-ahead log; else in a file of its own.
  const inProcessFile =
    settings.READ_STORE === 'embedded'
      ? { file: readModelsFile, synchronous: 'NORMAL' as const }
      : { file: join(settings.DATA_DIR, 'integration-bus.sqlite'), synchronous: 'FULL' as const };
  const bus = createIntegrationBus({ bus: settings.BUS, kafkaBrokers: settings.KAFKA_BROKERS, kafkaClientId: settings.KAFKA_CLIENT_ID, inProcessFile, log });
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
