import type { Projection } from '../runner/projection';
import { organisationsProjection } from './organisations/organisations.projection';
import { peopleListProjection } from './people-list/people-list.projection';
import { personDetailProjection } from './person-detail/person-detail.projection';
import { subscriptionHistoryProjection } from './subscription-history/subscription-history.projection';
import { webhookEndpointsProjection } from './webhook-endpoints/webhook-endpoints.projection';
import { accessAuditProjection } from './access-audit/access-audit.projection';
import { invitesProjection } from './invites/invites.projection';
import { userNotificationsProjection } from './user-notifications/user-notifications.projection';
import { usersProjection } from './users/users.projection';
import { cardsListProjection } from './cards-list/cards-list.projection';
import { scheduledWorkProjection } from './scheduled-work/scheduled-work.projection';
import { groupsProjection } from './groups/groups.projection';
import { locationsProjection } from './locations/locations.projection';
import { customFieldsProjection } from './custom-fields/custom-fields.projection';
import { settingsAuditProjection } from './settings-audit/settings-audit.projection';
import { layoutsProjection } from './layouts/layouts.projection';
import { profyleVisitsProjection } from './profyle-visits/profyle-visits.projection';
import { sessionsProjection } from './sessions/sessions.projection';
import { affiliatesProjection } from './affiliates/affiliates.projection';
import { contactsProjection } from './contacts/contacts.projection';
import { contactTagsProjection } from './contacts/contact-tags.projection';
import { organisationAnalyticsProjection } from './analytics/organisation-analytics.projection';
import { personAnalyticsProjection } from './analytics/person-analytics.projection';
import { personNamesProjection } from './analytics/person-names.projection';
import { peopleAnalyticsProjection } from './analytics/people-analytics.projection';
import { ordersProjection } from './orders/orders.projection';
import { designsProjection } from './designs/designs.projection';
import { eventsProjection } from './events/events.projection';
import { eventNotificationsProjection } from './events/event-notifications.projection';
import { eventNotificationDeliveriesProjection } from './events/event-notification-deliveries.projection';

export * from './organisations/organisations.projection';
export * from './people-list/people-list.projection';
export * from './person-detail/person-detail.projection';
export * from './subscription-history/subscription-history.projection';
export * from './webhook-endpoints/webhook-endpoints.projection';
export * from './access-audit/access-audit.projection';
export * from './invites/invites.projection';
export * from './user-notifications/user-notifications.projection';
export * from './users/users.projection';
export * from './groups/groups.projection';
export * from './locations/locations.projection';
export * from './custom-fields/custom-fields.projection';
export * from './settings-audit/settings-audit.projection';
export * from './cards-list/cards-list.projection';
export * from './scheduled-work/scheduled-work.projection';
export * from './sessions/sessions.projection';
export * from './affiliates/affiliates.projection';
export * from './orders/orders.projection';
export * from './designs/designs.projection';
export * from './layouts/layouts.projection';
export * from './profyle-visits/profyle-visits.projection';
export * from './contacts/contacts.projection';
export * from './contacts/contact-tags.projection';
export * from './analytics/analytics-buckets';
export * from './analytics/organisation-analytics.projection';
export * from './analytics/person-analytics.projection';
export * from './analytics/person-names.projection';
export * from './analytics/people-analytics.projection';
export * from './events/events.projection';
export * from './events/event-notifications.projection';
export * from './events/event-notification-deliveries.projection';

/** Every read model, in the order they are started. */
export const allProjections: readonly Projection<any>[] = [
  organisationsProjection,
  peopleListProjection,
  personDetailProjection,
  subscriptionHistoryProjection,
  webhookEndpointsProjection,
  usersProjection,
  invitesProjection,
  accessAuditProjection,
  userNotificationsProjection,
  groupsProjection,
  locationsProjection,
  customFieldsProjection,
  settingsAuditProjection,
  sessionsProjection,
  cardsListProjection,
  scheduledWorkProjection,
  affiliatesProjection,
  ordersProjection,
  designsProjection,
  layoutsProjection,
  profyleVisitsProjection,
  contactsProjection,
  contactTagsProjection,
  organisationAnalyticsProjection,
  personAnalyticsProjection,
  personNamesProjection,
  peopleAnalyticsProjection,
  eventsProjection,
  eventNotificationsProjection,
  eventNotificationDeliveriesProjection,
];

