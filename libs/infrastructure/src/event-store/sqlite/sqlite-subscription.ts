import type { RecordedEvent } from '@profyle/domain';
import type { LogFilter, SubscribeOptions, Subscription } from '../event-store.port';

/** What a subscription needs from the store: one page of the log, read from the database. */
export interface LogPageSource {
  /**
   * Up to `limit` events matching `filter` with `after < position <= upTo`, in position order, and the
   * newest committed position (`head`) that bounds the page. Synchronous: better-sqlite3 reads are.
   */
  readPage(after: number, limit: number, filter: LogFilter | undefined): { events: RecordedEvent[]; head: number };
}

/**
 * Catch-up and live are one loop: the subscription always reads the database after its own cursor, so
 * there is no hand-over from a catch-up read to a live buffer where an event could be lost, repeated or
 * reordered. Being "live" only means that, with nothing left to read, it sleeps until the store signals
 * an append made through it (`wake`) or the poll interval passes (appends made by other processes).
 */
export class SqliteSubscription implements Subscription {
  private stopped = false;
  /** Set by `wake`; cleared just before each read, so a signal arriving while a handler runs is kept. */
  private signalled = false;
  private interruptSleep: (() => void) | undefined;
  private readonly running: Promise<void>;

  constructor(
    private readonly source: LogPageSource,
    private readonly options: SubscribeOptions,
    private readonly handler: (events: RecordedEvent[]) => Promise<void>,
    private readonly pollIntervalMs: number,
    private readonly onEnd: (subscription: SqliteSubscription) => void,
  ) {
    this.running = this.run();
  }

  /** Called by the store after each committed batch of appends. */
  wake(): void {
    this.signalled = true;
    this.interruptSleep?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.running;
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    let cursor = this.options.after ?? 0;
    try {
      // Yield first: `subscribeToAll` returns before any handler call, like the KurrentDB adapter.
      await Promise.resolve();
      while (!this.stopped) {
        this.signalled = false;
        const { events, head } = this.source.readPage(cursor, batchSize, this.options.filter);
        if (events.length > 0) {
          await this.handler(events);
        }
        // A short page means everything up to `head` has been seen (matching or not), so a selective
        // filter does not rescan the same non-matching events on every poll.
        cursor = events.length === batchSize ? events[events.length - 1].position : Math.max(cursor, head);
        if (events.length === 0) await this.sleep();
      }
    } catch (error) {
      this.stopped = true;
      this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
    } finally {
      this.onEnd(this);
    }
  }

  private sleep(): Promise<void> {
    if (this.signalled || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        this.interruptSleep = undefined;
        resolve();
      };
      const timer = setTimeout(finish, this.pollIntervalMs);
      this.interruptSleep = finish;
    });
  }
}
