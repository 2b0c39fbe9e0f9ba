import { type ConsumerRegistration, type RunningConsumer, startConsumer, type WorkerConsumer, type WorkerContext } from './consumer-runner';

export interface RunningConsumers {
  names: string[];
  stop(): Promise<void>;
}

/**
 * Builds and starts every registered consumer (its side work first, then its consumer group through the
 * consumer runner). The workers process does this in distributed mode and the api in embedded mode.
 */
export const startConsumers = async (context: WorkerContext, registrations: readonly ConsumerRegistration[]): Promise<RunningConsumers> => {
  const consumers: WorkerConsumer[] = [];
  for (const registration of registrations) {
    const consumer = await registration.create(context);
    if (consumer) consumers.push(consumer);
  }
  // Consumers declare their collections when created; indexes exist before any of them runs.
  await context.readStore.ensureIndexes?.();
  const started: { consumer: WorkerConsumer; running: RunningConsumer }[] = [];
  for (const consumer of consumers) {
    await consumer.start?.();
    const running = await startConsumer({ bus: context.bus, store: context.readStore, log: context.log }, consumer);
    started.push({ consumer, running });
    context.log(`consumer ${consumer.name} running in group ${consumer.groupId}`);
  }
  return {
    names: started.map(({ consumer }) => consumer.name),
    stop: async () => {
      for (const { consumer, running } of started.reverse()) {
        await running.stop();
        await consumer.stop?.();
      }
    },
  };
};
