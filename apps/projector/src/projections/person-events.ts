import type { RecordedEvent } from '@profyle/domain';

/**
 * The events a per-person read model follows: the person's own stream, plus the organisation events
 * about their subscription (which the organisation stream owns). Shared by every document keyed by person.
 */
export const PERSON_DOCUMENT_EVENTS = ['PersonCreated', 'PersonUpdated', 'PersonDeleted', 'SubscriptionAssigned', 'SubscriptionRemoved'] as const;

/** The person a document belongs to, from any of those events. */
export const personIdOf = (event: RecordedEvent): string | null => (event.data as { personId?: string }).personId ?? null;
