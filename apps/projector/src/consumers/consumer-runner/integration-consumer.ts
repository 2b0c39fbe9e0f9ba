import type { CloudEvent } from '@profyle/infrastructure';
import type { RetryPolicy } from './retry-policy';

/**
 * A consumer of integration events (webhooks, CRM sync): a consumer group, the topics it reads and what it
 * does with one CloudEvent. The consumer runner adds the inbox, retries and the dead-letter topic, so a
 * handler only does its job and throws when it could not.
 */
export interface IntegrationConsumer {
  /** Shown in logs and by the workers process, e.g. `webhooks`. */
  name: string;
  /** The Kafka consumer group; it also names the inbox entries and the dead-letter topic. */
  groupId: string;
  /** Default: the integration events topic. */
  topics?: string[];
  /** Default true: a new group starts with the oldest retained event rather than only new ones. */
  fromBeginning?: boolean;
  retry?: Partial<RetryPolicy>;
  handler(event: CloudEvent): Promise<void>;
}
