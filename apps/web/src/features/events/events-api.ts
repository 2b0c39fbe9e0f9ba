import type { DeliveryLogsPage, EventDetailView, EventNotificationView, EventPin, EventsPage, EventWarnings, EventWithContacts, GeocodeResults, NotificationRecipients, RelatedContacts } from '@profyle/contracts/events';
import type { DummyEventSet } from '@profyle/domain';
import { baseApi, LIST } from '../../app/base-api';

const org = (organisationId: string) => `v2/org/${encodeURIComponent(organisationId)}`;
const eventPath = (organisationId: string, eventId: string) => `${org(organisationId)}/events/${encodeURIComponent(eventId)}`;

export interface Timings {
  active: boolean;
  future: boolean;
  past: boolean;
}

/** The form as the api takes it (spec 002 section 3 wire names). */
export interface EventBodyInput {
  name: string;
  location: string;
  lat: number | null;
  lng: number | null;
  radius: number | null;
  country: string;
  start: string;
  end: string;
  attendee_type: 'all' | 'group' | 'list';
  attendee_group_ids: string[];
  attendee_people_ids: string[];
  configuration_id: string | null;
  custom_intro_email_html: string;
  currency: string;
  lead_value: number | null;
  cost: number | null;
}

const timingParams = ({ active, future, past }: Timings) => ({ ...(active ? {} : { active: 'false' }), ...(future ? {} : { future: 'false' }), ...(past ? {} : { past: 'false' }) });

/**
 * Events and their notifications (spec 002 section 7). Lists provide the LIST tag and one per event;
 * changing an event invalidates both, and a notification change invalidates its event's notifications.
 */
export const eventsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Event', 'EventNotification'] }).injectEndpoints({
  endpoints: (build) => ({
    listEvents: build.query<EventsPage, { organisationId: string; page: number; pageSize: number } & Timings>({
      query: ({ organisationId, page, pageSize, ...timings }) => ({ url: `${org(organisationId)}/events`, params: { page, pageSize, ...timingParams(timings) } }),
      providesTags: (result) => [{ type: 'Event', id: LIST }, ...(result?.data ?? []).map((event) => ({ type: 'Event' as const, id: event.id }))],
    }),
    eventPins: build.query<{ data: EventPin[] }, { organisationId: string } & Timings>({
      query: ({ organisationId, ...timings }) => ({ url: `${org(organisationId)}/events/pins`, params: timingParams(timings) }),
      providesTags: [{ type: 'Event', id: LIST }],
    }),
    eventWarnings: build.query<EventWarnings, { organisationId: string }>({
      query: ({ organisationId }) => `${org(organisationId)}/events/warnings`,
      providesTags: [{ type: 'Event', id: LIST }],
    }),
    eventsWithContacts: build.query<{ data: EventWithContacts[] }, { organisationId: string }>({
      query: ({ organisationId }) => `${org(organisationId)}/events/with-contacts`,
      providesTags: [{ type: 'Event', id: LIST }],
    }),
    mapSettings: build.query<{ tileUrl: string; attribution: string; maxZoom: number }, { organisationId: string }>({
      query: ({ organisationId }) => `${org(organisationId)}/events/map-settings`,
      keepUnusedDataFor: 3600,
    }),
    getEvent: build.query<EventDetailView, { organisationId: string; eventId: string }>({
      query: ({ organisationId, eventId }) => eventPath(organisationId, eventId),
      providesTags: (_result, _error, { eventId }) => [{ type: 'Event', id: eventId }],
    }),
    saveEvent: build.mutation<{ id?: string; message?: string }, { organisationId: string; eventId?: string; body: EventBodyInput }>({
      query: ({ organisationId, eventId, body }) => ({ url: eventId ? eventPath(organisationId, eventId) : `${org(organisationId)}/events`, method: eventId ? 'PUT' : 'POST', body }),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'Event', id: LIST }, ...(eventId ? [{ type: 'Event' as const, id: eventId }] : [])],
    }),
    deleteEvent: build.mutation<{ id: string; name: string }, { organisationId: string; eventId: string }>({
      query: ({ organisationId, eventId }) => ({ url: eventPath(organisationId, eventId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'Event', id: LIST }, { type: 'Event', id: eventId }],
    }),
    dummyEvents: build.mutation<{ created: number; deleted: number }, { organisationId: string; set: DummyEventSet | 'clear' }>({
      query: ({ organisationId, set }) => (set === 'clear' ? { url: `${org(organisationId)}/events/dummy`, method: 'DELETE' } : { url: `${org(organisationId)}/events/dummy`, method: 'POST', body: { set } }),
      invalidatesTags: [{ type: 'Event', id: LIST }],
    }),
    geocode: build.mutation<GeocodeResults, { organisationId: string; q: string }>({
      query: ({ organisationId, q }) => ({ url: `${org(organisationId)}/geocode`, params: { q } }),
    }),
    relatedContacts: build.query<RelatedContacts, { organisationId: string; eventId: string }>({
      query: ({ organisationId, eventId }) => `${eventPath(organisationId, eventId)}/contacts`,
      providesTags: (_result, _error, { eventId }) => [{ type: 'Event', id: eventId }],
    }),
    eventNotifications: build.query<{ data: EventNotificationView[] }, { organisationId: string; eventId: string }>({
      query: ({ organisationId, eventId }) => `${eventPath(organisationId, eventId)}/notifications`,
      providesTags: (_result, _error, { eventId }) => [{ type: 'EventNotification', id: `event:${eventId}` }],
    }),
    notificationRecipients: build.query<NotificationRecipients, { organisationId: string; eventId: string }>({
      query: ({ organisationId, eventId }) => `${eventPath(organisationId, eventId)}/notifications/recipients`,
    }),
    getNotification: build.query<EventNotificationView, { organisationId: string; eventId: string; notificationId: string }>({
      query: ({ organisationId, eventId, notificationId }) => `${eventPath(organisationId, eventId)}/notifications/${encodeURIComponent(notificationId)}`,
      providesTags: (_result, _error, { notificationId }) => [{ type: 'EventNotification', id: notificationId }],
    }),
    notificationDeliveries: build.query<DeliveryLogsPage, { organisationId: string; eventId: string; notificationId: string; page: number; pageSize: number }>({
      query: ({ organisationId, eventId, notificationId, page, pageSize }) => ({ url: `${eventPath(organisationId, eventId)}/notifications/${encodeURIComponent(notificationId)}/deliveries`, params: { page, pageSize } }),
      providesTags: (_result, _error, { notificationId }) => [{ type: 'EventNotification', id: notificationId }],
    }),
    scheduleNotification: build.mutation<EventNotificationView, { organisationId: string; eventId: string; body: { title: string; body: string; send_time: string } }>({
      query: ({ organisationId, eventId, body }) => ({ url: `${eventPath(organisationId, eventId)}/notifications`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'EventNotification', id: `event:${eventId}` }],
    }),
    cancelNotification: build.mutation<EventNotificationView, { organisationId: string; eventId: string; notificationId: string }>({
      query: ({ organisationId, eventId, notificationId }) => ({ url: `${eventPath(organisationId, eventId)}/notifications/${encodeURIComponent(notificationId)}/cancel`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, { eventId, notificationId }) => [
        { type: 'EventNotification', id: `event:${eventId}` },
        { type: 'EventNotification', id: notificationId },
      ],
    }),
  }),
});

export const {
  useListEventsQuery,
  useEventPinsQuery,
  useEventWarningsQuery,
  useMapSettingsQuery,
  useGetEventQuery,
  useSaveEventMutation,
  useDeleteEventMutation,
  useDummyEventsMutation,
  useGeocodeMutation,
  useRelatedContactsQuery,
  useEventNotificationsQuery,
  useNotificationRecipientsQuery,
  useGetNotificationQuery,
  useNotificationDeliveriesQuery,
  useEventsWithContactsQuery,
  useScheduleNotificationMutation,
  useCancelNotificationMutation,
} = eventsApi;

export const eventsPath = '/portal/events';
export const eventHref = (eventId: string) => `${eventsPath}/${encodeURIComponent(eventId)}`;
export const notificationHref = (eventId: string, notificationId: string) => `${eventHref(eventId)}/notifications/${encodeURIComponent(notificationId)}`;
