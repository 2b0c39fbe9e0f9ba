import { assertNever } from '../../shared';
import type { EmailNotifications, SignUpAttribution, UserEvent } from './user.events';

/**
 * absent: no such user; registering: signed up for a trial that does not exist yet; pending: invited, not
 * yet accepted; active: registered; removed: gone for good.
 */
export type UserStatus = 'absent' | 'registering' | 'pending' | 'active' | 'removed';

export interface UserState {
  status: UserStatus;
  userId: string;
  email: string;
  name: string;
  picture: string;
  /** The main organisation ('' for none); for a pending user, the one that invited them. */
  organisationId: string;
  otherOrganisationIds: string[];
  admin: boolean;
  superadmin: boolean;
  /** Owner of the main organisation. */
  owner: boolean;
  passwordHash: string | null;
  emailNotifications: EmailNotifications;
  /** The invite a pending user was created by. */
  pendingInviteId: string | null;
  /** Where a trial sign-up came from (null for users not signed up for a trial). */
  signUpAttribution: SignUpAttribution | null;
  createdAt: string | null;
  lastSignInAt: string | null;
}

export const initialUserState = (): UserState => ({
  status: 'absent',
  userId: '',
  email: '',
  name: '',
  picture: '',
  organisationId: '',
  otherOrganisationIds: [],
  admin: false,
  superadmin: false,
  owner: false,
  passwordHash: null,
  emailNotifications: { weeklyAccountStats: true },
  pendingInviteId: null,
  signUpAttribution: null,
  createdAt: null,
  lastSignInAt: null,
});

/** Every organisation the user may administer, main one first; none while pending. */
export const accessibleOrganisationIds = (state: UserState): string[] =>
  state.status === 'active' && state.admin && state.organisationId ? [state.organisationId, ...state.otherOrganisationIds] : [];

/** A name for a user who has not given one: the part of the e-mail before the @. */
export const nameFromEmail = (email: string): string => email.split('@')[0];

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'UserSignedUp': {
      const d = event.data;
      return { ...state, status: 'registering', userId: d.userId, email: d.email, name: d.name, picture: d.picture, passwordHash: d.passwordHash, signUpAttribution: d.attribution, createdAt: d.signedUpAt };
    }
    case 'UserRegistrationCompleted': {
      const d = event.data;
      return { ...state, status: 'active', admin: true, owner: true, organisationId: d.organisationId, name: d.name, picture: d.picture };
    }
    case 'UserRegistrationCancelled':
      return { ...state, status: 'removed' };
    case 'UserCreated': {
      const d = event.data;
      return {
        ...state,
        status: 'active',
        userId: d.userId,
        email: d.email,
        name: d.name,
        picture: d.picture,
        organisationId: d.organisationId,
        admin: d.admin,
        superadmin: d.superadmin,
        owner: d.owner,
        passwordHash: d.passwordHash,
        createdAt: d.createdAt,
      };
    }
    case 'UserInvited': {
      const d = event.data;
      return { ...state, status: 'pending', userId: d.userId, email: d.email, name: nameFromEmail(d.email), organisationId: d.organisationId, pendingInviteId: d.inviteId, createdAt: d.invitedAt };
    }
    case 'UserJoinedOrganisation': {
      const d = event.data;
      if (d.registered) return { ...state, status: 'active', admin: true, organisationId: d.organisationId, pendingInviteId: null };
      return { ...state, admin: true, otherOrganisationIds: [...state.otherOrganisationIds, d.organisationId] };
    }
    case 'UserRemovedFromOrganisation': {
      const d = event.data;
      if (d.removed) return { ...state, status: 'removed', admin: false, owner: false, organisationId: '', otherOrganisationIds: [], pendingInviteId: null };
      const mainChanged = d.mainOrganisationId !== state.organisationId;
      return { ...state, organisationId: d.mainOrganisationId, otherOrganisationIds: d.otherOrganisationIds, owner: mainChanged ? false : state.owner };
    }
    case 'UserProfileUpdated':
      return { ...state, name: event.data.name, picture: event.data.picture, emailNotifications: event.data.emailNotifications };
    case 'UserPasswordReset':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'UserSignedIn':
      return { ...state, lastSignInAt: event.data.signedInAt };
    case 'SupportAccessStarted':
      return state;
    case 'UserGrantedOrganisationAccess':
      return { ...state, otherOrganisationIds: [...state.otherOrganisationIds, event.data.organisationId] };
    default:
      return assertNever(event);
  }
};
