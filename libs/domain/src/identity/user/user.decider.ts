import { assertNever, type Decider, DomainError, streamId } from '../../shared';
import { normaliseEmail } from '../../person/person-profile';
import { IDENTITY_ERROR_CODES as CODES, IDENTITY_ERROR_MESSAGES as MESSAGES } from '../identity.messages';
import type {
  CancelRegistration,
  CompleteRegistration,
  CreateUser,
  SignUpUser,
  GrantOrganisationAccess,
  InviteUser,
  JoinOrganisation,
  RecordSignIn,
  RemoveFromOrganisation,
  ResetUserPassword,
  StartSupportAccess,
  UpdateUserProfile,
  UserCommand,
} from './user.commands';
import type {
  SupportAccessStarted,
  UserRegistrationCancelled,
  UserRegistrationCompleted,
  UserSignedUp,
  UserCreated,
  UserEvent,
  UserGrantedOrganisationAccess,
  UserInvited,
  UserJoinedOrganisation,
  UserPasswordReset,
  UserProfileUpdated,
  UserRemovedFromOrganisation,
  UserSignedIn,
} from './user.events';
import { accessibleOrganisationIds, evolveUser, initialUserState, nameFromEmail, type UserState } from './user.state';

export const USER_STREAM_CATEGORY = 'user';

/** `user-<userId>` */
export const userStreamId = (userId: string): string => streamId(USER_STREAM_CATEGORY, userId);

const userNotFound = () => new DomainError(CODES.userNotFound, MESSAGES.userNotFound, 'not_found');

const assertExists = (state: UserState): void => {
  if (state.status !== 'active' && state.status !== 'pending') throw userNotFound();
};

/** A user who holds their address: registered, invited, or signed up for a trial not created yet. */
const isKnown = (state: UserState): boolean => state.status === 'active' || state.status === 'pending' || state.status === 'registering';

/**
 * Why this user may not sign in, or null when they may. A pending user may: they must be signed in to
 * accept their invite, and without admin rights they reach no organisation until then. So may a
 * registering user: they must be signed in to create their trial (or cancel it).
 */
export const signInRefusal = (state: UserState): typeof CODES.noUser | typeof CODES.noOrganisation | null => {
  if (!isKnown(state)) return CODES.noUser;
  if (state.status === 'active' && state.organisationId === '' && !state.superadmin) return CODES.noOrganisation;
  return null;
};

export const assertMaySignIn = (state: UserState): void => {
  const refusal = signInRefusal(state);
  if (refusal === CODES.noUser) throw new DomainError(CODES.noUser, MESSAGES.noUser, 'not_found');
  if (refusal === CODES.noOrganisation) throw new DomainError(CODES.noOrganisation, MESSAGES.noOrganisation, 'forbidden');
};

const requiredEmail = (raw: string): string => {
  const email = normaliseEmail(raw);
  if (email === '') throw new DomainError(CODES.emailRequired, MESSAGES.emailRequired, 'validation', [{ path: 'email', msg: MESSAGES.emailRequired }]);
  return email;
};

const createUser = ({ data, metadata }: CreateUser, state: UserState): UserCreated[] => {
  if (state.status !== 'absent') throw new DomainError(CODES.userExists, MESSAGES.userExists, 'conflict');
  const email = requiredEmail(data.email);
  return [
    {
      type: 'UserCreated',
      data: {
        userId: data.userId,
        email,
        name: data.name.trim() || nameFromEmail(email),
        picture: data.picture?.trim() ?? '',
        organisationId: data.organisationId,
        admin: data.admin,
        superadmin: data.superadmin ?? false,
        owner: data.owner ?? false,
        passwordHash: data.passwordHash ?? null,
        createdAt: metadata.now,
        createdBy: metadata.actor.userId,
      },
    },
  ];
};

const signUpUser = ({ data, metadata }: SignUpUser, state: UserState): UserSignedUp[] => {
  if (state.status !== 'absent') throw new DomainError(CODES.userExists, MESSAGES.userExists, 'conflict');
  const email = requiredEmail(data.email);
  return [
    {
      type: 'UserSignedUp',
      data: {
        userId: data.userId,
        email,
        name: data.name?.trim() || nameFromEmail(email),
        picture: data.picture?.trim() ?? '',
        method: data.method,
        passwordHash: data.passwordHash ?? null,
        attribution: data.attribution,
        signedUpAt: metadata.now,
      },
    },
  ];
};

const notRegistering = () => new DomainError(CODES.notRegistering, MESSAGES.notRegistering, 'rule');

/** Creating the trial twice (a retried request) records nothing the second time. */
const completeRegistration = ({ data, metadata }: CompleteRegistration, state: UserState): UserRegistrationCompleted[] => {
  if (state.status === 'active' && state.owner && state.organisationId === data.organisationId) return [];
  if (state.status !== 'registering') throw notRegistering();
  const name = data.name.trim() || state.name;
  const picture = data.picture?.trim() || state.picture;
  const attribution = state.signUpAttribution ?? { utmSource: '', utmMedium: '', utmCampaign: '', gclid: '', affiliateId: '', cardId: '' };
  return [{ type: 'UserRegistrationCompleted', data: { userId: state.userId, email: state.email, organisationId: data.organisationId, name, picture, attribution, completedAt: metadata.now } }];
};

const cancelRegistration = ({ metadata }: CancelRegistration, state: UserState): UserRegistrationCancelled[] => {
  if (state.status !== 'registering') throw notRegistering();
  if (metadata.actor.userId !== state.userId) throw new DomainError(CODES.notRegistering, MESSAGES.notRegistering, 'forbidden');
  return [{ type: 'UserRegistrationCancelled', data: { userId: state.userId, email: state.email, cancelledAt: metadata.now } }];
};

const inviteUser = ({ data, metadata }: InviteUser, state: UserState): UserInvited[] => {
  if (state.status !== 'absent') throw new DomainError(CODES.userExists, MESSAGES.userExists, 'conflict');
  return [
    {
      type: 'UserInvited',
      data: { userId: data.userId, email: requiredEmail(data.email), organisationId: data.organisationId, inviteId: data.inviteId, invitedAt: metadata.now, invitedBy: metadata.actor.userId },
    },
  ];
};

/** Accepting twice, or an invite to an organisation the user already reaches, records nothing. */
const joinOrganisation = ({ data, metadata }: JoinOrganisation, state: UserState): UserJoinedOrganisation[] => {
  assertExists(state);
  const base = { userId: state.userId, email: state.email, organisationId: data.organisationId, inviteId: data.inviteId, joinedAt: metadata.now };
  if (state.status === 'pending') return [{ type: 'UserJoinedOrganisation', data: { ...base, registered: true } }];
  if (accessibleOrganisationIds(state).includes(data.organisationId)) return [];
  return [{ type: 'UserJoinedOrganisation', data: { ...base, registered: false } }];
};

const removeFromOrganisation = ({ data, metadata }: RemoveFromOrganisation, state: UserState): UserRemovedFromOrganisation[] => {
  assertExists(state);
  const { organisationId } = data;
  const reachable = state.status === 'pending' ? [state.organisationId] : [state.organisationId, ...state.otherOrganisationIds];
  if (!reachable.includes(organisationId)) throw userNotFound();
  if (metadata.actor.userId === state.userId) throw new DomainError(CODES.cannotRemoveSelf, MESSAGES.cannotRemoveSelf, 'rule');
  if (state.owner && organisationId === state.organisationId) throw new DomainError(CODES.cannotRemoveOwner, MESSAGES.cannotRemoveOwner, 'rule');
  const left = reachable.filter((id) => id !== organisationId);
  const removed = state.status === 'pending' || left.length === 0;
  return [
    {
      type: 'UserRemovedFromOrganisation',
      data: {
        userId: state.userId,
        email: state.email,
        organisationId,
        mainOrganisationId: removed ? '' : left[0],
        otherOrganisationIds: removed ? [] : left.slice(1),
        removed,
        removedAt: metadata.now,
        removedBy: metadata.actor.userId,
      },
    },
  ];
};

const updateUserProfile = ({ data, metadata }: UpdateUserProfile, state: UserState): UserProfileUpdated[] => {
  if (!isKnown(state)) throw userNotFound();
  const name = data.name === undefined ? state.name : data.name.trim();
  if (name === '') throw new DomainError(CODES.nameRequired, MESSAGES.nameRequired, 'validation', [{ path: 'name', msg: MESSAGES.nameRequired }]);
  const picture = data.picture === undefined ? state.picture : (data.picture ?? '').trim();
  const weeklyAccountStats = data.weeklyAccountStats ?? state.emailNotifications.weeklyAccountStats;
  const changed: UserProfileUpdated['data']['changed'] = [
    ...(name !== state.name ? (['name'] as const) : []),
    ...(picture !== state.picture ? (['picture'] as const) : []),
    ...(weeklyAccountStats !== state.emailNotifications.weeklyAccountStats ? (['emailNotifications'] as const) : []),
  ];
  if (changed.length === 0) return [];
  return [{ type: 'UserProfileUpdated', data: { userId: state.userId, name, picture, emailNotifications: { weeklyAccountStats }, changed, updatedAt: metadata.now } }];
};

const resetUserPassword = ({ data, metadata }: ResetUserPassword, state: UserState): UserPasswordReset[] => {
  if (!isKnown(state)) throw userNotFound();
  return [{ type: 'UserPasswordReset', data: { userId: state.userId, email: state.email, passwordHash: data.passwordHash, resetAt: metadata.now } }];
};

const recordSignIn = ({ data, metadata }: RecordSignIn, state: UserState): UserSignedIn[] => {
  assertMaySignIn(state);
  return [
    {
      type: 'UserSignedIn',
      data: { userId: state.userId, email: state.email, method: data.method, sessionId: data.sessionId, support: state.superadmin, signedInAt: metadata.now },
    },
  ];
};

/** Only superadmins act inside other organisations; inside one's own it is not support access. */
const startSupportAccess = ({ data, metadata }: StartSupportAccess, state: UserState): SupportAccessStarted[] => {
  assertExists(state);
  if (!state.superadmin) throw new DomainError(CODES.notSuperadmin, MESSAGES.notSuperadmin, 'forbidden');
  if (accessibleOrganisationIds(state).includes(data.organisationId)) return [];
  return [{ type: 'SupportAccessStarted', data: { userId: state.userId, email: state.email, organisationId: data.organisationId, startedAt: metadata.now } }];
};

const grantOrganisationAccess = ({ data, metadata }: GrantOrganisationAccess, state: UserState): UserGrantedOrganisationAccess[] => {
  assertExists(state);
  if (state.status !== 'active' || !state.admin) throw userNotFound();
  if (accessibleOrganisationIds(state).includes(data.organisationId)) return [];
  return [
    {
      type: 'UserGrantedOrganisationAccess',
      data: { userId: state.userId, email: state.email, organisationId: data.organisationId, reason: data.reason, grantedAt: metadata.now, grantedBy: metadata.actor.userId },
    },
  ];
};

export const decideUser = (command: UserCommand, state: UserState): UserEvent[] => {
  switch (command.type) {
    case 'SignUpUser':
      return signUpUser(command, state);
    case 'CompleteRegistration':
      return completeRegistration(command, state);
    case 'CancelRegistration':
      return cancelRegistration(command, state);
    case 'CreateUser':
      return createUser(command, state);
    case 'InviteUser':
      return inviteUser(command, state);
    case 'JoinOrganisation':
      return joinOrganisation(command, state);
    case 'RemoveFromOrganisation':
      return removeFromOrganisation(command, state);
    case 'UpdateUserProfile':
      return updateUserProfile(command, state);
    case 'ResetUserPassword':
      return resetUserPassword(command, state);
    case 'RecordSignIn':
      return recordSignIn(command, state);
    case 'StartSupportAccess':
      return startSupportAccess(command, state);
    case 'GrantOrganisationAccess':
      return grantOrganisationAccess(command, state);
    default:
      return assertNever(command);
  }
};

/**
 * One portal user: who they are, which organisations they administer, their password hash and their
 * sign-ins. Their e-mail's uniqueness is owned by the e-mail registry (`useremail-<email>`), their
 * invites by the invite streams.
 */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
