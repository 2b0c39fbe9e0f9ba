import type { EventStore, IntegrationBus, ReadStore } from '@profyle/infrastructure';
import type { IntegrationConsumer } from './integration-consumer';

/** What a consumer may use, built once by the workers process from its validated configuration. */
export interface WorkerContext {
  eventStore: EventStore;
  readStore: ReadStore;
  bus: IntegrationBus;
  /** The process environment, for a consumer's own settings (validated by the consumer). */
  env: Record<string, string | undefined>;
  log: (message: string) => void;
  /** The topic integration events are read from (INTEGRATION_TOPIC); the standard one when absent. */
  integrationTopic?: string;
  /** Put before every consumer group id (KAFKA_GROUP_PREFIX), so environments sharing a cluster keep their groups apart. */
  groupPrefix?: string;
  /**
   * No other workers process shares the read store (embedded mode): work that a crashed predecessor left
   * claimed can be taken over at start instead of after its lease.
   */
  singleProcess?: boolean;
}

/** A consumer plus side work that runs beside it in the same process (e.g. a delivery scheduler). */
export interface WorkerConsumer extends IntegrationConsumer {
  start?(): Promise<void>;
  stop?(): Promise<void>;
}

/** An entry of the workers registry (consumers/index.ts): how to build the consumer in a process. */
export interface ConsumerRegistration {
  name: string;
  create(context: WorkerContext): WorkerConsumer | Promise<WorkerConsumer>;
}
