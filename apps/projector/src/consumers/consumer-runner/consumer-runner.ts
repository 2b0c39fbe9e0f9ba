/**
 * Runs an IntegrationConsumer on the bus: for each message, the inbox drops an id the group has handled
 * before; otherwise the handler gets up to `attempts` tries with exponential backoff; on success the inbox
 * records the id, and after the last failure the message is parked on the group's dead-letter topic. Only
 * then does the handler callback to the bus resolve, so the offset is committed only once the message was
 * handled, dropped as a duplicate or safely parked: a crash anywhere means the message comes again.
 */
import { type Consumer, INTEGRATION_TOPIC, type IntegrationBus, type PublishedMessage, type ReadStore } from '@profyle/infrastructure';
import { deadLetterFor, describeError } from './dead-letters';
import { Inbox, INBOX_RETENTION_MS } from './inbox';
import { type IntegrationConsumer, isPermanentFailure, retryAfterOf } from './integration-consumer';
import { delayAfter, retryPolicy } from './retry-policy';

export interface ConsumerRunnerDeps {
  bus: IntegrationBus;
  /** Holds the inbox. */
  store: ReadStore;
  log?: (message: string) => void;
  now?: () => Date;
  /** How long inbox entries are kept (INBOX_RETENTION_MS unless a test says otherwise). */
  inboxRetentionMs?: number;
  /** How often old inbox entries are pruned; also once at start. Default hourly. */
  pruneEveryMs?: number;
}

export interface ConsumerStats {
  handled: number;
  duplicates: number;
  retries: number;
  parked: number;
}

export interface RunningConsumer {
  readonly consumer: IntegrationConsumer;
  stats(): ConsumerStats;
  stop(): Promise<void>;
}

/** Thrown into a backoff wait when the consumer stops, so the message is not committed and comes again. */
class ConsumerStopping extends Error {
  constructor(name: string) {
    super(`consumer ${name} is stopping`);
    this.name = 'ConsumerStopping';
  }
}

export const startConsumer = async (deps: ConsumerRunnerDeps, consumer: IntegrationConsumer): Promise<RunningConsumer> => {
  const policy = retryPolicy(consumer.retry);
  const inbox = new Inbox(deps.store, consumer.groupId);
  const log = deps.log ?? (() => undefined);
  const now = deps.now ?? (() => new Date());
  const stats: ConsumerStats = { handled: 0, duplicates: 0, retries: 0, parked: 0 };
  let stopping = false;
  const wakeOnStop = new Set<() => void>();

  const pause = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      const abort = () => {
        clearTimeout(timer);
        wakeOnStop.delete(abort);
        reject(new ConsumerStopping(consumer.name));
      };
      const timer = setTimeout(() => {
        wakeOnStop.delete(abort);
        resolve();
      }, ms);
      wakeOnStop.add(abort);
    });

  const wanted = consumer.eventTypes ? new Set(consumer.eventTypes) : null;
  const handle = async (message: PublishedMessage): Promise<void> => {
    const { event } = message;
    if (wanted && !wanted.has(event.type)) return;
    if (consumer.wants && !(await consumer.wants(event))) return;
    if (await inbox.has(event.id)) {
      stats.duplicates += 1;
      return;
    }
    let lastError: unknown;
    let attemptsMade = 0;
    for (let attempt = 1; attempt <= policy.attempts; attempt++) {
      if (stopping) throw new ConsumerStopping(consumer.name);
      attemptsMade = attempt;
      try {
        await consumer.handler(event, { attempt, attempts: policy.attempts });
      } catch (error) {
        lastError = error;
        if (isPermanentFailure(error)) break;
        if (attempt < policy.attempts) {
          stats.retries += 1;
          const asked = retryAfterOf(error);
          const delay = Math.max(delayAfter(policy, attempt), asked === null ? 0 : Math.min(asked, policy.maxDelayMs));
          log(`consumer ${consumer.name}: ${event.type} ${event.id} failed (attempt ${attempt}/${policy.attempts}), retrying in ${delay} ms: ${describeError(error)}`);
          await pause(delay);
        }
        continue;
      }
      await inbox.record(event, now());
      stats.handled += 1;
      return;
    }
    await deps.bus.publish([deadLetterFor(message, consumer.groupId, lastError, attemptsMade)]);
    stats.parked += 1;
    log(`consumer ${consumer.name}: parked ${event.type} ${event.id} on the dead-letter topic after ${attemptsMade} attempts: ${describeError(lastError)}`);
    await consumer.onParked?.(event, lastError, attemptsMade).catch((error: unknown) => log(`consumer ${consumer.name}: after parking ${event.id}: ${describeError(error)}`));
  };

  // Housekeeping: entries older than the retention go, at start and then now and then.
  const prune = async () => {
    try {
      const pruned = await inbox.prune(new Date(now().getTime() - (deps.inboxRetentionMs ?? INBOX_RETENTION_MS)));
      if (pruned > 0) log(`consumer ${consumer.name}: pruned ${pruned} inbox entries older than the retention`);
    } catch (error) {
      log(`consumer ${consumer.name}: pruning the inbox failed: ${describeError(error)}`);
    }
  };
  await prune();
  const pruning = setInterval(() => void prune(), deps.pruneEveryMs ?? 60 * 60 * 1000);
  pruning.unref();

  const subscription: Consumer = await deps.bus.subscribe(
    { groupId: consumer.groupId, topics: consumer.topics ?? [INTEGRATION_TOPIC], fromBeginning: consumer.fromBeginning ?? true, ...(consumer.eventTypes ? { eventTypes: consumer.eventTypes } : {}) },
    handle,
  );

  return {
    consumer,
    stats: () => ({ ...stats }),
    stop: async () => {
      stopping = true;
      clearInterval(pruning);
      for (const abort of [...wakeOnStop]) abort();
      await subscription.stop();
    },
  };
};
