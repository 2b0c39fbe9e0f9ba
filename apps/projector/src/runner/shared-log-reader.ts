/**
 * One reader of the event log for every projection and the integration publisher of a process. Events
 * are read and decoded once per batch and handed to every subscriber, each keeping its own cursor (its
 * checkpoint); so a new subscriber costs its own work, not another pass over the log.
 *
 * How: one subscription to the store reads the log into a window of recent events. A subscriber whose
 * cursor lies inside the window is *attached* and takes its batches from there. The window holds at most
 * `bufferEvents` events that an attached subscriber still needs: when it is full the reader waits for the
 * slowest to move on (so a rebuild of every read model decodes each event once), but a subscriber that
 * makes no progress for `stallMs` is *detached*. A detached subscriber, and one that starts behind the
 * window (a rebuilt projection, a new version), reads the log on its own until it reaches the window, then
 * attaches again; detached readers at the same position share their pages. A subscriber whose handler
 * throws ends (reported through onError), exactly as a store subscription does, so a failing projection
 * never holds the others back, and a slow one holds them back by at most the buffer and the stall time.
 *
 * The subscriptions it hands out keep the store's contract: every event after the exclusive `after`, in
 * position order, exactly once, in batches of at most `batchSize`, one handler call at a time. The events
 * are shared between subscribers: handlers must treat them as read-only (evolve functions are pure).
 */
import type { RecordedEvent } from '@profyle/domain';
import { type EventStore, matchesFilter, type SubscribeOptions, type Subscription } from '@profyle/infrastructure';

/** What the runner and the publisher read the log through: an event store, or a shared reader of one. */
export interface LogSource {
  subscribeToAll(options: SubscribeOptions, handler: (events: RecordedEvent[]) => Promise<void>): Subscription;
  headPosition(): Promise<number>;
}

export interface SharedLogReaderOptions {
  /** Events per read of the log (the reader's and a detached subscriber's). Default 500. */
  batchSize?: number;
  /** Events attached subscribers may still need before the reader waits for the slowest. Default 10,000. */
  bufferEvents?: number;
  /** How long the slowest attached subscriber may hold the reader without progress before it is detached. Default 2 s. */
  stallMs?: number;
  /** Applied once to every event read (the upcasters), before any subscriber sees it. */
  map?: (event: RecordedEvent) => RecordedEvent;
  log?: (message: string) => void;
}

export interface SharedLogReaderStats {
  /** Events the shared reader read from the store. */
  sharedEvents: number;
  /** Events detached subscribers read on their own (counted once per shared page). */
  ownEvents: number;
  subscribers: number;
  attached: number;
  /** Times a stalled subscriber was detached. */
  detachments: number;
}

interface Member {
  options: SubscribeOptions;
  handler: (events: RecordedEvent[]) => Promise<void>;
  batchSize: number;
  /** Position of the last event handed over (matching the filter or not). */
  cursor: number;
  attached: boolean;
  stopped: boolean;
  /** When it last took a batch: how the reader tells a stalled subscriber from a busy one. */
  progressAt: number;
  wake?: () => void;
  running?: Promise<void>;
}

const PAGE_CACHE_PAGES = 16;

export class SharedLogReader implements LogSource {
  private readonly batchSize: number;
  private readonly bufferEvents: number;
  private readonly stallMs: number;
  private readonly map: (event: RecordedEvent) => RecordedEvent;
  private readonly members = new Set<Member>();
  /** Every event with `lo < position <= hi`, in order, from `start` on (earlier slots are already dropped). */
  private window: RecordedEvent[] = [];
  private start = 0;
  private lo = 0;
  private hi = 0;
  private reader?: Subscription;
  private readerScheduled = false;
  private restart?: NodeJS.Timeout;
  private closed = false;
  private progressed?: () => void;
  /** Pages read by detached subscribers, keyed by the position they start after. */
  private readonly pages = new Map<string, Promise<RecordedEvent[]>>();
  private readonly counters = { sharedEvents: 0, ownEvents: 0, detachments: 0 };

  constructor(
    private readonly events: EventStore,
    private readonly options: SharedLogReaderOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.bufferEvents = options.bufferEvents ?? 10_000;
    this.stallMs = options.stallMs ?? 2_000;
    this.map = options.map ?? ((e) => e);
  }

  headPosition(): Promise<number> {
    return this.events.headPosition();
  }

  subscribeToAll(options: SubscribeOptions, handler: (events: RecordedEvent[]) => Promise<void>): Subscription {
    if (this.closed) throw new Error('SharedLogReader is closed');
    const member: Member = { options, handler, batchSize: options.batchSize ?? this.batchSize, cursor: options.after ?? 0, attached: false, stopped: false, progressAt: Date.now() };
    this.members.add(member);
    // The reader starts once the subscribers of this turn have joined (a runner starts all its projections
    // at once), from the furthest of their cursors: those behind it catch up on their own rather than
    // holding up read models that are already live.
    if (!this.reader && !this.readerScheduled) {
      this.readerScheduled = true;
      setImmediate(() => this.startReader());
    } else if (this.reader) {
      this.tryAttach(member);
    }
    member.running = this.run(member);
    return { stop: () => this.stopMember(member) };
  }

  stats(): SharedLogReaderStats {
    const members = [...this.members];
    return { ...this.counters, subscribers: members.length, attached: members.filter((m) => m.attached).length };
  }

  /** Stops every subscription and the reader. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.restart);
    await Promise.all([...this.members].map((m) => this.stopMember(m)));
    this.progressed?.();
    await this.reader?.stop();
    this.reader = undefined;
  }

  private startReader(): void {
    this.readerScheduled = false;
    if (this.closed || this.reader) return;
    const cursors = [...this.members].map((m) => m.cursor);
    const from = cursors.length > 0 ? Math.max(...cursors) : this.hi;
    if (this.window.length === this.start) this.lo = this.hi = Math.max(this.hi, from);
    const retry = (error: Error) => {
      this.reader = undefined;
      if (this.closed) return;
      this.options.log?.(`shared log reader failed, reading again from ${this.hi} in 1 s: ${error.stack ?? error.message}`);
      this.restart = setTimeout(() => this.startReader(), 1_000);
      this.restart.unref();
    };
    try {
      this.reader = this.events.subscribeToAll({ after: this.hi, batchSize: this.batchSize, onError: retry }, (batch) => this.take(batch));
    } catch (error) {
      retry(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    for (const member of this.members) this.tryAttach(member);
    this.wakeAll();
  }

  /** The reader's handler: a batch joins the window, attached subscribers wake, and a full window waits. */
  private async take(batch: RecordedEvent[]): Promise<void> {
    for (const stored of batch) {
      if (stored.position <= this.hi) continue;
      this.window.push(this.map(stored));
      this.hi = stored.position;
    }
    this.counters.sharedEvents += batch.length;
    this.wakeAll();
    this.trim();
    while (!this.closed && this.window.length - this.start > this.bufferEvents) {
      const progressed = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), this.stallMs);
        this.progressed = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      this.progressed = undefined;
      if (!progressed) this.detachStalled();
      this.trim();
    }
  }

  private async run(member: Member): Promise<void> {
    // Yield first: like a store subscription, subscribeToAll returns before any handler call.
    await Promise.resolve();
    try {
      while (!member.stopped) {
        const page = member.attached ? this.fromWindow(member) : await this.onItsOwn(member);
        if (member.stopped) break;
        if (page === null) continue;
        if (page.length === 0) {
          await this.sleep(member);
          continue;
        }
        const { filter } = member.options;
        const matching = filter ? page.filter((e) => matchesFilter(filter, e.streamId, e.type)) : page;
        if (matching.length > 0) await member.handler(matching);
        member.cursor = page[page.length - 1].position;
        member.progressAt = Date.now();
        this.tryAttach(member);
        this.trim();
        this.progressed?.();
      }
    } catch (error) {
      member.stopped = true;
      member.options.onError?.(error instanceof Error ? error : new Error(String(error)));
    } finally {
      this.members.delete(member);
      this.trim();
      this.progressed?.();
    }
  }

  private fromWindow(member: Member): RecordedEvent[] {
    let index = this.indexAfter(member.cursor);
    const end = Math.min(this.window.length, index + member.batchSize);
    const page: RecordedEvent[] = [];
    for (; index < end; index++) page.push(this.window[index]);
    return page;
  }

  /**
   * A detached subscriber's own read. An empty page means nothing exists after its cursor: if the window's
   * start did not move during the read, nothing lies between the cursor and the window either, so it
   * attaches. Null asks the loop to look again at once.
   */
  private async onItsOwn(member: Member): Promise<RecordedEvent[] | null> {
    // A turn of the event loop first. A subscriber whose handler has nothing to do with a page resolves at
    // once, so without it one could read the whole log on its own in one chain of promise callbacks, before
    // the shared reader (started on setImmediate) begins: the reader would then start at its cursor, past
    // everyone else, and the others would all read the log on their own once more.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (member.stopped) return [];
    // Attached meanwhile (the reader started, or it caught up): the window serves it from now on.
    if (member.attached) return null;
    const lo = this.lo;
    const page = await this.readPage(member.cursor, member.batchSize);
    if (page.length > 0 || member.stopped) return page;
    if (this.reader && (member.cursor >= this.lo || this.lo === lo)) {
      member.cursor = Math.max(member.cursor, this.lo);
      member.attached = true;
      member.progressAt = Date.now();
      return null;
    }
    return this.reader ? null : page;
  }

  private readPage(after: number, limit: number): Promise<RecordedEvent[]> {
    const key = `${after}:${limit}`;
    let page = this.pages.get(key);
    if (!page) {
      page = this.events.readAll({ after, limit }).then((events) => {
        this.counters.ownEvents += events.length;
        return events.map(this.map);
      });
      this.pages.set(key, page);
      // An empty page says nothing about later reads, so it is not kept; full pages are, a few of them.
      void page.then(
        (events) => events.length === 0 && this.pages.delete(key),
        () => this.pages.delete(key),
      );
      if (this.pages.size > PAGE_CACHE_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    }
    return page;
  }

  private tryAttach(member: Member): void {
    if (!member.attached && !member.stopped && this.reader && member.cursor >= this.lo) {
      member.attached = true;
      member.progressAt = Date.now();
    }
  }

  /** Drops what every attached subscriber has taken; the window then starts at the slowest one's cursor. */
  private trim(): void {
    let lowest = this.hi;
    for (const member of this.members) if (member.attached && member.cursor < lowest) lowest = member.cursor;
    if (lowest <= this.lo) return;
    this.start = this.indexAfter(lowest);
    this.lo = lowest;
    // Compact now and then rather than shifting the array on every batch.
    if (this.start > 4_096 && this.start * 2 > this.window.length) {
      this.window = this.window.slice(this.start);
      this.start = 0;
    }
  }

  /** Attached subscribers that held the full window without taking anything for `stallMs` go on their own. */
  private detachStalled(): void {
    const now = Date.now();
    for (const member of this.members) {
      if (!member.attached || member.cursor > this.lo || now - member.progressAt < this.stallMs) continue;
      member.attached = false;
      this.counters.detachments += 1;
      this.options.log?.(`shared log reader: a subscriber at ${member.cursor} made no progress for ${this.stallMs} ms; it reads on its own until it catches up`);
    }
  }

  /** Index in the window of the first event after `position` (binary search; positions only grow). */
  private indexAfter(position: number): number {
    let low = this.start;
    let high = this.window.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.window[mid].position <= position) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private sleep(member: Member): Promise<void> {
    if (member.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      // A detached subscriber with nothing to read (no reader yet, or it is restarting) looks again shortly.
      const timer = member.attached ? undefined : setTimeout(() => member.wake?.(), 200);
      member.wake = () => {
        clearTimeout(timer);
        member.wake = undefined;
        resolve();
      };
    });
  }

  private wakeAll(): void {
    for (const member of this.members) member.wake?.();
  }

  private async stopMember(member: Member): Promise<void> {
    member.stopped = true;
    member.wake?.();
    await member.running;
  }
}
