/**
 * The enumerated values of the audited states and events: the codes a state or an event stores for a
 * choice (`status: 'absent'`, `type: 'nfc'`, `reason: 'person_deleted'`, a free card's `colour: 'navy'`), which the history screens show
 * in words (`history.value.<enum>.<value>` in the portal's catalogue). Free text, ids, e-mails, names,
 * times and numbers are no enum and stay out.
 *
 * Each list is checked against the domain's own type by the compiler (`exactly<T>()`): a member the
 * type gains and the list lacks, or a member the list keeps after the type dropped it, fails typecheck.
 */
import type { customFieldDecider } from '../custom-field/custom-field';
import type { groupDecider } from '../group/group.decider';
import type { InviteRevoked, inviteDecider } from '../identity/invite/invite.decider';
import type { SessionRevoked, sessionDecider } from '../identity/session/session.decider';
import type { SignInFailureReason } from '../identity/sign-in-attempts/sign-in-attempts.decider';
import type { signInTokenDecider, SignInTokenPurpose } from '../identity/sign-in-token/sign-in-token.decider';
import type { userDecider } from '../identity/user/user.decider';
import type { UserGrantedOrganisationAccess } from '../identity/user/user.events';
import type { locationDecider } from '../location/location.decider';
import type { ClosureReason } from '../organisation/lifecycle/lifecycle.events';
import type { SubscriptionCardReleased, SubscriptionRemovalReason, SubscriptionType } from '../organisation/organisation.events';
import type { personDecider } from '../person/person.decider';
import type { LinkedProfylesMode, LocationsMode, PasswordMode } from '../person/person-profile';
import type { webhookEndpointDecider } from '../webhook/webhook.decider';
import type { WebhookDisableReason } from '../webhook/webhook.events';
import type { designDecider } from '../design/design.decider';
import type { Designer } from '../design/design.events';
import type { orderDecider } from '../order/order.decider';
import type { PaymentMethod } from '../order/order.events';
import type { CaptureMode } from '../introduction/introduction';
import type { ContactState } from '../contact/contact.decider';
import type { eventDecider } from '../event/event.decider';
import type { AttendeeType } from '../event/event-rules';
import type { eventNotificationDecider } from '../event-notification/event-notification.decider';
import type { ChannelStatus } from '../event-notification/event-notification.events';
import type { layoutDecider } from '../layout/layout.decider';
import type { ButtonStyle } from '../layout/layout';
import type { ProfyleVisitSource } from '../profyle/profyle-visit';
import type { crmConnectionDecider } from '../crm/crm.decider';
import type { selfServiceSessionDecider, SelfServiceSessionEnded } from '../self-service/self-service-session';
import type { cardDecider } from '../card/card.decider';
import type { CardReleaseReason } from '../card/card.events';
import type { FreeCardColour } from '../card/card-colours';
import type { scheduledWorkDecider } from '../scheduling/scheduled-work';

/** The list, when it holds exactly the members of `T` (checked by the compiler, both ways). */
const exactly =
  <T extends string>() =>
  <const V extends readonly T[]>(values: V & ([Exclude<T, V[number]>] extends [never] ? unknown : { missing: Exclude<T, V[number]> })): readonly T[] =>
    values;

type StatusOf<D> = D extends { initialState: () => infer S } ? (S extends { status: infer X } ? Exclude<X, null> : never) : never;

/** Every status an audited state can be in, across aggregates (one word per status, whichever aggregate). */
type AuditedStatus =
  | StatusOf<typeof personDecider>
  | StatusOf<typeof groupDecider>
  | StatusOf<typeof locationDecider>
  | StatusOf<typeof customFieldDecider>
  | StatusOf<typeof webhookEndpointDecider>
  | StatusOf<typeof userDecider>
  | StatusOf<typeof inviteDecider>
  | StatusOf<typeof sessionDecider>
  | StatusOf<typeof signInTokenDecider>
  | StatusOf<typeof orderDecider>
  | StatusOf<typeof designDecider>
  | StatusOf<typeof layoutDecider>
  | StatusOf<typeof selfServiceSessionDecider>
  | StatusOf<typeof eventDecider>
  | StatusOf<typeof eventNotificationDecider>
  | StatusOf<typeof crmConnectionDecider>
  | StatusOf<typeof cardDecider>
  | StatusOf<typeof scheduledWorkDecider>
  | ContactState['enrichment']['status']
  | ContactState['followUp']
  | ChannelStatus;

type DataOf<E> = E extends { data: infer D } ? D : never;

/** Why something ended: the codes events store as `reason` (other reasons are typed by people and stay as written). */
type AuditedReason =
  | CardReleaseReason
  | SubscriptionRemovalReason
  | DataOf<SubscriptionCardReleased>['reason']
  | ClosureReason
  | DataOf<UserGrantedOrganisationAccess>['reason']
  | DataOf<InviteRevoked>['reason']
  | DataOf<SessionRevoked>['reason']
  | DataOf<SelfServiceSessionEnded>['reason']
  | WebhookDisableReason
  | SignInFailureReason;

/** The enums by name, each with every value the domain allows. */
export const HISTORY_VALUE_ENUMS = {
  status: exactly<AuditedStatus>()([
    'absent', 'active', 'deleted', 'configured', 'registering', 'pending', 'removed', 'accepted', 'revoked', 'issued', 'redeemed',
    'new', 'awaiting_payment', 'paid', 'completed', 'cancelled', 'awaiting_proof', 'requires_approval', 'changes_requested',
    'assets_requested', 'approved', 'ended', 'created', 'sending', 'sent', 'error', 'connected', 'lost', 'disconnected',
    'generated', 'allocated', 'scheduled', 'claimed', 'failed', 'none', 'complete', 'unavailable', 'unknown',
  ]),
  subscriptionType: exactly<SubscriptionType>()(['digital', 'nfc']),
  reason: exactly<AuditedReason>()([
    'subscription_removed', 'person_deleted', 'removed', 'reset', 'lost', 'closed_by_superadmin', 'not_renewed', 'created_demo',
    'uninvited', 'user-removed', 'sign-out', 'reuse', 'gone', 'no_user', 'no_organisation', 'wrong_password', 'no_password',
    'invalid_link', 'expired_link', 'used_link', 'rate_limited', 'provider_error',
  ]),
  audience: exactly<LinkedProfylesMode | LocationsMode | AttendeeType>()(['disabled', 'none', 'all', 'group', 'list', 'custom']),
  passwordMode: exactly<PasswordMode>()(['disabled', 'pin', 'password']),
  buttonStyle: exactly<ButtonStyle>()(['square', 'standard', 'rounded']),
  paymentMethod: exactly<PaymentMethod>()(['online', 'invoice']),
  designer: exactly<Designer>()(['client', 'profyle']),
  signInPurpose: exactly<SignInTokenPurpose>()(['email-link', 'password-reset', 'session-code']),
  via: exactly<CaptureMode | ProfyleVisitSource>()(['exchange', 'url', 'camera', 'link', 'card']),
  colour: exactly<FreeCardColour>()(['white', 'black', 'orange', 'red', 'yellow', 'mint', 'blue', 'purple', 'pink', 'teal', 'gold', 'silver', 'navy']),
} as const;

export type HistoryValueEnum = keyof typeof HISTORY_VALUE_ENUMS;

/**
 * The fields that hold an enum, by field name (the last field of a path; the same name means the same
 * enum in every aggregate). `open`: the field also carries text that is no code (a subscription's
 * `type` is a plan's name in some events, a `reason` may be typed by a person): a value without words
 * is then shown as it is, and only the audited states are held to the list.
 */
export const HISTORY_ENUM_FIELDS: Readonly<Record<string, { enum: HistoryValueEnum; open?: true }>> = {
  status: { enum: 'status' },
  followUp: { enum: 'status' },
  pushStatus: { enum: 'status' },
  emailStatus: { enum: 'status' },
  type: { enum: 'subscriptionType', open: true },
  reason: { enum: 'reason', open: true },
  disabledReason: { enum: 'reason' },
  linked_profyles: { enum: 'audience' },
  locations: { enum: 'audience' },
  attendeeType: { enum: 'audience' },
  password_mode: { enum: 'passwordMode' },
  buttonStyle: { enum: 'buttonStyle' },
  paymentMethod: { enum: 'paymentMethod' },
  designer: { enum: 'designer' },
  purpose: { enum: 'signInPurpose' },
  via: { enum: 'via' },
  colour: { enum: 'colour' },
};

/** The enum a field holds, and whether `value` is one of its codes: the history shows it in words. */
export const historyValueEnumOf = (field: string, value: unknown): HistoryValueEnum | null => {
  const entry = Object.prototype.hasOwnProperty.call(HISTORY_ENUM_FIELDS, field) ? HISTORY_ENUM_FIELDS[field] : undefined;
  if (!entry || typeof value !== 'string') return null;
  return (HISTORY_VALUE_ENUMS[entry.enum] as readonly string[]).includes(value) ? entry.enum : null;
};
