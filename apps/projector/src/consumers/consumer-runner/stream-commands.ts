/**
 * The commands a worker issues (a webhook endpoint switched off by a 410, refreshed CRM tokens): the
 * workers process has no api and so no CommandShell, so this is the same load, fold, decide,
 * append-with-expected-revision cycle, retried on a concurrent change, for any decider.
 */
import { randomUUID } from 'node:crypto';
import { type Command, type CommandMetadata, type Decider, type DomainEvent, type EventMetadata, eventUpcasters, fold, type UpcasterRegistry } from '@profyle/domain';
import { type EventStore, WrongExpectedRevisionError } from '@profyle/infrastructure';

const MAX_ATTEMPTS = 5;

export interface StreamCommandOptions {
  /** The message that caused the command (the event id the worker was handling). */
  causationId: string;
  upcasters?: UpcasterRegistry;
}

export interface StreamCommandResult<E> {
  events: E[];
  /** The stream's revision after the command (null for a stream that still does not exist). */
  revision: number | null;
}

/** Decides `command` on the stream's current state and appends what it decided; answers the new events. */
export const decideOnStream = async <C extends Command<string, unknown, CommandMetadata>, E extends DomainEvent, S>(
  events: EventStore,
  stream: string,
  decider: Decider<C, E, S>,
  command: C,
  { causationId, upcasters = eventUpcasters }: StreamCommandOptions,
): Promise<StreamCommandResult<E>> => {
  const { metadata } = command;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const stored = (await events.readStream(stream)).map((e) => upcasters.upcast(e));
    const decided = decider.decide(command, fold(decider, stored as unknown as E[]));
    const current = stored.length ? stored[stored.length - 1].revision : null;
    if (decided.length === 0) return { events: [], revision: current };
    const eventMetadata = (type: string): EventMetadata => ({
      organisationId: metadata.organisationId,
      actor: metadata.actor,
      correlationId: metadata.correlationId,
      causationId,
      occurredAt: metadata.now,
      schemaVersion: upcasters.currentVersion(type),
    });
    try {
      const appended = await events.append(stream, decided.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: eventMetadata(e.type) })), current ?? 'no-stream');
      return { events: decided, revision: appended.nextRevision };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt === MAX_ATTEMPTS) throw error;
    }
  }
  throw new Error(`${stream}: gave up after ${MAX_ATTEMPTS} concurrent changes`);
};
