import type { IntegrationBus } from './integration-bus.port';
import { InProcessIntegrationBus } from './in-process/in-process-integration-bus';
import { KafkaIntegrationBus } from './kafka/kafka-integration-bus';

export interface IntegrationBusSettings {
  bus: 'in-process' | 'kafka';
  /** Comma-separated host:port list; required for kafka. */
  kafkaBrokers?: string;
  kafkaClientId?: string;
  /**
   * Where the in-process bus keeps its messages and offsets (durable, at least once across crashes). In
   * embedded mode, the read store's file: one write-ahead log then orders a publish before the
   * publisher's checkpoint. `synchronous` NORMAL suits that shared file; a file of its own needs FULL.
   */
  inProcessFile?: { file: string; synchronous: 'NORMAL' | 'FULL' };
  log?: (message: string) => void;
}

/** The adapter a process's validated configuration asks for; the api, projector and workers share this. */
export const createIntegrationBus = (settings: IntegrationBusSettings): IntegrationBus => {
  if (settings.bus === 'in-process') return new InProcessIntegrationBus(settings.inProcessFile ?? {});
  const brokers = (settings.kafkaBrokers ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  if (brokers.length === 0) throw new Error('KAFKA_BROKERS is required when BUS=kafka');
  return new KafkaIntegrationBus({ brokers, clientId: settings.kafkaClientId ?? 'profyle', log: settings.log });
};
