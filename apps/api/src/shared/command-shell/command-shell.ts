import { randomUUID } from 'node:crypto';
import type { Command, CommandMetadata, Decider, DomainEvent, EventMetadata, RecordedEvent, UpcasterRegistry } from '@profyle/domain';
import { type EventStore, type StreamCondition, WrongExpectedRevisionError } from '@profyle/infrastructure';
import { ConcurrencyExhaustedError, PreconditionFailedError, StaleDependencyError } from './command-errors';
import { StateCache } from './state-cache';

export interface Loaded<S> {
  state: S;
  /** Revision of the stream's last event; null when the stream does not exist. */
  revision: number | null;
}

export interface Executed<E extends DomainEvent> {
  events: E[];
  /** The stream's revision after the command (unchanged when it produced no events). */
  revision: number | null;
  /**
   * Global position of the last event appended with this command (possibly another command's, decided in
   * the same batch: read-your-writes waits for it all the same); null when nothing was appended.
   */
  position: number | null;
  /** The types of the events appended with this command's batch: which read models the answer waits for. */
  appendedTypes?: readonly string[];
}

/** Commands the shell runs: their metadata carries the actor, organisation, correlation and time. */
type ShellCommand = Command<string, unknown, CommandMetadata>;

export interface Execution<C extends ShellCommand, E extends DomainEvent, S> {
  streamId: string;
  decider: Decider<C, E, S>;
  /** Checked against the decider's own command union, not inferred from this literal. */
  command: NoInfer<C>;
  /** The revision the client last read (If-Match). A mismatch is answered 412 instead of retried. */
  ifMatch?: number;
  /** Id of the command or message that caused these events. */
  causationId?: string;
  /**
   * Other streams the command was decided on, at the revisions they were read: the append checks them
   * (only where the store `checksOtherStreams`), and a stale one fails this command alone with a
   * StaleDependencyError.
   */
  dependsOn?: StreamCondition[];
}

const MAX_ATTEMPTS = 8;
/** Commands decided together at most (one append). */
const MAX_BATCH = 256;
/** Another process changed the stream: wait a little, more each time, with jitter so racers spread out. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));

/** A command waiting for its stream, with its caller's promise. */
interface Queued {
  execution: Execution<any, any, any>;
  resolve: (executed: Executed<any>) => void;
  reject: (error: unknown) => void;
}

/** A command of a batch, decided: its events (none for a no-op) and the revision after them. */
interface Decided {
  queued: Queued;
  events: DomainEvent[];
  /** How many events of the batch come before this command's, and with them. */
  before: number;
  after: number;
}

/** The other streams a batch's appending commands depend on, each stated once (nothing made when none does). */
const conditionsOf = (appending: Decided[]): StreamCondition[] => {
  let seen: Map<string, StreamCondition> | undefined;
  for (const { queued } of appending) {
    for (const condition of queued.execution.dependsOn ?? []) (seen ??= new Map()).set(`${condition.streamId}@${condition.revision}`, condition);
  }
  return seen ? [...seen.values()] : [];
};

/**
 * The one command shell: load the stream, fold it, decide, append with the revision that was read.
 *
 * Commands on one stream queue inside this process and are decided in batches: while one append is in
 * flight, the commands arriving for that stream wait; then all of them are decided one after another
 * against the evolving state and appended together, in one append with one expected revision. Each
 * caller gets its own answer: a refusal fails only its own command, and each success its own revision.
 * So one hot stream (an organisation's pool) costs one append per batch, not per command.
 *
 * A change by another process (the append's expected revision no longer holds) is retried for the whole
 * batch against the new state (bounded, with jittered backoff), except for commands whose client sent
 * If-Match, which get a 412. Folded states are cached per stream so a long stream is not re-read on every
 * command.
 *
 * A command decided on another stream too (the person an organisation's pool assigns to) states it in
 * `dependsOn`, and the append checks it in the same transaction: then its caller may take that stream's
 * state from the cache (`known`) instead of reading it. A stale one fails that command alone.
 */
export class CommandShell {
  private readonly cache = new StateCache(10_000);
  private readonly queues = new Map<string, Queued[]>();

  constructor(
    private readonly store: EventStore,
    private readonly upcasters: UpcasterRegistry,
    private readonly options: { onAppended?: (position: number, types: readonly string[]) => void } = {},
  ) {}

  /** Whether executions may state `dependsOn` (the event store checks other streams at append). */
  get checksOtherStreams(): boolean {
    return this.store.checksOtherStreams;
  }

  /**
   * The stream's state as this process last knew it, without a read, where a command decided on it can
   * state it in `dependsOn` (so the append finds out if it is stale); otherwise, or when nothing is
   * cached, undefined. Not for deciding on the stream itself: that is what `execute` loads.
   */
  known<S>(streamId: string, decider: Pick<Decider<any, any, S>, 'initialState' | 'evolve'>): Loaded<S> | undefined {
    return this.store.checksOtherStreams ? this.cache.get<S>(streamId, decider) : undefined;
  }

  async load<S>(streamId: string, decider: Pick<Decider<any, any, S>, 'initialState' | 'evolve'>): Promise<Loaded<S>> {
    const cached = this.cache.get<S>(streamId, decider);
    const fromRevision = cached ? cached.revision + 1 : 0;
    const newer = await this.store.readStream(streamId, { fromRevision });
    if (!cached && newer.length === 0) return { state: decider.initialState(), revision: null };
    const state = newer.map((e) => this.upcasters.upcast(e)).reduce((s, e) => decider.evolve(s, e as never), cached ? cached.state : decider.initialState());
    const revision = newer.length ? newer[newer.length - 1].revision : (cached as { revision: number }).revision;
    this.cache.set(streamId, decider, { state, revision });
    return { state, revision };
  }

  /**
   * Decides without appending: used to surface a refusal before touching another stream. Answers the
   * events it would append together with the state and revision they were decided on.
   */
  async dryRun<C extends ShellCommand, E extends DomainEvent, S>(execution: Execution<C, E, S>): Promise<Loaded<S> & { events: E[] }> {
    const { state, revision } = await this.load(execution.streamId, execution.decider);
    this.checkIfMatch(execution, revision);
    return { state, revision, events: execution.decider.decide(execution.command, state) };
  }

  execute<C extends ShellCommand, E extends DomainEvent, S>(execution: Execution<C, E, S>): Promise<Executed<E>> {
    return new Promise((resolve, reject) => {
      const waiting = this.queues.get(execution.streamId);
      if (waiting) {
        waiting.push({ execution, resolve, reject });
        return;
      }
      const queue: Queued[] = [{ execution, resolve, reject }];
      this.queues.set(execution.streamId, queue);
      void this.drain(execution.streamId, queue);
    });
  }

  /** Decides and appends the stream's queued commands, batch after batch, until none is left. */
  private async drain(streamId: string, queue: Queued[]): Promise<void> {
    while (queue.length > 0) {
      // One decider per batch (a stream has one aggregate; a different one waits for the next batch).
      const decider = queue[0].execution.decider;
      let size = 0;
      while (size < queue.length && size < MAX_BATCH && queue[size].execution.decider === decider) size += 1;
      const batch = queue.splice(0, size);
      try {
        await this.decideAndAppend(streamId, decider, batch);
      } catch (error) {
        for (const queued of batch) queued.reject(error);
      }
    }
    this.queues.delete(streamId);
  }

  private async decideAndAppend(streamId: string, decider: Decider<any, any, any>, batch: Queued[]): Promise<void> {
    let pending = batch;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS && pending.length > 0; attempt++) {
      const { state, revision } = await this.load(streamId, decider);
      const decided: Decided[] = [];
      let folded = state;
      let count = 0;
      for (const queued of pending) {
        try {
          this.checkIfMatch(queued.execution, revision === null && count === 0 ? null : (revision ?? -1) + count);
          const events: DomainEvent[] = decider.decide(queued.execution.command, folded);
          folded = events.reduce(decider.evolve, folded);
          decided.push({ queued, events, before: count, after: count + events.length });
          count += events.length;
        } catch (error) {
          // A refusal (or an If-Match that no longer holds) answers its own caller only.
          queued.reject(error);
        }
      }
      const appending = decided.filter((d) => d.events.length > 0);
      if (appending.length === 0) {
        for (const d of decided) d.queued.resolve({ events: [], revision, position: null });
        return;
      }
      try {
        const conditions = conditionsOf(appending);
        const appended = await this.store.append(
          streamId,
          appending.flatMap(({ queued, events }) => {
            const { command, causationId } = queued.execution;
            const causation = causationId ?? randomUUID();
            return events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: this.metadataFor(e.type, command, causation) }));
          }),
          revision ?? 'no-stream',
          conditions.length ? { conditions } : undefined,
        );
        this.cache.set(streamId, decider, { state: folded, revision: appended.nextRevision });
        const base = appended.nextRevision - count;
        const appendedTypes = [...new Set(appending.flatMap((d) => d.events.map((e) => e.type)))];
        this.options.onAppended?.(appended.position, appendedTypes);
        for (const d of decided) {
          const own = d.after === 0 ? revision : base + d.after;
          d.queued.resolve(d.events.length === 0 ? { events: [], revision: own, position: null } : { events: d.events, revision: own, position: appended.position, appendedTypes });
        }
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) {
          for (const d of decided) d.queued.reject(error);
          return;
        }
        if (error.streamId !== streamId) {
          // A stream some commands depended on moved on: only they fail, the rest are decided again at once.
          pending = this.rejectStale(decided, error);
          continue;
        }
        this.cache.delete(streamId);
        const actual = error.actual === 'no-stream' ? null : error.actual;
        pending = [];
        for (const d of decided) {
          const { ifMatch } = d.queued.execution;
          if (ifMatch !== undefined) d.queued.reject(new PreconditionFailedError(streamId, ifMatch, actual));
          else pending.push(d.queued);
        }
        if (pending.length > 0) await backoff(attempt);
      }
    }
    for (const queued of pending) queued.reject(new ConcurrencyExhaustedError(streamId, MAX_ATTEMPTS));
  }

  /** Fails the commands that depended on the stale stream at another revision than it has; returns the others, to be decided again. */
  private rejectStale(decided: Decided[], { streamId, actual }: WrongExpectedRevisionError): Queued[] {
    const revision = actual === 'no-stream' ? null : actual;
    const rest: Queued[] = [];
    for (const { queued } of decided) {
      const stale = queued.execution.dependsOn?.some((c) => c.streamId === streamId && c.revision !== actual);
      if (stale) queued.reject(new StaleDependencyError(streamId, revision));
      else rest.push(queued);
    }
    return rest;
  }

  /** Reads a stream's stored events, newest schema, for history views. */
  async history(streamId: string): Promise<RecordedEvent[]> {
    return (await this.store.readStream(streamId)).map((e) => this.upcasters.upcast(e));
  }

  private checkIfMatch(execution: { streamId: string; ifMatch?: number }, revision: number | null): void {
    if (execution.ifMatch !== undefined && execution.ifMatch !== revision) throw new PreconditionFailedError(execution.streamId, execution.ifMatch, revision);
  }

  private metadataFor(type: string, command: ShellCommand, causationId: string): EventMetadata {
    const meta = command.metadata;
    return {
      organisationId: meta.organisationId,
      actor: meta.actor,
      ...(meta.onBehalfOf ? { onBehalfOf: meta.onBehalfOf } : {}),
      correlationId: meta.correlationId,
      causationId,
      command: command.type,
      occurredAt: meta.now,
      schemaVersion: this.upcasters.currentVersion(type),
    };
  }
}
