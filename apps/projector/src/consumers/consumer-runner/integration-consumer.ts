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
  /**
   * The event types it acts on; any other is acknowledged at once, without a look at the inbox or a call
   * of the handler (each consumer otherwise pays an inbox read and write per event of the log). Default: all.
   */
  eventTypes?: readonly string[];
  /**
   * Whether an event of those types is anything to it now: a cheap read without side effects. When not,
   * the message is acknowledged at once, like a type it does not act on, without the inbox's read and
   * write (the webhooks consumer sees every event, and most organisations have no endpoint for most of
   * them). A repeat of that message is asked again, so it must be a question whose "no" the handler would
   * have answered by doing nothing. Default: every event of its types.
   */
  wants?(event: CloudEvent): Promise<boolean>;
  /** Default true: a new group starts with the oldest retained event rather than only new ones. */
  fromBeginning?: boolean;
  retry?: Partial<RetryPolicy>;
  /**
   * Handles one event, or throws. An error with `permanent: true` is parked at once (trying again cannot
   * help); one with `retryAfterMs` (a 429's Retry-After) waits at least that long, up to the policy's
   * maxDelayMs, before the next attempt.
   */
  handler(event: CloudEvent, attempt: HandlerAttempt): Promise<void>;
  /** Told when a message was parked on the dead-letter topic (after the handler's last attempt). */
  onParked?(event: CloudEvent, error: unknown, attempts: number): Promise<void>;
}

/** Which attempt a handler call is, of how many the policy allows. */
export interface HandlerAttempt {
  attempt: number;
  attempts: number;
}

/** Whether trying again cannot help: the error says so itself. */
export const isPermanentFailure = (error: unknown): boolean => (error as { permanent?: unknown } | null)?.permanent === true;

/** What a failure asked to wait before the next attempt (ms), if anything. */
export const retryAfterOf = (error: unknown): number | null => {
  const value = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
};
