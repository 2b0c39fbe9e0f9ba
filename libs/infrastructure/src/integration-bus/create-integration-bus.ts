import type { IntegrationBus } from './integration-bus.port';
import { InProcessIntegrationBus } from './in-process/in-process-integration-bus';
import { KafkaIntegrationBus } from './kafka/kafka-integration-bus';

export interface IntegrationBusSettings {
  bus: 'in-process' | 'kafka';
  /** Comma-separated host:port list; required for kafka. */
  kafkaBrokers?: string;
  kafkaClientId?: string;
  log?: (message: string) => void;
}

/** The adapter a process's validated configuration asks for; the api, projector and workers share this. */
export const createIntegrationBus = (settings: IntegrationBusSettings): IntegrationBus => {
  if (settings.bus === 'in-process') return new InProcessIntegrationBus();
  const brokers = (settings.kafkaBrokers ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  if (brokers.length === 0) throw new Error('KAFKA_BROKERS is required when BUS=kafka');
  return new KafkaIntegrationBus({ brokers, clientId: settings.kafkaClientId ?? 'profyle', log: settings.log });
};
