/**
 * Events and event notifications (spec 002 "Events"): the request schemas with the spec's wire names,
 * the views the api answers, the list's page sizes and the messages.
 */
import { z } from 'zod';
import {
  ATTENDEE_TYPES,
  type AttendeeType,
  DUMMY_EVENT_SETS,
  type DummyEventSet,
  EVENT_MESSAGES,
  EVENT_NOTIFICATION_MESSAGES,
  type EventNotificationStatus,
  type EventTiming,
  NOTIFICATION_LIMITS,
  type PinColor,
  type DeliveryLog,
} from '@profyle/domain';
import { firstValue } from './schema-helpers';
import { boundedIdList, boundedOptionalId, boundedString, boundedText, LIST_LIMITS, TEXT_LIMITS } from './text-rules';

export { EVENT_MESSAGES, EVENT_NOTIFICATION_MESSAGES };

/** The events api's texts: the event's (the notification's are EVENT_NOTIFICATION_MESSAGES) and the list's. */
export const EVENTS_MESSAGES = {
  ...EVENT_MESSAGES,
  pageSizeInvalid: 'Page size must be one of 10, 20, 50, 100, 200',
  pageInvalid: 'Page must be a whole number of 0 or more',
  flagInvalid: (name: string): string => `${name} must be true or false`,
  numberInvalid: (label: string): string => `${label} must be a number`,
  directoryUnauthorised: 'Unauthorised',
  directoryUnavailable: 'The directory endpoint is not configured',
  dummySetInvalid: 'Dummy set must be one of development, demo, past, current, future',
} as const;

/** The event list's page sizes (spec 002 section 9: "a shared list", the admin tables' one). */
export const EVENT_PAGE_SIZES = [10, 20, 50, 100, 200] as const;
export type EventPageSize = (typeof EVENT_PAGE_SIZES)[number];
export const DEFAULT_EVENT_PAGE_SIZE: EventPageSize = 20;
/** The map shows at most this many pins (the newest by start). */
export const EVENT_PINS_LIMIT = 2000;

export const EVENT_TEXT_LIMITS = { name: 200, location: 300, country: 2, currency: 3, date: 64, sourceId: 128 } as const;

const optionalNumber = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value),
    z.number({ error: EVENTS_MESSAGES.numberInvalid(label) }).nullable(),
  );

/**
 * POST and PUT /v2/org/{orgId}/events[/{eventId}]: the form's wire names (spec 002 section 3). Name,
 * location, start and end are checked by the domain, which answers every problem at once.
 */
export const eventBodySchema = z.object({
  name: boundedText({ label: 'Name', max: EVENT_TEXT_LIMITS.name }),
  location: boundedText({ label: 'Location', max: EVENT_TEXT_LIMITS.location }),
  lat: optionalNumber('Latitude'),
  lng: optionalNumber('Longitude'),
  radius: optionalNumber('Radius'),
  country: boundedText({ label: 'Country', max: 10 }),
  start: boundedText({ label: 'Start time', max: EVENT_TEXT_LIMITS.date }),
  end: boundedText({ label: 'End time', max: EVENT_TEXT_LIMITS.date }),
  attendee_type: z.enum(ATTENDEE_TYPES, { error: EVENT_MESSAGES.attendeeTypeInvalid }).nullish().transform((value): AttendeeType => value ?? 'all'),
  attendee_group_ids: boundedIdList('Groups'),
  attendee_people_ids: boundedIdList('People', LIST_LIMITS.ids),
  configuration_id: boundedOptionalId('Layout'),
  custom_intro_email_html: boundedText({ label: 'Introduction e-mail', max: TEXT_LIMITS.html, multiline: true }),
  currency: boundedText({ label: 'Currency', max: 10 }),
  lead_value: optionalNumber('Lead value'),
  cost: optionalNumber('Event cost'),
});
export type EventBody = z.output<typeof eventBodySchema>;

/** The directory's upsert: the event's fields, and the organisation it belongs to. */
export const directoryEventBodySchema = eventBodySchema.extend({
  organisation_id: boundedString({ label: 'Organisation', max: TEXT_LIMITS.id }),
});
export type DirectoryEventBody = z.output<typeof directoryEventBodySchema>;

const flag = (name: string) =>
  z.preprocess(
    (value) => {
      const first = firstValue(value);
      return first === undefined || first === '' ? undefined : first === 'true' ? true : first === 'false' ? false : first;
    },
    z.boolean({ error: EVENTS_MESSAGES.flagInvalid(name) }).default(true),
  );

/** GET /v2/org/{orgId}/events?page&pageSize&active&future&past: start date descending. */
export const eventsListQuerySchema = z.object({
  page: z.preprocess((value) => {
    const first = firstValue(value);
    return first === undefined || first === '' ? undefined : typeof first === 'string' && /^\d+$/.test(first) ? Number(first) : first;
  }, z.number({ error: EVENTS_MESSAGES.pageInvalid }).int({ error: EVENTS_MESSAGES.pageInvalid }).min(0, { error: EVENTS_MESSAGES.pageInvalid }).max(100_000, { error: EVENTS_MESSAGES.pageInvalid }).default(0)),
  pageSize: z.preprocess(
    (value) => {
      const first = firstValue(value);
      return first === undefined || first === '' ? undefined : typeof first === 'string' && /^\d+$/.test(first) ? Number(first) : first;
    },
    z
      .number({ error: EVENTS_MESSAGES.pageSizeInvalid })
      .refine((size) => (EVENT_PAGE_SIZES as readonly number[]).includes(size), { error: EVENTS_MESSAGES.pageSizeInvalid })
      .default(DEFAULT_EVENT_PAGE_SIZE),
  ),
  active: flag('active'),
  future: flag('future'),
  past: flag('past'),
});
export type EventsListQuery = z.output<typeof eventsListQuerySchema>;

/** GET .../events/pins?active&future&past: every matching event with a coordinate, for the map. */
export const eventPinsQuerySchema = eventsListQuerySchema.pick({ active: true, future: true, past: true });

/** POST /v2/org/{orgId}/events/{eventId}/notifications and PUT .../{id}: {title, body, send_time}. */
export const notificationBodySchema = z.object({
  title: boundedText({ label: 'Title', max: NOTIFICATION_LIMITS.title }),
  body: boundedText({ label: 'Message', max: NOTIFICATION_LIMITS.body, multiline: true }),
  send_time: boundedText({ label: 'Send time', max: EVENT_TEXT_LIMITS.date }),
});
export type NotificationBody = z.output<typeof notificationBodySchema>;

/** The delivery log's page sizes on the notification page (the route takes any from 1 to 500). */
export const DELIVERY_PAGE_SIZES = [50, 100, 200, 500] as const;
export const DEFAULT_DELIVERY_PAGE_SIZE = 100;

/** GET .../notifications/{id}/deliveries?page&pageSize: the delivery log, a page at a time. */
export const deliveriesQuerySchema = z.object({
  page: z.preprocess((value) => Number(firstValue(value) ?? 0), z.number({ error: EVENTS_MESSAGES.pageInvalid }).int({ error: EVENTS_MESSAGES.pageInvalid }).min(0, { error: EVENTS_MESSAGES.pageInvalid }).max(100_000, { error: EVENTS_MESSAGES.pageInvalid })),
  pageSize: z.preprocess((value) => Number(firstValue(value) ?? 100), z.number({ error: 'Page size must be between 1 and 500' }).int().min(1, { error: 'Page size must be between 1 and 500' }).max(500, { error: 'Page size must be between 1 and 500' })),
});

/** GET .../geocode?q: a place by name. */
export const geocodeQuerySchema = z.object({
  q: z.preprocess((value) => firstValue(value) ?? '', boundedString({ label: 'Search', max: TEXT_LIMITS.query }).transform((value) => value.trim())),
});
/** GET .../geocode/reverse?lat&lng: the nearest place. */
export const reverseGeocodeQuerySchema = z.object({
  lat: z.preprocess((value) => Number(firstValue(value)), z.number({ error: EVENT_MESSAGES.latitudeInvalid }).min(-90, { error: EVENT_MESSAGES.latitudeInvalid }).max(90, { error: EVENT_MESSAGES.latitudeInvalid })),
  lng: z.preprocess((value) => Number(firstValue(value)), z.number({ error: EVENT_MESSAGES.longitudeInvalid }).min(-180, { error: EVENT_MESSAGES.longitudeInvalid }).max(180, { error: EVENT_MESSAGES.longitudeInvalid })),
});

/** POST /v2/org/{orgId}/events/dummy {set}: superadmins' generated events. */
export const dummyEventsBodySchema = z.object({
  set: z.enum(Object.keys(DUMMY_EVENT_SETS) as [DummyEventSet, ...DummyEventSet[]], { error: EVENTS_MESSAGES.dummySetInvalid }),
});

/** An event as the api answers it (spec 002 section 3 "Event"), with its status and value worked out. */
export interface EventView {
  id: string;
  organisation_id: string;
  name: string;
  location: string;
  country: string | null;
  coordinate: { latitude: number; longitude: number } | null;
  radius: number | null;
  start: string;
  end: string;
  status: EventTiming;
  attendeeType: AttendeeType;
  attendeeGroupIds: string[];
  attendeePeopleIds: string[];
  configId: string | null;
  customIntroEmailHtml: string;
  /** The event's own currency, or null for the organisation's. */
  currency: string | null;
  /** The event's own lead value, or null for the organisation's. */
  leadValue: number | null;
  cost: number | null;
  sourceId: string | null;
  dummy: DummyEventSet | null;
  visitCount: number;
  introductionCount: number;
  pinColor: PinColor;
  /** What one lead is worth here: the event's, else the organisation's. */
  effectiveLeadValue: number;
  effectiveCurrency: string;
  /** Contacts times the effective lead value. */
  value: number;
  meta: { createdAt: string; createdBy: string; updatedAt: string };
}

/** One event as its page shows it: with the names of its attendees and its layout. */
export interface EventDetailView extends EventView {
  attendeeGroups: { id: string; name: string }[];
  attendeePeople: { id: string; name: string; email: string }[];
  layout: { id: string; label: string } | null;
}

export interface EventsPage {
  data: EventView[];
  total: number;
  page: number;
  pageSize: number;
}

/** A map pin: name, location, start, end and where (spec 002 "Events list details"). */
export interface EventPin {
  id: string;
  name: string;
  location: string;
  start: string;
  end: string;
  status: EventTiming;
  pinColor: PinColor;
  coordinate: { latitude: number; longitude: number };
  radius: number | null;
}

export interface EventNotificationView {
  id: string;
  eventId: string;
  title: string;
  body: string;
  sendTime: string;
  status: EventNotificationStatus;
  canCancel: boolean;
  /** Recipients served so far (and how many there were once sent). */
  delivered: number;
  recipients: number | null;
  error: string | null;
  /** Soft notes on long texts (spec 002 section 5). */
  notes: { path: string; msg: string }[];
  meta: { createdAt: string; createdBy: string };
}

/** Related contacts (spec 002 section 9: page size 1000): the introductions captured during the event. */
export const RELATED_CONTACTS_LIMIT = 1000;
export interface RelatedContact {
  id: string;
  ownerId: string;
  name: string;
  email: string;
  company: string;
  createdAt: string;
}
export interface RelatedContacts {
  data: RelatedContact[];
  total: number;
}

export interface DeliveryLogsPage {
  data: DeliveryLog[];
  total: number;
}

/** Who a notification will reach: the event's attendees now. */
export interface NotificationRecipients {
  total: number;
  push: number;
  sample: { id: string; name: string; email: string; push: boolean }[];
  defaultSendTime: string;
}

export interface GeocodedPlace {
  name: string;
  /** What the location field shows: "London, England, GB". */
  label: string;
  country: string;
  latitude: number;
  longitude: number;
}
export interface GeocodeResults {
  results: GeocodedPlace[];
}

/** An event the contacts list can be filtered by: one with contacts (GET .../events/with-contacts). */
export interface EventWithContacts {
  id: string;
  name: string;
  start: string;
  introductionCount: number;
}

/** At most this many events with contacts are offered to the contacts filter, newest first. */
export const EVENTS_WITH_CONTACTS_LIMIT = 1000;

/** Layout precedence warning and the active events of an organisation, for the events list. */
export interface EventWarnings {
  /** More than one current event applies to all people. */
  concurrentAllPeople: { id: string; name: string }[];
}
