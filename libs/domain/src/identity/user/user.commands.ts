import type { Command, CommandMetadata } from '../../shared';
import type { SignInMethod, SignUpAttribution } from './user.events';

export type CreateUser = Command<
  'CreateUser',
  {
    userId: string;
    email: string;
    name: string;
    picture?: string;
    organisationId: string;
    admin: boolean;
    superadmin?: boolean;
    owner?: boolean;
    passwordHash?: string | null;
  },
  CommandMetadata
>;

/** Only for an e-mail nobody holds: the e-mail registry has been claimed for this new user id first. */
export type InviteUser = Command<'InviteUser', { userId: string; email: string; organisationId: string; inviteId: string }, CommandMetadata>;

export type JoinOrganisation = Command<'JoinOrganisation', { userId: string; organisationId: string; inviteId: string }, CommandMetadata>;

/** `metadata.actor` is who removes; nobody removes themselves, and no one removes an owner. */
export type RemoveFromOrganisation = Command<'RemoveFromOrganisation', { userId: string; organisationId: string }, CommandMetadata>;

/** Absent fields are kept. */
export type UpdateUserProfile = Command<
  'UpdateUserProfile',
  { userId: string; name?: string; picture?: string | null; weeklyAccountStats?: boolean },
  CommandMetadata
>;

export type ResetUserPassword = Command<'ResetUserPassword', { userId: string; passwordHash: string }, CommandMetadata>;

export type RecordSignIn = Command<'RecordSignIn', { userId: string; method: SignInMethod; sessionId: string }, CommandMetadata>;

export type StartSupportAccess = Command<'StartSupportAccess', { userId: string; organisationId: string }, CommandMetadata>;

/** Only for an e-mail nobody holds: the e-mail registry has been claimed for this new user id first. */
export type SignUpUser = Command<
  'SignUpUser',
  { userId: string; email: string; name?: string; picture?: string; method: SignInMethod; passwordHash?: string | null; attribution: SignUpAttribution },
  CommandMetadata
>;

/** The registering user's trial organisation was created: they become its owner admin. */
export type CompleteRegistration = Command<'CompleteRegistration', { userId: string; organisationId: string; name: string; picture?: string }, CommandMetadata>;

/** Only the registering user themselves, and only before their trial exists. */
export type CancelRegistration = Command<'CancelRegistration', { userId: string }, CommandMetadata>;
/** A registered admin gains one more organisation (the demo they created as a partner); once is enough. */
export type GrantOrganisationAccess = Command<'GrantOrganisationAccess', { userId: string; organisationId: string; reason: 'created_demo' }, CommandMetadata>;

export type UserCommand =
  | SignUpUser
  | CompleteRegistration
  | CancelRegistration
  | CreateUser
  | InviteUser
  | JoinOrganisation
  | RemoveFromOrganisation
  | UpdateUserProfile
  | ResetUserPassword
  | RecordSignIn
  | StartSupportAccess
  | GrantOrganisationAccess;
