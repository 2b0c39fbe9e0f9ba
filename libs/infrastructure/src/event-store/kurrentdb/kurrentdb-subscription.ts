import type { AllStreamResolvedEvent, AllStreamSubscription } from '@kurrent/kurrentdb-client';
import type { RecordedEvent } from '@profyle/domain';
import type { SubscribeOptions, Subscription } from '../event-store.port';

/**
 * Drains a KurrentDB catch-up subscription (a Readable that the server feeds first from history, then
 * live) into handler batches: whatever is buffered, up to `batchSize`, then the next batch only after the
 * handler's promise settled. The server already delivers $all in order, without gaps or repeats, across the
 * catch-up/live switch; the cursor check below only guards the exclusive start position.
 */
export class KurrentDbSubscription implements Subscription {
  private stopped = false;
  private failure: Error | undefined;
  private notify: (() => void) | undefined;
  private readonly running: Promise<void>;

  constructor(
    private readonly source: AllStreamSubscription,
    private readonly options: SubscribeOptions,
    private readonly handler: (events: RecordedEvent[]) => Promise<void>,
    /** Our event for a delivered one, or undefined for system events and events outside the filter. */
    private readonly accept: (resolved: AllStreamResolvedEvent) => RecordedEvent | undefined,
    private readonly onEnd: (subscription: KurrentDbSubscription) => void,
  ) {
    const signal = (): void => this.notify?.();
    source.on('readable', signal);
    source.on('error', (error: Error) => {
      this.failure ??= error;
      signal();
    });
    source.on('end', () => {
      this.failure ??= new Error('KurrentDB ended the subscription');
      signal();
    });
    this.running = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.notify?.();
    await this.running;
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    let cursor = this.options.after ?? -1;
    try {
      while (!this.stopped) {
        const batch: RecordedEvent[] = [];
        let resolved: AllStreamResolvedEvent | null;
        while (batch.length < batchSize && (resolved = this.source.read() as AllStreamResolvedEvent | null) !== null) {
          const event = this.accept(resolved);
          if (event && event.position > cursor) {
            batch.push(event);
            cursor = event.position;
          }
        }
        if (batch.length > 0) {
          await this.handler(batch);
          continue;
        }
        if (this.failure) throw this.failure;
        await this.nextSignal();
      }
    } catch (error) {
      this.stopped = true;
      this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
    } finally {
      await this.source.unsubscribe().catch(() => undefined);
      this.onEnd(this);
    }
  }

  /** Resolves on new data, an error, the end of the stream, or stop(). */
  private nextSignal(): Promise<void> {
    if (this.stopped || this.failure || this.source.readableLength > 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.notify = () => {
        this.notify = undefined;
        resolve();
      };
    });
  }
}
