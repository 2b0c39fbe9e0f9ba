import { randomUUID } from 'node:crypto';
import type { Command, CommandMetadata, Decider, DomainEvent, EventMetadata, RecordedEvent, UpcasterRegistry } from '@profyle/domain';
import { type EventStore, WrongExpectedRevisionError } from '@profyle/infrastructure';
import { ConcurrencyExhaustedError, PreconditionFailedError } from './command-errors';
import { KeyedMutex } from './keyed-mutex';
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
  /** Global position of the last appended event; null when nothing was appended. */
  position: number | null;
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
}

const MAX_ATTEMPTS = 8;

/** Another process changed the stream: wait a little, more each time, with jitter so racers spread out. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));

/**
 * The one command shell: load the stream, fold it, decide, append with the revision that was read.
 * Commands on one stream queue inside this process; a change by another process is retried against the
 * new state (bounded, with jittered backoff) unless the client sent If-Match, which gets a 412.
 * Folded states are cached per stream so a long stream is not re-read on every command.
 */
export class CommandShell {
  private readonly cache = new StateCache(10_000);
  private readonly streams = new KeyedMutex();

  constructor(
    private readonly store: EventStore,
    private readonly upcasters: UpcasterRegistry,
  ) {}

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

  async execute<C extends ShellCommand, E extends DomainEvent, S>(execution: Execution<C, E, S>): Promise<Executed<E>> {
    return this.streams.run(execution.streamId, () => this.decideAndAppend(execution));
  }

  private async decideAndAppend<C extends ShellCommand, E extends DomainEvent, S>(execution: Execution<C, E, S>): Promise<Executed<E>> {
    const { streamId, decider, command } = execution;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const { state, revision } = await this.load(streamId, decider);
      this.checkIfMatch(execution, revision);
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, revision, position: null };
      const causationId = execution.causationId ?? randomUUID();
      try {
        const appended = await this.store.append(
          streamId,
          events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: this.metadataFor(e.type, command, causationId) })),
          revision ?? 'no-stream',
        );
        this.cache.set(streamId, decider, { state: events.reduce(decider.evolve, state), revision: appended.nextRevision });
        return { events, revision: appended.nextRevision, position: appended.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        this.cache.delete(streamId);
        if (execution.ifMatch !== undefined) throw new PreconditionFailedError(streamId, execution.ifMatch, error.actual === 'no-stream' ? null : error.actual);
        await backoff(attempt);
      }
    }
    throw new ConcurrencyExhaustedError(streamId, MAX_ATTEMPTS);
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
