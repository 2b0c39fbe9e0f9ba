import { customFieldDecider, CUSTOM_FIELD_EVENT_TYPES, CUSTOM_FIELD_STREAM_CATEGORY } from '../custom-field/custom-field';
import { groupDecider, GROUP_STREAM_CATEGORY } from '../group/group.decider';
import { GROUP_EVENT_TYPES } from '../group/group.events';
import { INVITE_EVENT_TYPES, INVITE_STREAM_CATEGORY, inviteDecider } from '../identity/invite/invite.decider';
import { SESSION_EVENT_TYPES, SESSION_STREAM_CATEGORY, sessionDecider } from '../identity/session/session.decider';
import { SIGN_IN_ATTEMPT_EVENT_TYPES, SIGN_IN_ATTEMPTS_STREAM_CATEGORY, signInAttemptsDecider } from '../identity/sign-in-attempts/sign-in-attempts.decider';
import { SIGN_IN_TOKEN_EVENT_TYPES, SIGN_IN_TOKEN_STREAM_CATEGORY, signInTokenDecider } from '../identity/sign-in-token/sign-in-token.decider';
import { USER_EMAIL_EVENT_TYPES, USER_EMAIL_STREAM_CATEGORY, userEmailDecider } from '../identity/user-email/user-email.decider';
import { USER_NOTIFICATION_EVENT_TYPES, USER_NOTIFICATIONS_STREAM_CATEGORY, userNotificationsDecider } from '../identity/user-notifications/user-notifications.decider';
import { USER_STREAM_CATEGORY, userDecider } from '../identity/user/user.decider';
import { USER_EVENT_TYPES } from '../identity/user/user.events';
import { locationDecider, LOCATION_STREAM_CATEGORY } from '../location/location.decider';
import { LOCATION_EVENT_TYPES } from '../location/location.events';
import { ORGANISATION_STREAM_CATEGORY, organisationDecider } from '../organisation/organisation.decider';
import { ORGANISATION_EVENT_TYPES, type OrganisationEvent } from '../organisation/organisation.events';
import { PERSON_STREAM_CATEGORY, personDecider } from '../person/person.decider';
import { PERSON_EVENT_TYPES, type PersonEvent } from '../person/person.events';
import { WEBHOOK_STREAM_CATEGORY, webhookEndpointDecider } from '../webhook/webhook.decider';
import { WEBHOOK_ENDPOINT_EVENT_TYPES } from '../webhook/webhook.events';
import { DESIGN_STREAM_CATEGORY, designDecider } from '../design/design.decider';
import { DESIGN_EVENT_TYPES } from '../design/design.events';
import { FREE_DEMO_ORDER_STREAM_CATEGORY, freeDemoOrderDecider } from '../order/free-demo-order';
import { ORDER_STREAM_CATEGORY, orderDecider } from '../order/order.decider';
import { ORDER_EVENT_TYPES, type OrderEvent } from '../order/order.events';
import { INTRODUCTION_EVENT_TYPES, INTRODUCTION_STREAM_CATEGORY } from '../introduction/introduction';
import { contactDecider } from '../contact/contact.decider';
import { CONTACT_EVENT_TYPES } from '../contact/contact.events';
import { EVENT_STREAM_CATEGORY, eventDecider } from '../event/event.decider';
import { EVENT_EVENT_TYPES } from '../event/event.events';
import { EVENT_NOTIFICATION_STREAM_CATEGORY, eventNotificationDecider } from '../event-notification/event-notification.decider';
import { EVENT_NOTIFICATION_EVENT_TYPES } from '../event-notification/event-notification.events';
import { LAYOUT_STREAM_CATEGORY, layoutDecider } from '../layout/layout.decider';
import { LAYOUT_EVENT_TYPES, type LayoutEvent } from '../layout/layout.events';
import { VISIT_STREAM_CATEGORY } from '../profyle/profyle-visit';
import { evolveVisitDay, initialVisitDayState, VISIT_EVENT_TYPES } from '../profyle/visit-day';
import { CRM_STREAM_CATEGORY, crmConnectionDecider } from '../crm/crm.decider';
import { CRM_CONNECTION_EVENT_TYPES } from '../crm/crm.events';
import { CRM_PROVIDER_LABELS } from '../crm/crm-providers';
import { SELF_SERVICE_SESSION_EVENT_TYPES, SELF_SERVICE_SESSION_STREAM_CATEGORY, selfServiceSessionDecider } from '../self-service/self-service-session';
import { CARD_ACTIVATION_EVENT_TYPES, CARD_ACTIVATION_STREAM_CATEGORY, cardActivationDecider } from '../card-activation/card-activation';
import { CARD_SHORT_ID_STREAM_CATEGORY, CARD_STREAM_CATEGORY, cardDecider, cardShortIdDecider } from '../card/card.decider';
import { CARD_EVENT_TYPES, type CardEvent } from '../card/card.events';
import { SCHEDULED_WORK_EVENT_TYPES, SCHEDULED_WORK_STREAM_CATEGORY, scheduledWorkDecider } from '../scheduling/scheduled-work';
import { categoryOf } from '../shared/envelope';
import { type AuditedStream, auditedStream } from './audited-stream';
import { ACCESS_ACTION_TABLE, type ActionRule, type ActionTable, actionByRule, actionsOfRule, type HistoryAction } from './history-actions';

const ORGANISATION_ACTIONS: ActionTable<OrganisationEvent> = {
  OrganisationCreated: 'account-created',
  SubscriptionsAdded: 'subscription-updated',
  SubscriptionsRemoved: 'subscription-updated',
  SubscriptionAssigned: 'subscription-created',
  SubscriptionRemoved: 'subscription-cancelled',
  GroupRemoved: 'group-deleted',
  LocationRemoved: 'address-deleted',
  OrganisationClosed: 'account-closed',
  OrganisationReopened: 'account-reopened',
  OrganisationUpgradedToLive: 'upgrade-to-live',
  TrialExtended: 'demo-extended',
  SampleDataAdded: 'sample-data-added',
};

const PERSON_ACTIONS: ActionTable<PersonEvent> = { PersonErased: 'person-erased' };

const ORDER_ACTIONS: ActionTable<OrderEvent> = { CardsAssignedToOrder: 'cards-allocated' };

const LAYOUT_ACTIONS: ActionTable<LayoutEvent> = { LayoutDeleted: 'layout-deleted' };

/** Cards allocated for an order are the order's action (CardsAssignedToOrder); a direct allocation is the card's. */
const CARD_ACTIONS: ActionTable<CardEvent> = {
  CardAllocated: { among: ['cards-allocated'], of: (data) => (data.orderId ? null : 'cards-allocated') },
  CardReset: 'card-reset',
  CardRegisteredLost: 'card-lost',
};

const name = (...parts: string[]): string | null => parts.join(' ').trim() || null;

/**
 * Every stream the history reads, one entry per aggregate. To add an aggregate: one `auditedStream({...})`
 * here with its category, event types and decider; label, view and actions are optional.
 */
export const AUDITED_STREAMS: readonly AuditedStream[] = [
  auditedStream({
    category: ORGANISATION_STREAM_CATEGORY,
    entity: 'Organisation',
    eventTypes: ORGANISATION_EVENT_TYPES,
    ...organisationDecider,
    // `emails` is the inverse of `personEmails` (the uniqueness rule) and `cardIds` of `cards` (short codes): the same facts twice.
    view: ({ emails: _inverse, cardIds: _inverseCards, ...state }) => state,
    label: (s) => s.name || null,
    actions: ORGANISATION_ACTIONS,
  }),
  auditedStream({
    category: PERSON_STREAM_CATEGORY,
    entity: 'Person',
    eventTypes: PERSON_EVENT_TYPES,
    ...personDecider,
    label: (s) => name(s.profile.first_name, s.profile.last_name) ?? (s.profile.email || null),
    actions: PERSON_ACTIONS,
  }),
  auditedStream({ category: GROUP_STREAM_CATEGORY, entity: 'Group', eventTypes: GROUP_EVENT_TYPES, ...groupDecider, label: (s) => s.name || null }),
  auditedStream({ category: LOCATION_STREAM_CATEGORY, entity: 'Address', eventTypes: LOCATION_EVENT_TYPES, ...locationDecider, label: (s) => s.details.name || null }),
  auditedStream({ category: CUSTOM_FIELD_STREAM_CATEGORY, entity: 'Custom field', eventTypes: CUSTOM_FIELD_EVENT_TYPES, ...customFieldDecider, label: (s) => s.details.name || null }),
  auditedStream({ category: WEBHOOK_STREAM_CATEGORY, entity: 'Webhook endpoint', eventTypes: WEBHOOK_ENDPOINT_EVENT_TYPES, ...webhookEndpointDecider, label: (s) => s.url || null }),
  auditedStream({ category: USER_STREAM_CATEGORY, entity: 'Admin user', eventTypes: USER_EVENT_TYPES, ...userDecider, label: (s) => s.name || s.email || null, actions: ACCESS_ACTION_TABLE }),
  auditedStream({ category: INVITE_STREAM_CATEGORY, entity: 'Invite', eventTypes: INVITE_EVENT_TYPES, ...inviteDecider, label: (s) => s.email || null, actions: ACCESS_ACTION_TABLE }),
  auditedStream({ category: SESSION_STREAM_CATEGORY, entity: 'Session', eventTypes: SESSION_EVENT_TYPES, ...sessionDecider }),
  auditedStream({ category: SIGN_IN_ATTEMPTS_STREAM_CATEGORY, entity: 'Sign-in attempts', eventTypes: SIGN_IN_ATTEMPT_EVENT_TYPES, ...signInAttemptsDecider, actions: ACCESS_ACTION_TABLE }),
  auditedStream({ category: SIGN_IN_TOKEN_STREAM_CATEGORY, entity: 'Sign-in link', eventTypes: SIGN_IN_TOKEN_EVENT_TYPES, ...signInTokenDecider, label: (s) => s.email || null }),
  auditedStream({ category: USER_EMAIL_STREAM_CATEGORY, entity: 'Admin e-mail', eventTypes: USER_EMAIL_EVENT_TYPES, ...userEmailDecider }),
  auditedStream({ category: USER_NOTIFICATIONS_STREAM_CATEGORY, entity: 'Notifications', eventTypes: USER_NOTIFICATION_EVENT_TYPES, ...userNotificationsDecider }),
  auditedStream({ category: ORDER_STREAM_CATEGORY, entity: 'Order', eventTypes: ORDER_EVENT_TYPES, ...orderDecider, label: (s) => s.details.name || s.shortCode || null, actions: ORDER_ACTIONS }),
  auditedStream({ category: DESIGN_STREAM_CATEGORY, entity: 'Design', eventTypes: DESIGN_EVENT_TYPES, ...designDecider, label: (s) => s.name || null }),
  auditedStream({ category: FREE_DEMO_ORDER_STREAM_CATEGORY, entity: 'Free demo order', eventTypes: ['FreeDemoOrderClaimed', 'FreeDemoOrderReleased'], ...freeDemoOrderDecider }),
  auditedStream({ category: LAYOUT_STREAM_CATEGORY, entity: 'Layout', eventTypes: LAYOUT_EVENT_TYPES, ...layoutDecider, label: (s) => s.layout?.label || null, labelBeforeDeletion: true, actions: LAYOUT_ACTIONS }),
  auditedStream({ category: SELF_SERVICE_SESSION_STREAM_CATEGORY, entity: 'Self-service session', eventTypes: SELF_SERVICE_SESSION_EVENT_TYPES, ...selfServiceSessionDecider, label: (s) => s.email || null }),
  auditedStream({ category: CARD_ACTIVATION_STREAM_CATEGORY, entity: 'Card activation', eventTypes: CARD_ACTIVATION_EVENT_TYPES, ...cardActivationDecider, label: (s) => s.cardId || null }),
  // The capture is the introduction decider's; the contact decider folds the whole stream (capture, tags, follow-up, enrichment).
  auditedStream({
    category: INTRODUCTION_STREAM_CATEGORY,
    entity: 'Contact',
    eventTypes: [...INTRODUCTION_EVENT_TYPES, ...CONTACT_EVENT_TYPES],
    ...contactDecider,
    label: (s) => s.fields.name || s.email || null,
  }),
  auditedStream({ category: EVENT_STREAM_CATEGORY, entity: 'Event', eventTypes: EVENT_EVENT_TYPES, ...eventDecider, label: (s) => s.details?.name || null }),
  auditedStream({
    category: EVENT_NOTIFICATION_STREAM_CATEGORY,
    entity: 'Event notification',
    eventTypes: EVENT_NOTIFICATION_EVENT_TYPES,
    ...eventNotificationDecider,
    // A set does not survive JSON: the recipients served are shown as a sorted list.
    view: ({ delivered, ...state }) => ({ ...state, delivered: [...delivered].sort() }),
    label: (s) => s.title || null,
  }),
  auditedStream({
    category: CRM_STREAM_CATEGORY,
    entity: 'CRM connection',
    eventTypes: CRM_CONNECTION_EVENT_TYPES,
    ...crmConnectionDecider,
    label: (s) => (s.provider ? `${CRM_PROVIDER_LABELS[s.provider]}${s.account ? ` (${s.account.name})` : ''}` : null),
  }),
  auditedStream({ category: CARD_STREAM_CATEGORY, entity: 'NFC card', eventTypes: CARD_EVENT_TYPES, ...cardDecider, label: (s) => s.shortId || null, actions: CARD_ACTIONS }),
  auditedStream({ category: CARD_SHORT_ID_STREAM_CATEGORY, entity: 'Card short id', eventTypes: ['CardShortIdReserved'], ...cardShortIdDecider }),
  auditedStream({ category: SCHEDULED_WORK_STREAM_CATEGORY, entity: 'Scheduled work', eventTypes: SCHEDULED_WORK_EVENT_TYPES, ...scheduledWorkDecider, label: (s) => s.kind || null }),
  // Visits are facts with no decider: a day's stream folds into its counters (see visit-day.ts).
  auditedStream({ category: VISIT_STREAM_CATEGORY, entity: 'Profyle visits', eventTypes: VISIT_EVENT_TYPES, initialState: initialVisitDayState, evolve: evolveVisitDay }),
];

const byCategory = new Map(AUDITED_STREAMS.map((stream) => [stream.category, stream]));
const ruleOf = (stream: AuditedStream | undefined, type: string): ActionRule | undefined => (stream?.actions as Record<string, ActionRule> | undefined)?.[type];

/** The registration of a stream (`person-<id>`), or undefined for a stream nobody registered. */
export const auditedStreamOf = (streamId: string): AuditedStream | undefined => byCategory.get(categoryOf(streamId));

/** The spec's history action of a stored event, or null. */
export const historyActionOf = (event: { streamId: string; type: string; data: unknown }): HistoryAction | null =>
  actionByRule(ruleOf(auditedStreamOf(event.streamId), event.type), event.data);

/**
 * The event types that may carry an action. Where the action depends on the event's data (a sign-in is
 * a support login or not), the type is listed and each event is checked with `historyActionOf`.
 */
export const eventTypesOfAction = (action: HistoryAction): { types: string[]; exact: boolean } => {
  const types = new Set<string>();
  let exact = true;
  for (const stream of AUDITED_STREAMS) {
    for (const type of stream.eventTypes) {
      const rule = ruleOf(stream, type);
      if (!actionsOfRule(rule).includes(action)) continue;
      types.add(type);
      if (typeof rule !== 'string') exact = false;
    }
  }
  return { types: [...types], exact };
};

/** Every event type of every registered stream. */
export const AUDITED_EVENT_TYPES: readonly string[] = [...new Set(AUDITED_STREAMS.flatMap((stream) => stream.eventTypes))].sort();
