import type { OrganisationEvent, RecordedEvent, SubscriptionType } from '@profyle/domain';

/**
 * The events a per-person read model follows: the person's own stream, plus the organisation events
 * about their subscription (which the organisation stream owns). Shared by every document keyed by person.
 */
export const PERSON_DOCUMENT_EVENTS = [
  'PersonCreated',
  'PersonUpdated',
  'PersonDeleted',
  'PersonPushTokenChanged',
  'PersonAcademyEnrolled',
  'PersonVerificationLinkIssued',
  'PersonVerified',
  'SubscriptionAssigned',
  'SubscriptionRemoved',
  'SubscriptionCardAdded',
  'SubscriptionCardReleased',
] as const;

/** The person a document belongs to, from any of those events. */
export const personIdOf = (event: RecordedEvent): string | null => (event.data as { personId?: string }).personId ?? null;

/** A person's subscription as the people read models show it. */
export interface PersonSubscriptionDoc {
  type: SubscriptionType;
  card_short_code: string | null;
  /** The card's id (null for digital, and for nfc subscriptions recorded before cards had ids). */
  card_id: string | null;
  /** The digital Profyle's id: its public link (null for subscriptions recorded before it existed). */
  digital_id: string | null;
}

/**
 * The person's subscription after an organisation event about it (a card added or released changes
 * the type: a person without a card holds a digital subscription), or undefined for any other event.
 */
export const subscriptionAfter = (recorded: RecordedEvent, current: PersonSubscriptionDoc | null): PersonSubscriptionDoc | null | undefined => {
  const event = recorded as unknown as OrganisationEvent;
  const digital_id = current?.digital_id ?? null;
  switch (event.type) {
    case 'SubscriptionAssigned':
      return { type: event.data.type, card_short_code: event.data.cardShortCode, card_id: event.data.cardId ?? null, digital_id: event.data.digitalId ?? null };
    case 'SubscriptionCardAdded':
      return { type: 'nfc', card_short_code: event.data.cardShortCode, card_id: event.data.cardId, digital_id };
    case 'SubscriptionCardReleased':
      return { type: 'digital', card_short_code: null, card_id: null, digital_id };
    case 'SubscriptionRemoved':
      return null;
    default:
      return undefined;
  }
};
