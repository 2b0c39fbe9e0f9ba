import type { HistoryActor, HistoryEntry } from '@profyle/contracts';
import { auditedStreamOf, categoryOf, eventInWords, fieldInWords, historyActionOf, type RecordedEvent, withoutSecrets } from '@profyle/domain';

export const actorOf = (event: RecordedEvent): HistoryActor => ({
  user_id: event.metadata.actor?.userId ?? '',
  email: event.metadata.actor?.email ?? null,
  impersonating: Boolean(event.metadata.onBehalfOf),
});

/** The entity kind of a stream in words: its registration's name, or its category in words. */
export const entityOf = (streamId: string): string => auditedStreamOf(streamId)?.entity ?? fieldInWords(categoryOf(streamId));

/** A stored event as the history answers it: in words, with its actor and correlation, secrets masked. */
export const historyEntry = (event: RecordedEvent, label: string | null): HistoryEntry => {
  const category = categoryOf(event.streamId);
  return {
    event_id: event.id,
    position: event.position,
    stream_id: event.streamId,
    revision: event.revision,
    category,
    entity: entityOf(event.streamId),
    entity_id: event.streamId.slice(category.length + 1),
    entity_label: label,
    type: event.type,
    type_words: eventInWords(event.type),
    action: historyActionOf(event),
    at: event.metadata.occurredAt,
    actor: actorOf(event),
    correlation_id: event.metadata.correlationId,
    causation_id: event.metadata.causationId,
    command: event.metadata.command ?? null,
    data: withoutSecrets(event.data),
  };
};
