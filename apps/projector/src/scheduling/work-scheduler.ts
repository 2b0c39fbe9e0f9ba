/**
 * The durable scheduler every context schedules work on (Academy and welcome e-mails now; event
 * notifications, trial expiry and demo invites later). Each item is its own event stream
 * (`scheduled-<itemId>`, see libs/domain/src/scheduling): the read model `scheduled-work` says what may
 * be due, and a worker takes an item only by appending WorkClaimed with the stream revision it read.
 * Several workers (api replicas, processes) may run side by side: a race for an item is won by exactly
 * one append, the others see the new revision and leave the item. A claim holds for a lease; a worker
 * that dies mid-item is replaced when the lease runs out, so nothing is lost across a restart, and a
 * stopping worker finishes the items in its hands before it stops, so a restart repeats nothing. (The
 * one window left is a crash between a handler's effect and the append of WorkCompleted: the item is
 * then done again at lease expiry, which is why handlers pass the item id on as an idempotency key.)
 */
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import {
  type CommandMetadata,
  DomainError,
  eventUpcasters,
  fold,
  SCHEDULED_WORK_ERROR_CODES,
  type ScheduledWorkCommand,
  type ScheduledWorkEvent,
  scheduledWorkDecider,
  scheduledWorkStreamId,
  type WorkScheduled,
} from '@profyle/domain';
import { type Collection, type EventStore, type ReadStore, WrongExpectedRevisionError } from '@profyle/infrastructure';
import { type ScheduledWorkDoc, scheduledWorkProjection } from '../projections/scheduled-work/scheduled-work.projection';
import { collectionName } from '../runner/projection';

/** An item in a worker's hands. */
export interface ScheduledItem {
  itemId: string;
  kind: string;
  organisationId: string;
  subjectId: string;
  payload: Record<string, unknown>;
  dueAt: string;
  /** 1 on the first attempt. */
  attempt: number;
}

/** Does the work; answers a short outcome for the record ('sent', 'skipped: person deleted'). Throws to retry. */
export type WorkHandler = (item: ScheduledItem) => Promise<string>;

/** An item this worker claimed, with its stream as it stands after the claim. */
interface Claimed extends ScheduledItem {
  events: ScheduledWorkEvent[];
}

/** Thrown by a handler for a failure that retrying cannot fix: the item fails at once. */
export class PermanentWorkFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentWorkFailure';
  }
}

export interface WorkToSchedule {
  itemId: string;
  kind: string;
  organisationId: string;
  subjectId: string;
  dueAt: Date;
  payload?: Record<string, unknown>;
}

export interface WorkSchedulerOptions {
  /** Names this worker in claims; unique per process. */
  workerId?: string;
  clock?: () => Date;
  /** Pause between passes when nothing was due; scheduling work in this process wakes the loop at once. */
  intervalMs?: number;
  /** How long a claim holds before another worker may take the item over. */
  leaseMs?: number;
  batchSize?: number;
  /** Waits before each retry of a failed item; once used up the item fails for good. */
  retryDelaysMs?: readonly number[];
  log?: (message: string) => void;
}

const MINUTE = 60_000;
export const DEFAULT_WORK_RETRY_DELAYS_MS: readonly number[] = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE];

export class WorkScheduler {
  readonly workerId: string;
  private readonly handlers = new Map<string, WorkHandler>();
  private readonly items: Collection<ScheduledWorkDoc>;
  private readonly clock: () => Date;
  private readonly intervalMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly retryDelaysMs: readonly number[];
  private running = false;
  /**
   * Items this worker claimed and has not recorded an outcome for. A pass never takes one of them over,
   * even when its lease has run out by the clock the pass is given (a drain far ahead of now): the item
   * is still being done here.
   */
  private readonly inHand = new Set<string>();
  private timer?: NodeJS.Timeout;
  private pass: Promise<unknown> = Promise.resolve();
  private passing = false;
  private woken = false;

  constructor(
    private readonly eventStore: EventStore,
    readStore: ReadStore,
    private readonly options: WorkSchedulerOptions = {},
  ) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.items = readStore.collection<ScheduledWorkDoc>(collectionName(scheduledWorkProjection), scheduledWorkProjection.indexes);
    this.clock = options.clock ?? (() => new Date());
    this.intervalMs = options.intervalMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 10 * MINUTE;
    this.batchSize = options.batchSize ?? 20;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_WORK_RETRY_DELAYS_MS;
  }

  /** Which handler does a kind of work in this process; only registered kinds are claimed here. */
  register(kind: string, handler: WorkHandler): this {
    if (this.handlers.has(kind)) throw new Error(`A handler for ${kind} is already registered`);
    this.handlers.set(kind, handler);
    return this;
  }

  /**
   * Records the items (each once: an item id scheduled again records nothing). Answers the global
   * position of the last append, for read-your-writes. Work due now is picked up at once here.
   */
  async schedule(work: readonly WorkToSchedule[], metadata: Omit<CommandMetadata, 'now'>): Promise<number | null> {
    let position: number | null = null;
    const now = this.clock().toISOString();
    for (const item of work) {
      const appended = await this.decideAndAppend(
        {
          type: 'ScheduleWork',
          data: { itemId: item.itemId, kind: item.kind, organisationId: item.organisationId, subjectId: item.subjectId, dueAt: item.dueAt.toISOString(), payload: item.payload ?? {} },
          metadata: { ...metadata, organisationId: item.organisationId, now },
        },
        true,
        // Almost every item is new: it is appended as a new stream without a read first; one scheduled
        // before is then read, and scheduling it again records nothing.
        [],
      );
      position = appended ?? position;
    }
    this.wake();
    return position;
  }

  /** Cancels items still waiting; work already taken, done or unknown is left as it is. */
  async cancel(itemIds: readonly string[], reason: string, metadata: Omit<CommandMetadata, 'now'>): Promise<void> {
    const now = this.clock().toISOString();
    for (const itemId of itemIds) await this.decideAndAppend({ type: 'CancelWork', data: { itemId, reason }, metadata: { ...metadata, now } }, true);
  }

  /** One pass: claims what is due (oldest first) and does it; answers how many items it did. */
  async tick(at: Date = this.clock()): Promise<number> {
    const kinds = new Set(this.handlers.keys());
    if (kinds.size === 0) return 0;
    const now = at.toISOString();
    const due = [...(await this.dueIn('scheduled', 'due_at', now, kinds)), ...(await this.dueIn('claimed', 'lease_until', now, kinds))]
      .sort((a, b) => a.due_at.localeCompare(b.due_at))
      .slice(0, this.batchSize);
    const claimed = (await Promise.all(due.map((doc) => this.claim(doc.item_id, now)))).filter((item): item is Claimed => item !== null);
    await Promise.all(claimed.map((item) => this.perform(item)));
    return claimed.length;
  }

  /**
   * Up to a batch of this process's kinds whose `field` (due date or lease end) has passed, from the
   * read model's index on status then that field: each page is a slice of the index in order, so a pass
   * costs the few items it looks at, never a scan of the work done before. Pages go on past items of
   * kinds another process does, and stop at the first item not due yet.
   */
  private async dueIn(status: 'scheduled' | 'claimed', field: 'due_at' | 'lease_until', now: string, kinds: ReadonlySet<string>): Promise<ScheduledWorkDoc[]> {
    const found: ScheduledWorkDoc[] = [];
    const pageSize = this.batchSize * 4;
    for (let skip = 0; ; skip += pageSize) {
      const page = await this.items.find({ status }, { sort: [[field, 1]], skip, limit: pageSize });
      for (const doc of page) {
        const passed = doc[field];
        if (passed === null || passed > now) return found;
        if (kinds.has(doc.kind) && !this.inHand.has(doc.item_id) && found.push(doc) >= this.batchSize) return found;
      }
      if (page.length < pageSize) return found;
    }
  }

  /** Passes until nothing is due at `at` (tests, and draining a backlog). */
  async drain(at?: Date): Promise<number> {
    let total = 0;
    for (let done = await this.tick(at); done > 0; done = await this.tick(at)) total += done;
    return total;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop(0);
  }

  /** Stops taking work and waits for the items in hand to finish. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.pass;
  }

  /** A pass now, or right after the one in progress (which may have looked before the new work existed). */
  wake(): void {
    if (!this.running) return;
    if (this.passing) {
      this.woken = true;
      return;
    }
    clearTimeout(this.timer);
    this.loop(0);
  }

  private loop(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.passing = true;
      this.woken = false;
      this.pass = this.tick()
        .catch((error: unknown) => {
          this.options.log?.(`scheduler pass failed: ${(error as Error).stack ?? error}`);
          return 0;
        })
        .then((done) => {
          this.passing = false;
          if (this.running) this.loop(done === this.batchSize || this.woken ? 0 : this.intervalMs);
        });
    }, delayMs);
  }

  /**
   * Takes the item for this worker with an append at the revision read; null when it is not (or no longer)
   * due. The item's events and revision after the claim go with it, so its outcome is decided without
   * reading the stream again.
   */
  private async claim(itemId: string, now: string): Promise<Claimed | null> {
    if (this.inHand.has(itemId)) return null;
    this.inHand.add(itemId);
    const claimed = await this.claimOnce(itemId, now).catch((error: unknown) => {
      this.inHand.delete(itemId);
      throw error;
    });
    if (!claimed) this.inHand.delete(itemId);
    return claimed;
  }

  private async claimOnce(itemId: string, now: string): Promise<Claimed | null> {
    const metadata = { organisationId: '', actor: { userId: 'scheduler' }, correlationId: randomUUID(), now };
    try {
      const events = await this.readItem(itemId);
      const scheduled = events.find((event): event is WorkScheduled => event.type === 'WorkScheduled');
      if (!scheduled) return null;
      const state = fold(scheduledWorkDecider, events);
      const claimedEvents = scheduledWorkDecider.decide({ type: 'ClaimWork', data: { itemId, worker: this.workerId, leaseMs: this.leaseMs }, metadata: { ...metadata, organisationId: scheduled.data.organisationId } }, state);
      await this.append(itemId, claimedEvents, events.length - 1, { ...metadata, organisationId: scheduled.data.organisationId });
      const { kind, organisationId, subjectId, payload, dueAt } = scheduled.data;
      return { itemId, kind, organisationId, subjectId, payload, dueAt, attempt: state.attempts + 1, events: [...events, ...claimedEvents] };
    } catch (error) {
      // Another worker took it first, or the read model was behind: the item is not ours.
      if (error instanceof WrongExpectedRevisionError) return null;
      if (error instanceof DomainError && error.code === SCHEDULED_WORK_ERROR_CODES.notDue) return null;
      throw error;
    }
  }

  private async perform({ events, ...item }: Claimed): Promise<void> {
    const handler = this.handlers.get(item.kind) as WorkHandler;
    const metadata = { organisationId: item.organisationId, actor: { userId: 'scheduler' }, correlationId: item.itemId };
    let outcome: ScheduledWorkCommand;
    try {
      const result = await handler(item);
      outcome = { type: 'CompleteWork', data: { itemId: item.itemId, worker: this.workerId, outcome: result }, metadata: { ...metadata, now: this.clock().toISOString() } };
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      const delay = error instanceof PermanentWorkFailure ? undefined : this.retryDelaysMs[item.attempt - 1];
      const retryAt = delay === undefined ? null : new Date(this.clock().getTime() + delay).toISOString();
      this.options.log?.(`scheduled ${item.kind} ${item.itemId} failed (attempt ${item.attempt}): ${message}${retryAt ? `; again at ${retryAt}` : '; given up'}`);
      outcome = { type: 'FailWork', data: { itemId: item.itemId, worker: this.workerId, error: message.slice(0, 500), retryAt }, metadata: { ...metadata, now: this.clock().toISOString() } };
    }
    try {
      await this.decideAndAppend(outcome, false, events);
    } catch (error) {
      // The lease ran out and another worker took the item: its outcome is that worker's to record.
      this.options.log?.(`scheduled ${item.kind} ${item.itemId}: outcome not recorded: ${(error as Error).message}`);
    } finally {
      this.inHand.delete(item.itemId);
    }
  }

  private async readItem(itemId: string): Promise<ScheduledWorkEvent[]> {
    return (await this.eventStore.readStream(scheduledWorkStreamId(itemId))).map((event) => eventUpcasters.upcast(event) as unknown as ScheduledWorkEvent);
  }

  /**
   * Decides on the item's current state and appends at the revision read; a concurrent change is decided
   * again when `retry`. `known` is the item's stream as this worker last saw it (read again if it moved).
   */
  private async decideAndAppend(command: ScheduledWorkCommand, retry: boolean, known?: ScheduledWorkEvent[]): Promise<number | null> {
    for (let attempt = 0; ; attempt++) {
      const events = attempt === 0 && known ? known : await this.readItem(command.data.itemId);
      const decided = scheduledWorkDecider.decide(command, fold(scheduledWorkDecider, events));
      try {
        return await this.append(command.data.itemId, decided, events.length - 1, command.metadata);
      } catch (error) {
        const stale = error instanceof WrongExpectedRevisionError;
        if (stale && attempt === 0 && known) continue;
        if (!(retry && stale && attempt < 5)) throw error;
      }
    }
  }

  private async append(itemId: string, events: ScheduledWorkEvent[], revision: number, metadata: CommandMetadata): Promise<number | null> {
    if (events.length === 0) return null;
    const appended = await this.eventStore.append(
      scheduledWorkStreamId(itemId),
      events.map((event) => ({
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          organisationId: metadata.organisationId,
          actor: metadata.actor,
          correlationId: metadata.correlationId,
          causationId: metadata.correlationId,
          occurredAt: metadata.now,
          schemaVersion: eventUpcasters.currentVersion(event.type),
        },
      })),
      revision < 0 ? 'no-stream' : revision,
    );
    return appended.position;
  }
}
