/**
 * Moves integration events from the event store to the bus. It subscribes to the global log from its own
 * checkpoint, maps each batch (integration-event.mapping.ts), publishes the batch keyed by organisation,
 * waits for the broker's acknowledgement and only then stores the checkpoint. Hence:
 * - a restart (or a crash anywhere) never loses an event: the checkpoint never passes an unpublished one;
 * - one organisation's events never reorder: batches go out one at a time, in log order, and a failed
 *   batch is published again whole before anything after it;
 * - a crash between the broker's ack and the checkpoint only repeats events, with the same ids.
 * Exactly one publisher may run per checkpoint name at a time (like a projection version).
 */
import type { RecordedEvent } from '@profyle/domain';
import { type EventStore, INTEGRATION_TOPIC, type IntegrationBus, type PublishedMessage, type ReadStore, type Subscription } from '@profyle/infrastructure';
import type { LogSource } from '../runner/shared-log-reader';
import { INTEGRATION_SOURCE_EVENT_TYPES, toIntegrationEvents } from './integration-event.mapping';

/** Bump the version when the mapping changes what is published: the new version starts from the beginning. */
export const INTEGRATION_PUBLISHER_CHECKPOINT = 'integration-publisher@v1';

export interface IntegrationPublisherOptions {
  /** Default INTEGRATION_TOPIC. */
  topic?: string;
  checkpointName?: string;
  /** Largest batch read from the log (and so published at once). Default 500. */
  batchSize?: number;
  /** The process's shared reader of the log (see runner/shared-log-reader.ts); the event store itself when absent. */
  feed?: LogSource;
  /** Turns a stored event into its newest schema before mapping (a shared feed has upcast already: leave it out then). */
  upcast?: (event: RecordedEvent) => RecordedEvent;
  /** First delay before restarting after a failure; doubles per failure, at most 30 s. Default 500 ms. */
  restartDelayMs?: number;
  log?: (message: string) => void;
}

export interface IntegrationPublisherStatus {
  name: string;
  checkpoint: number;
  head: number;
  lag: number;
  state: 'running' | 'stopped' | 'failed';
  error?: string;
  /** Integration events this instance published (repeats after a restart included). */
  published: number;
}

const SOURCE_TYPES: ReadonlySet<string> = new Set(INTEGRATION_SOURCE_EVENT_TYPES);

export class IntegrationPublisher {
  private readonly topic: string;
  private readonly name: string;
  private subscription?: Subscription;
  private checkpoint = 0;
  private state: IntegrationPublisherStatus['state'] = 'stopped';
  private error?: string;
  private failures = 0;
  private retry?: NodeJS.Timeout;
  private published = 0;
  private stopRequested = false;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly events: EventStore,
    private readonly store: ReadStore,
    private readonly bus: IntegrationBus,
    private readonly options: IntegrationPublisherOptions = {},
  ) {
    this.topic = options.topic ?? INTEGRATION_TOPIC;
    this.name = options.checkpointName ?? INTEGRATION_PUBLISHER_CHECKPOINT;
  }

  async start(): Promise<void> {
    this.stopRequested = false;
    await this.run();
  }

  private async run(): Promise<void> {
    const checkpoint = (await this.store.getCheckpoint(this.name)) ?? 0;
    if (this.stopRequested) return;
    this.checkpoint = checkpoint;
    this.state = 'running';
    const upcast = this.options.upcast ?? ((e: RecordedEvent) => e);
    this.subscription = (this.options.feed ?? this.events).subscribeToAll(
      {
        after: this.checkpoint,
        batchSize: this.options.batchSize ?? 500,
        onError: (error) => this.failed(error),
      },
      async (batch) => {
        const messages: PublishedMessage[] = [];
        for (const stored of batch) {
          if (!SOURCE_TYPES.has(stored.type)) continue;
          for (const event of toIntegrationEvents(upcast(stored))) messages.push({ topic: this.topic, key: event.organisationid, event });
        }
        if (messages.length > 0) await this.bus.publish(messages);
        const last = batch[batch.length - 1].position;
        await this.store.setCheckpoint(this.name, last);
        this.published += messages.length;
        this.checkpoint = last;
        this.failures = 0;
        for (const waiter of [...this.waiters]) waiter();
      },
    );
  }

  async stop(): Promise<void> {
    this.stopRequested = true;
    clearTimeout(this.retry);
    this.state = 'stopped';
    await this.subscription?.stop();
  }

  async status(): Promise<IntegrationPublisherStatus> {
    const head = await this.events.headPosition();
    return {
      name: this.name,
      checkpoint: this.checkpoint,
      head,
      lag: Math.max(0, head - this.checkpoint),
      state: this.state,
      ...(this.error && this.state === 'failed' ? { error: this.error } : {}),
      published: this.published,
    };
  }

  /** Resolves true once everything up to `position` is published and checkpointed, false after `timeoutMs`. */
  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.checkpoint >= position) return true;
    return new Promise((resolve) => {
      const check = () => {
        if (this.checkpoint < position) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  /** The subscription died (bus down, store down, an event the mapping refuses): start again from the checkpoint. */
  private failed(error: Error): void {
    if (this.stopRequested) return;
    this.state = 'failed';
    this.error = error.message;
    this.failures += 1;
    const delay = Math.min(30_000, (this.options.restartDelayMs ?? 500) * 2 ** (this.failures - 1));
    this.options.log?.(`integration publisher ${this.name} failed (attempt ${this.failures}), restarting from its checkpoint in ${delay} ms: ${error.stack ?? error.message}`);
    this.retry = setTimeout(() => {
      if (this.stopRequested) return;
      this.run().catch((e: unknown) => this.failed(e instanceof Error ? e : new Error(String(e))));
    }, delay);
  }
}
