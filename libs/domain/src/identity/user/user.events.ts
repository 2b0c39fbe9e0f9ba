import type { DomainEvent } from '../../shared';

/** Stream of one portal user: `user-<userId>`. Stored event types are never renamed. */

/** How a user proved who they are. */
export type SignInMethod = 'email-link' | 'password' | 'google' | 'linkedin' | 'invite-link';
export const SIGN_IN_METHODS: readonly SignInMethod[] = ['email-link', 'password', 'google', 'linkedin', 'invite-link'];

export type EmailNotifications = { weeklyAccountStats: boolean };

/** A registered user created directly (the demo seed, a trial's creator). */
export type UserCreated = DomainEvent<
  'UserCreated',
  {
    userId: string;
    email: string;
    name: string;
    picture: string;
    /** The main organisation; '' for none. */
    organisationId: string;
    admin: boolean;
    superadmin: boolean;
    owner: boolean;
    /** argon2 hash, computed outside the domain; null when the user signs in without a password. */
    passwordHash: string | null;
    createdAt: string;
    createdBy: string;
  }
>;

/** Someone new was invited to administer an organisation: a pending user until they accept. */
export type UserInvited = DomainEvent<
  'UserInvited',
  { userId: string; email: string; organisationId: string; inviteId: string; invitedAt: string; invitedBy: string }
>;

/**
 * The user accepted an invite: a pending user becomes a registered admin of it (`registered`), an
 * existing user gains access to one more organisation.
 */
export type UserJoinedOrganisation = DomainEvent<
  'UserJoinedOrganisation',
  { userId: string; email: string; organisationId: string; inviteId: string; registered: boolean; joinedAt: string }
>;

/**
 * The user lost access to an organisation. Removing the main one promotes the next accessible one
 * (not as owner); with none left the user is gone (`removed`) and their e-mail is free again.
 */
export type UserRemovedFromOrganisation = DomainEvent<
  'UserRemovedFromOrganisation',
  {
    userId: string;
    email: string;
    organisationId: string;
    mainOrganisationId: string;
    otherOrganisationIds: string[];
    removed: boolean;
    removedAt: string;
    removedBy: string;
  }
>;

export type UserProfileUpdated = DomainEvent<
  'UserProfileUpdated',
  { userId: string; name: string; picture: string; emailNotifications: EmailNotifications; changed: ('name' | 'picture' | 'emailNotifications')[]; updatedAt: string }
>;

export type UserPasswordReset = DomainEvent<'UserPasswordReset', { userId: string; email: string; passwordHash: string; resetAt: string }>;

/** A successful sign-in; `support` when the user is a superadmin (support login). */
export type UserSignedIn = DomainEvent<
  'UserSignedIn',
  { userId: string; email: string; method: SignInMethod; sessionId: string; support: boolean; signedInAt: string }
>;

/** A superadmin started acting inside an organisation that is not their own (impersonation). */
export type SupportAccessStarted = DomainEvent<'SupportAccessStarted', { userId: string; email: string; organisationId: string; startedAt: string }>;

/** Where a trial sign-up came from (spec 000 section 2: the /register link's query), for marketing. */
export interface SignUpAttribution {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  gclid: string;
  /** The affiliate link (`aff`) or the card (`card_id`) the sign-up started from, '' for none. */
  affiliateId: string;
  cardId: string;
}

/**
 * Someone signed up to start a trial (spec 000 "Register"): an address nobody holds, proven by a link or
 * a provider, or given with a password. A registering user is signed in but reaches no organisation
 * until their trial exists (or they cancel).
 */
export type UserSignedUp = DomainEvent<
  'UserSignedUp',
  { userId: string; email: string; name: string; picture: string; method: SignInMethod; passwordHash: string | null; attribution: SignUpAttribution; signedUpAt: string }
>;

/** The registering user's trial organisation exists: they are its owner admin. */
export type UserRegistrationCompleted = DomainEvent<
  'UserRegistrationCompleted',
  { userId: string; email: string; organisationId: string; name: string; picture: string; attribution: SignUpAttribution; completedAt: string }
>;

/** The registering user cancelled their registration: gone, their e-mail free again. */
export type UserRegistrationCancelled = DomainEvent<'UserRegistrationCancelled', { userId: string; email: string; cancelledAt: string }>;

/**
 * The user was given access to one more organisation without an invite: a partner admin to the demo
 * organisation they created for a prospect.
 */
export type UserGrantedOrganisationAccess = DomainEvent<
  'UserGrantedOrganisationAccess',
  { userId: string; email: string; organisationId: string; reason: 'created_demo'; grantedAt: string; grantedBy: string }
>;

export type UserEvent =
  | UserSignedUp
  | UserRegistrationCompleted
  | UserRegistrationCancelled
  | UserCreated
  | UserInvited
  | UserJoinedOrganisation
  | UserRemovedFromOrganisation
  | UserProfileUpdated
  | UserPasswordReset
  | UserSignedIn
  | SupportAccessStarted
  | UserGrantedOrganisationAccess;

export const USER_EVENT_TYPES: readonly UserEvent['type'][] = [
  'UserSignedUp',
  'UserRegistrationCompleted',
  'UserRegistrationCancelled',
  'UserCreated',
  'UserInvited',
  'UserJoinedOrganisation',
  'UserRemovedFromOrganisation',
  'UserProfileUpdated',
  'UserPasswordReset',
  'UserSignedIn',
  'SupportAccessStarted',
  'UserGrantedOrganisationAccess',
];
