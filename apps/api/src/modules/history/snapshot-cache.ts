/**
 * Folded states of long streams at every SNAPSHOT_EVERY-th revision, kept in memory for a short while, so
 * paging through an organisation stream of 100,000 events or asking for its state as of some moment folds
 * at most SNAPSHOT_EVERY events after the first request. States are immutable (evolve returns new ones and
 * shares the rest), so a snapshot is a reference, not a copy.
 *
 * Short-lived on purpose: a person's erasure changes how earlier events read (their personal fields become
 * markers), and a snapshot folded before it would still hold the values. `forget()` drops everything at
 * once in the process that erased; other processes drop theirs within the time to live.
 */
export const SNAPSHOT_EVERY = 256;

export interface Snapshot {
  revision: number;
  /** occurredAt of the event at `revision`. */
  at: string;
  state: unknown;
}

export class SnapshotCache {
  private readonly streams = new Map<string, { snapshots: Snapshot[]; until: number }>();

  constructor(
    private readonly capacity = 64,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The newest snapshot that satisfies `fits` (snapshots are in revision order). */
  best(streamId: string, fits: (snapshot: Snapshot) => boolean): Snapshot | undefined {
    const entry = this.streams.get(streamId);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.streams.delete(streamId);
      return undefined;
    }
    for (let i = entry.snapshots.length - 1; i >= 0; i--) if (fits(entry.snapshots[i])) return entry.snapshots[i];
    return undefined;
  }

  add(streamId: string, snapshot: Snapshot): void {
    let entry = this.streams.get(streamId);
    if (!entry || entry.until <= this.now()) entry = { snapshots: [], until: this.now() + this.ttlMs };
    this.streams.delete(streamId);
    this.streams.set(streamId, entry);
    const last = entry.snapshots[entry.snapshots.length - 1];
    if (!last || last.revision < snapshot.revision) entry.snapshots.push(snapshot);
    if (this.streams.size > this.capacity) this.streams.delete(this.streams.keys().next().value as string);
  }

  forget(): void {
    this.streams.clear();
  }
}
