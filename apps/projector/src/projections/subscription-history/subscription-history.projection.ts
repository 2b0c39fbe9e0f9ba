import type { OrganisationEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** One row of the billing page's subscription history: Date/Time, Subscriptions, Event, Description, By. */
export interface SubscriptionHistoryEntry extends ReadDocument {
  id: string;
  organisation_id: string;
  at: string;
  action: 'subscriptions-added' | 'subscriptions-removed';
  by: string;
  data: { change: number; absolute: number; reason: string };
}

export const subscriptionHistoryProjection: Projection<SubscriptionHistoryEntry> = {
  name: 'subscription-history',
  version: 1,
  eventTypes: ['SubscriptionsAdded', 'SubscriptionsRemoved'],
  indexes: [{ fields: [['organisation_id', 1], ['at', -1]] }],
  documentId: (event) => event.id,
  evolve: (_doc, recorded) => {
    const event = recorded as unknown as OrganisationEvent;
    if (event.type !== 'SubscriptionsAdded' && event.type !== 'SubscriptionsRemoved') return null;
    const added = event.type === 'SubscriptionsAdded';
    return {
      _id: recorded.id,
      id: recorded.id,
      organisation_id: recorded.metadata.organisationId,
      at: recorded.metadata.occurredAt,
      action: added ? 'subscriptions-added' : 'subscriptions-removed',
      by: recorded.metadata.actor.email ?? recorded.metadata.actor.userId,
      data: { change: added ? event.data.count : -event.data.count, absolute: event.data.purchased, reason: event.data.reason },
    };
  },
};
