import type { RecordedEvent } from '@profyle/domain';
import type { CollectionWrites, EventStore, ReadDocument, ReadStore, Subscription } from '@profyle/infrastructure';
import { applyEvents, writesFor } from './apply-events';
import { checkpointName, collectionName, documentIdsOf, type Projection } from './projection';
import { type LogSource, SharedLogReader } from './shared-log-reader';

export interface ProjectionStatus {
  name: string;
  version: number;
  checkpoint: number;
  head: number;
  /** Events of the log this projection has not processed yet. */
  lag: number;
  state: 'running' | 'stopped' | 'failed';
  error?: string;
}

export interface RunnerOptions {
  batchSize?: number;
  /**
   * The shared reader of the log this runner's projections subscribe through (with the integration
   * publisher of the same process). Without one the runner reads through a reader of its own.
   */
  feed?: LogSource;
  /** Turns a stored event into its newest schema before projections see it (on the runner's own reader; a shared feed upcasts itself). */
  upcast?: (event: RecordedEvent) => RecordedEvent;
  log?: (message: string) => void;
}

interface Running {
  projection: Projection;
  /** The last position processed (what read-your-writes and the status go by). */
  checkpoint: number;
  /** The last position stored (behind `checkpoint` while only events of no concern went by). */
  stored: number;
  /** Every store write of this projection, one after the other, so the stored checkpoint only moves forwards. */
  writes: Promise<unknown>;
  /** Set while a store of the checkpoint alone is due. */
  idleTimer?: NodeJS.Timeout;
  subscription?: Subscription;
  state: ProjectionStatus['state'];
  error?: string;
  failures: number;
  retry?: NodeJS.Timeout;
}

/**
 * A batch with nothing for a projection changes none of its documents, so its checkpoint is stored at most
 * this long after (not with every batch): replaying what a crash lost of it reads only events it skips.
 */
const IDLE_CHECKPOINT_MS = 1000;

/** A failing projection is restarted from its checkpoint after 0.5 s, 1 s, 2 s ... at most 30 s. */
const backoffMs = (failures: number) => Math.min(30_000, 500 * 2 ** (failures - 1));

/**
 * Runs projections: each subscribes to the global log after its own checkpoint, through one shared
 * reader (the log is read and decoded once for all of them), folds every batch into its documents,
 * writes them (guarded by position) and the checkpoint in the same commit. A batch with nothing for a
 * projection writes nothing: its checkpoint moves in memory at once (read-your-writes and the status go
 * by it) and is stored within IDLE_CHECKPOINT_MS, or at stop; so a projection costs the commands that do
 * not concern it next to nothing. Exactly one runner may write a given projection version at a time.
 */
export class ProjectionRunner {
  private readonly running = new Map<string, Running>();
  private readonly waiters = new Set<() => void>();
  private stopped = false;
  private feed?: LogSource;
  private ownFeed?: SharedLogReader;

  constructor(
    private readonly events: EventStore,
    private readonly store: ReadStore,
    private readonly projections: readonly Projection<any>[],
    private readonly options: RunnerOptions = {},
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    if (this.options.feed) this.feed = this.options.feed;
    else this.feed = this.ownFeed = new SharedLogReader(this.events, { batchSize: this.options.batchSize, map: this.options.upcast, log: this.options.log });
    // Declare every read model with its indexes first, so stores that build indexes do it before serving.
    for (const projection of this.projections) this.store.collection(collectionName(projection), projection.indexes);
    await this.store.ensureIndexes?.();
    // Every checkpoint first, then every subscription in one go, so the shared reader starts with all of them.
    const checkpoints = await Promise.all(this.projections.map((p) => this.store.getCheckpoint(checkpointName(p))));
    this.projections.forEach((projection, i) => this.startOne(projection, checkpoints[i] ?? 0));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const r of this.running.values()) {
      clearTimeout(r.retry);
      r.state = 'stopped';
    }
    await Promise.all([...this.running.values()].map((r) => r.subscription?.stop()));
    // What only moved in memory is stored, so a restart does not read those events again.
    await Promise.all([...this.running.values()].map((r) => this.storeIdleCheckpoint(r)));
    await this.ownFeed?.close();
    this.ownFeed = undefined;
  }

  /** Drops a projection's documents and checkpoint and builds it again from the start of the log. */
  async rebuild(name: string): Promise<void> {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`Unknown projection ${name}; known: ${this.projections.map((p) => p.name).join(', ')}`);
    const current = this.running.get(checkpointName(projection));
    if (current) {
      clearTimeout(current.retry);
      clearTimeout(current.idleTimer);
      current.state = 'stopped';
      await current.subscription?.stop();
      await current.writes;
    }
    await this.store.collection(collectionName(projection)).clear();
    await this.store.deleteCheckpoint(checkpointName(projection));
    this.startOne(projection, 0);
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.events.headPosition();
    return [...this.running.values()].map(({ projection, checkpoint, state, error }) => ({
      name: projection.name,
      version: projection.version,
      checkpoint,
      head,
      lag: Math.max(0, head - checkpoint),
      state,
      ...(error ? { error } : {}),
    }));
  }

  /**
   * Resolves true once every running projection (or those named in `only`) has processed the log up to
   * `position`, false after `timeoutMs`. A failed projection is not waited for: one broken read model
   * must not slow every command.
   */
  async waitFor(position: number, timeoutMs: number, only?: ReadonlySet<string>): Promise<boolean> {
    const reached = () => [...this.running.values()].every((r) => r.checkpoint >= position || r.state !== 'running' || (only !== undefined && !only.has(r.projection.name)));
    if (reached()) return true;
    return new Promise((resolve) => {
      const check = () => {
        if (!reached()) return;
        done(true);
      };
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(ok);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      this.waiters.add(check);
    });
  }

  private startOne(projection: Projection, checkpoint: number, failures = 0): void {
    const key = checkpointName(projection);
    const name = collectionName(projection);
    const collection = this.store.collection(name, projection.indexes);
    const types = new Set(projection.eventTypes);
    const entry: Running = { projection, checkpoint, stored: checkpoint, writes: Promise.resolve(), state: 'running', failures };
    this.running.set(key, entry);
    const restart = async () => {
      if (entry.state !== 'failed' || this.stopped) return;
      try {
        this.startOne(projection, (await this.store.getCheckpoint(key)) ?? 0, entry.failures);
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const fail = (error: Error) => {
      if (entry.state === 'stopped' || this.stopped) return;
      clearTimeout(entry.idleTimer);
      entry.state = 'failed';
      entry.error = error.message;
      entry.failures += 1;
      this.options.log?.(`projection ${key} failed (attempt ${entry.failures}), restarting from its checkpoint: ${error.stack ?? error.message}`);
      entry.retry = setTimeout(() => void restart(), backoffMs(entry.failures));
    };
    entry.subscription = (this.feed as LogSource).subscribeToAll(
      { after: entry.checkpoint, batchSize: this.options.batchSize ?? 500, onError: fail },
      async (batch) => {
        const relevant = batch.filter((e) => types.has(e.type));
        const last = batch[batch.length - 1].position;
        if (relevant.length === 0) {
          entry.checkpoint = last;
          entry.failures = 0;
          entry.idleTimer ??= setTimeout(() => void this.storeIdleCheckpoint(entry).catch(fail), IDLE_CHECKPOINT_MS);
          for (const waiter of [...this.waiters]) waiter();
          return;
        }
        const ids = [...new Set(relevant.flatMap((e) => documentIdsOf(projection, e)))];
        const current = new Map<string, ReadDocument | null>((await collection.getMany(ids)).map((d) => [d._id, d]));
        const writes: CollectionWrites[] = [{ collection: name, ops: writesFor(applyEvents(projection, current, relevant)) }];
        // The documents and the checkpoint in one commit (embedded: one transaction with every other
        // projection's writes for the same batch).
        clearTimeout(entry.idleTimer);
        entry.idleTimer = undefined;
        await this.write(entry, () => this.store.commit({ writes, checkpoints: [{ name: key, position: last }] }), last);
        entry.checkpoint = last;
        entry.failures = 0;
        for (const waiter of [...this.waiters]) waiter();
      },
    );
  }

  /** Stores the checkpoint of a projection that only skipped events since it was last stored. */
  private storeIdleCheckpoint(entry: Running): Promise<unknown> {
    clearTimeout(entry.idleTimer);
    entry.idleTimer = undefined;
    const key = checkpointName(entry.projection);
    return this.write(entry, async () => (entry.checkpoint > entry.stored ? this.store.commit({ writes: [], checkpoints: [{ name: key, position: entry.checkpoint }] }) : undefined), () => entry.checkpoint);
  }

  /** Runs a store write of this projection after the ones before it; `position` is stored once it is done. */
  private write(entry: Running, commit: () => Promise<unknown>, position: number | (() => number)): Promise<unknown> {
    const done = entry.writes.then(async () => {
      const at = typeof position === 'number' ? position : position();
      await commit();
      entry.stored = Math.max(entry.stored, at);
    });
    // A failed write fails its caller; the next one still runs after it.
    entry.writes = done.catch(() => undefined);
    return done;
  }
}
