/**
 * How a workers process builds the webhooks consumer. Typed by what it needs and what it gives, so it
 * fits the consumer runner's registry (consumers/index.ts, `ConsumerRegistration`): the runner adds the
 * inbox, retries and the dead-letter topic; `start`/`stop` run the delivery scheduler beside it.
 */
import { type CloudEvent, type EventStore, INTEGRATION_TOPIC, type ReadStore } from '@profyle/infrastructure';
import { createWebhooksWorker, WEBHOOKS_CONSUMER_GROUP } from './webhooks.consumer';

export interface WebhooksWorkerContext {
  eventStore: EventStore;
  readStore: ReadStore;
  env: Record<string, string | undefined>;
  log: (message: string) => void;
  integrationTopic?: string;
  groupPrefix?: string;
  singleProcess?: boolean;
}

export interface WebhooksWorkerConsumer {
  name: string;
  groupId: string;
  topics: string[];
  handler(event: CloudEvent): Promise<void>;
  wants(event: CloudEvent): Promise<boolean>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** WEBHOOKS_ALLOW_LOOPBACK as the api reads it: 'true' or 'false' (the default), nothing else. */
export const allowLoopbackFrom = (env: Record<string, string | undefined>): boolean => {
  const value = env.WEBHOOKS_ALLOW_LOOPBACK ?? 'false';
  if (value !== 'true' && value !== 'false') throw new Error(`WEBHOOKS_ALLOW_LOOPBACK must be true or false, not ${JSON.stringify(value)}`);
  return value === 'true';
};

export const webhooksConsumerRegistration = {
  name: 'webhooks',
  create: ({ eventStore, readStore, env, log, integrationTopic = INTEGRATION_TOPIC, groupPrefix = '', singleProcess = false }: WebhooksWorkerContext): WebhooksWorkerConsumer => {
    const worker = createWebhooksWorker({ eventStore, readStore }, { allowLoopback: allowLoopbackFrom(env), dispatcher: { log, reclaimAtStart: singleProcess } });
    return {
      name: 'webhooks',
      groupId: `${groupPrefix}${WEBHOOKS_CONSUMER_GROUP}`,
      topics: [integrationTopic],
      handler: async (event) => {
        await worker.dispatcher.handle(event);
      },
      // An event no enabled endpoint of its organisation takes needs no inbox entry: its handling records nothing.
      wants: (event) => worker.dispatcher.hasEndpointsFor(event),
      start: async () => worker.dispatcher.start(),
      stop: () => worker.dispatcher.stop(),
    };
  },
};
