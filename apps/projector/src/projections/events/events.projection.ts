import type { DummyEventSet, EventDetails, EventEvent, IntroductionCaptured, ProfyleVisited } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * The events read model: one document per event with its details as spec 002's Event entity names
 * them, and its counters (Profyle visits and introductions made during it, each counted from the
 * visit or introduction that names the event). Status, pin colour and value follow from the clock and
 * the organisation at read time, so they are not stored. Deleted events are removed.
 */
export interface EventDoc extends ReadDocument {
  id: string;
  organisation_id: string;
  name: string;
  location: string;
  country: string | null;
  coordinate: { latitude: number; longitude: number } | null;
  radius: number | null;
  /** ISO instants: they sort as times. */
  start: string;
  end: string;
  attendeeType: EventDetails['attendeeType'];
  attendeeGroupIds: string[];
  attendeePeopleIds: string[];
  configId: string | null;
  customIntroEmailHtml: string;
  currency: string | null;
  leadValue: number | null;
  cost: number | null;
  sourceId: string | null;
  dummy: DummyEventSet | null;
  visitCount: number;
  introductionCount: number;
  meta: { createdAt: string; createdBy: string; updatedAt: string };
}

const fields = (details: EventDetails) => ({
  name: details.name,
  location: details.location,
  country: details.country,
  coordinate: details.latitude !== null && details.longitude !== null ? { latitude: details.latitude, longitude: details.longitude } : null,
  radius: details.radius,
  start: details.start,
  end: details.end,
  attendeeType: details.attendeeType,
  attendeeGroupIds: details.attendeeGroupIds,
  attendeePeopleIds: details.attendeePeopleIds,
  configId: details.configId,
  customIntroEmailHtml: details.customIntroEmailHtml,
  currency: details.currency,
  leadValue: details.leadValue,
  cost: details.cost,
});

type Read = EventEvent | IntroductionCaptured | ProfyleVisited;

export const eventsProjection: Projection<EventDoc> = {
  name: 'events',
  version: 1,
  eventTypes: ['EventCreated', 'EventChanged', 'EventDeleted', 'IntroductionCaptured', 'ProfyleVisited'],
  indexes: [
    { fields: [['organisation_id', 1], ['start', -1]] },
    { fields: [['organisation_id', 1], ['end', 1]] },
    { fields: [['organisation_id', 1], ['dummy', 1]] },
  ],
  documentId: (recorded) => {
    const data = recorded.data as { eventId?: string | null };
    return data.eventId ?? null;
  },
  evolve: (doc, recorded) => {
    const event = recorded as unknown as Read;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'EventCreated': {
        const { data } = event;
        return {
          _id: data.eventId,
          id: data.eventId,
          organisation_id: data.organisationId,
          ...fields(data.details),
          sourceId: data.sourceId,
          dummy: data.dummy,
          visitCount: doc?.visitCount ?? 0,
          introductionCount: doc?.introductionCount ?? 0,
          meta: { createdAt: data.createdAt, createdBy: data.createdBy, updatedAt: data.createdAt },
        };
      }
      case 'EventChanged':
        return doc && { ...doc, ...fields(event.data.details), meta: { ...doc.meta, updatedAt: at } };
      case 'EventDeleted':
        return null;
      case 'IntroductionCaptured':
        return doc && { ...doc, introductionCount: doc.introductionCount + 1 };
      case 'ProfyleVisited':
        return doc && { ...doc, visitCount: doc.visitCount + 1 };
      default:
        return doc;
    }
  },
};
