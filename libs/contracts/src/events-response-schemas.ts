import { z } from 'zod';
import { ATTENDEE_TYPES, type ChannelStatus, DUMMY_EVENT_SETS, type DummyEventSet, EVENT_NOTIFICATION_STATUSES } from '@profyle/domain';
import type { DeliveryLogsPage, EventDetailView, EventNotificationView, EventPin, EventsPage, EventView, EventWarnings, EventWithContacts, GeocodeResults, NotificationRecipients, RelatedContacts } from './events';

/** What the events routes answer, as zod schemas for the OpenAPI document, typed against the views. */

const timing = z.enum(['past', 'current', 'future']);
const pin = z.enum(['green', 'orange', 'red']);
const coordinate = z.object({ latitude: z.number(), longitude: z.number() });
const fieldNote = z.object({ path: z.string(), msg: z.string() });

export const eventViewSchema = z
  .object({
    id: z.string(),
    organisation_id: z.string(),
    name: z.string(),
    location: z.string(),
    country: z.string().nullable(),
    coordinate: coordinate.nullable(),
    radius: z.number().nullable(),
    start: z.string(),
    end: z.string(),
    status: timing,
    attendeeType: z.enum(ATTENDEE_TYPES),
    attendeeGroupIds: z.array(z.string()),
    attendeePeopleIds: z.array(z.string()),
    configId: z.string().nullable(),
    customIntroEmailHtml: z.string(),
    currency: z.string().nullable(),
    leadValue: z.number().nullable(),
    cost: z.number().nullable(),
    sourceId: z.string().nullable(),
    dummy: z.enum(Object.keys(DUMMY_EVENT_SETS) as [DummyEventSet, ...DummyEventSet[]]).nullable(),
    visitCount: z.number().int(),
    introductionCount: z.number().int(),
    pinColor: pin,
    effectiveLeadValue: z.number(),
    effectiveCurrency: z.string(),
    value: z.number(),
    meta: z.object({ createdAt: z.string(), createdBy: z.string(), updatedAt: z.string() }),
  })
  .meta({ id: 'Event' }) satisfies z.ZodType<EventView>;

export const eventDetailViewSchema = eventViewSchema
  .extend({
    attendeeGroups: z.array(z.object({ id: z.string(), name: z.string() })),
    attendeePeople: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
    layout: z.object({ id: z.string(), label: z.string() }).nullable(),
  })
  .meta({ id: 'EventDetail' }) satisfies z.ZodType<EventDetailView>;

export const eventsPageSchema = z.object({ data: z.array(eventViewSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }) satisfies z.ZodType<EventsPage>;

export const eventPinsSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), location: z.string(), start: z.string(), end: z.string(), status: timing, pinColor: pin, coordinate, radius: z.number().nullable() }) satisfies z.ZodType<EventPin>),
});

export const eventCreatedSchema = z.object({ id: z.string() });
export const directoryEventResultSchema = z.object({ id: z.string(), created: z.boolean() });
export const eventDeletedSchema = z.object({ id: z.string(), name: z.string() });
export const eventsWithContactsSchema = z.object({ data: z.array(z.object({ id: z.string(), name: z.string(), start: z.string(), introductionCount: z.number().int() })) }) satisfies z.ZodType<{ data: EventWithContacts[] }>;

export const eventWarningsSchema = z.object({ concurrentAllPeople: z.array(z.object({ id: z.string(), name: z.string() })) }) satisfies z.ZodType<EventWarnings>;

export const eventNotificationViewSchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    title: z.string(),
    body: z.string(),
    sendTime: z.string(),
    status: z.enum(EVENT_NOTIFICATION_STATUSES),
    canCancel: z.boolean(),
    delivered: z.number().int(),
    recipients: z.number().int().nullable(),
    error: z.string().nullable(),
    notes: z.array(fieldNote),
    meta: z.object({ createdAt: z.string(), createdBy: z.string() }),
  })
  .meta({ id: 'EventNotification' }) satisfies z.ZodType<EventNotificationView>;

export const eventNotificationsSchema = z.object({ data: z.array(eventNotificationViewSchema) });

const channel = z.enum(['sent', 'failed', 'unavailable', 'unknown']) satisfies z.ZodType<ChannelStatus>;
export const deliveryLogsPageSchema = z.object({
  data: z.array(z.object({ id: z.string(), email: z.string(), timestamp: z.string(), pushStatus: channel, emailStatus: channel })),
  total: z.number().int(),
}) satisfies z.ZodType<DeliveryLogsPage>;

export const notificationRecipientsSchema = z.object({
  total: z.number().int(),
  push: z.number().int(),
  sample: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), push: z.boolean() })),
  defaultSendTime: z.string(),
}) satisfies z.ZodType<NotificationRecipients>;

export const geocodeResultsSchema = z.object({
  results: z.array(z.object({ name: z.string(), label: z.string(), country: z.string(), latitude: z.number(), longitude: z.number() })),
}) satisfies z.ZodType<GeocodeResults>;

export const relatedContactsSchema = z.object({
  data: z.array(z.object({ id: z.string(), ownerId: z.string(), name: z.string(), email: z.string(), company: z.string(), createdAt: z.string() })),
  total: z.number().int(),
}) satisfies z.ZodType<RelatedContacts>;

export const dummyEventsResultSchema = z.object({ created: z.number().int(), deleted: z.number().int() });
export const mapSettingsSchema = z.object({ tileUrl: z.string(), attribution: z.string(), maxZoom: z.number().int() });
