import type { DomainEvent } from '../shared';
import type { AttendeeType, DummyEventSet } from './event-rules';

/**
 * What an event is (spec 002 section 3 "Event"): where (a named location, its country, a coordinate
 * and a radius in metres), when (start and end, ISO times), who attends (all people, groups, or a list
 * of people), the layout their Profyles show meanwhile, the introduction e-mail, and what a lead is
 * worth and what the event cost.
 */
export interface EventDetails {
  name: string;
  location: string;
  /** Two-letter country code, or null. */
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Metres; null when no radius was set. */
  radius: number | null;
  start: string;
  end: string;
  attendeeType: AttendeeType;
  attendeeGroupIds: string[];
  attendeePeopleIds: string[];
  /** The layout attendees' Profyles show during the event, or null. */
  configId: string | null;
  customIntroEmailHtml: string;
  /** Null: the organisation's currency. */
  currency: string | null;
  /** Null: the organisation's lead value. */
  leadValue: number | null;
  /** Null: not set. */
  cost: number | null;
}

export type EventCreated = DomainEvent<
  'EventCreated',
  {
    eventId: string;
    organisationId: string;
    details: EventDetails;
    /** Set when the directory created the event: such events are read-only in the portal. */
    sourceId: string | null;
    /** Set for the superadmin's generated dummy events, which "clear" removes. */
    dummy: DummyEventSet | null;
    createdAt: string;
    createdBy: string;
  }
>;
/** The whole new details, and the names of the fields that changed. */
export type EventChanged = DomainEvent<'EventChanged', { eventId: string; details: EventDetails; changed: (keyof EventDetails)[] }>;
export type EventDeleted = DomainEvent<'EventDeleted', { eventId: string; name: string }>;

export type EventEvent = EventCreated | EventChanged | EventDeleted;
export const EVENT_EVENT_TYPES: readonly EventEvent['type'][] = ['EventCreated', 'EventChanged', 'EventDeleted'];
