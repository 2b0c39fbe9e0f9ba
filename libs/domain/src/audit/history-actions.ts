import type { InviteEvent } from '../identity/invite/invite.decider';
import type { SignInAttemptEvent } from '../identity/sign-in-attempts/sign-in-attempts.decider';
import type { UserEvent } from '../identity/user/user.events';
import type { SelfServiceSessionEvent } from '../self-service/self-service-session';

/**
 * The actions of spec 001 section 3, "Admin history entry", as the organisation history names them. The
 * access actions keep the spec's own ids; the rest are its phrases as ids ("subscription created" ->
 * `subscription-created`). `person-erased` is this product's addition: the erasure is audited too.
 */
export const ACCESS_ACTIONS = [
  'add-user',
  'remove-user',
  'login-user',
  'login-support',
  'login-self-service',
  'reset-password-user',
  'added-2fa-user',
  'registered-user',
  'login-failed-user',
] as const;

export const HISTORY_ACTIONS = [
  ...ACCESS_ACTIONS,
  'subscription-created',
  'subscription-updated',
  'subscription-cancelled',
  'subscription-renewed',
  'subscription-expired',
  'account-closed',
  'account-reopened',
  'account-created',
  'upgrade-to-live',
  'demo-extended',
  'cards-allocated',
  'card-reset',
  'card-lost',
  'address-deleted',
  'group-deleted',
  'layout-deleted',
  'sample-data-added',
  'person-erased',
] as const;

export type AccessAction = (typeof ACCESS_ACTIONS)[number];
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** An event type's action: always the same one, or decided by its data among a known few. */
export type ActionRule<Data = any> = HistoryAction | { among: readonly HistoryAction[]; of: (data: Data) => HistoryAction | null };

/** Event type to its action rule; types without one have no action. */
export type ActionTable<E extends { type: string; data: unknown } = { type: string; data: any }> = { [T in E['type']]?: ActionRule<Extract<E, { type: T }>['data']> };

export const actionByRule = (rule: ActionRule | undefined, data: unknown): HistoryAction | null =>
  rule === undefined ? null : typeof rule === 'string' ? rule : rule.of(data);

/** The actions an event type can have, without looking at its data. */
export const actionsOfRule = (rule: ActionRule | undefined): readonly HistoryAction[] => (rule === undefined ? [] : typeof rule === 'string' ? [rule] : rule.among);

type IdentityEvent = UserEvent | InviteEvent | SignInAttemptEvent | SelfServiceSessionEvent;

/** The access actions of identity events: the access audit log and the organisation history agree. */
export const ACCESS_ACTION_TABLE: ActionTable<IdentityEvent> = {
  UserCreated: 'registered-user',
  UserRegistrationCompleted: 'registered-user',
  UserJoinedOrganisation: 'registered-user',
  UserGrantedOrganisationAccess: 'add-user',
  InviteSent: 'add-user',
  InviteResent: 'add-user',
  InviteRevoked: { among: ['remove-user'], of: (data) => (data.reason === 'uninvited' ? 'remove-user' : null) },
  UserRemovedFromOrganisation: 'remove-user',
  UserSignedIn: { among: ['login-user', 'login-support'], of: (data) => (data.support ? 'login-support' : 'login-user') },
  SupportAccessStarted: 'login-support',
  UserPasswordReset: 'reset-password-user',
  SignInFailed: 'login-failed-user',
  SelfServiceSessionStarted: 'login-self-service',
};

/** The access action of an identity event, or null. */
export const accessAction = (event: { type: string; data: unknown }): AccessAction | null =>
  actionByRule((ACCESS_ACTION_TABLE as Record<string, ActionRule>)[event.type], event.data) as AccessAction | null;
