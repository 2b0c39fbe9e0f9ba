import { assertNever, type Command, type CommandMetadata, type Decider, DomainError, type DomainEvent, streamId } from '../../shared';
import { normaliseEmail } from '../../person/person-profile';
import { IDENTITY_ERROR_CODES as CODES, IDENTITY_ERROR_MESSAGES as MESSAGES } from '../identity.messages';

/**
 * The e-mail registry: one stream per e-mail address, `useremail-<email>`, owning which user holds it.
 * Every user is created only after claiming their e-mail here, so two users can never share one, even
 * when two admins invite the same address at the same moment (the second append meets a conflict).
 */
export type UserEmailClaimed = DomainEvent<'UserEmailClaimed', { email: string; userId: string }>;
export type UserEmailReleased = DomainEvent<'UserEmailReleased', { email: string; userId: string }>;
export type UserEmailEvent = UserEmailClaimed | UserEmailReleased;
export const USER_EMAIL_EVENT_TYPES: readonly UserEmailEvent['type'][] = ['UserEmailClaimed', 'UserEmailReleased'];

export type ClaimUserEmail = Command<'ClaimUserEmail', { email: string; userId: string }, CommandMetadata>;
export type ReleaseUserEmail = Command<'ReleaseUserEmail', { email: string; userId: string }, CommandMetadata>;
export type UserEmailCommand = ClaimUserEmail | ReleaseUserEmail;

export interface UserEmailState {
  email: string;
  /** The user holding the address, or null when it is free. */
  userId: string | null;
}

export const USER_EMAIL_STREAM_CATEGORY = 'useremail';

/** `useremail-<lower-cased e-mail>` */
export const userEmailStreamId = (email: string): string => streamId(USER_EMAIL_STREAM_CATEGORY, normaliseEmail(email));

const initialUserEmailState = (): UserEmailState => ({ email: '', userId: null });

const evolveUserEmail = (state: UserEmailState, event: UserEmailEvent): UserEmailState => {
  switch (event.type) {
    case 'UserEmailClaimed':
      return { email: event.data.email, userId: event.data.userId };
    case 'UserEmailReleased':
      return { ...state, userId: null };
    default:
      return assertNever(event);
  }
};

const decideUserEmail = (command: UserEmailCommand, state: UserEmailState): UserEmailEvent[] => {
  const email = normaliseEmail(command.data.email);
  const { userId } = command.data;
  switch (command.type) {
    case 'ClaimUserEmail':
      if (email === '') throw new DomainError(CODES.emailRequired, MESSAGES.emailRequired, 'validation', [{ path: 'email', msg: MESSAGES.emailRequired }]);
      if (state.userId === userId) return [];
      if (state.userId !== null) throw new DomainError(CODES.emailTaken, MESSAGES.emailTaken, 'conflict', [{ path: 'email', msg: MESSAGES.emailTaken }]);
      return [{ type: 'UserEmailClaimed', data: { email, userId } }];
    case 'ReleaseUserEmail':
      return state.userId === userId ? [{ type: 'UserEmailReleased', data: { email, userId } }] : [];
    default:
      return assertNever(command);
  }
};

export const userEmailDecider: Decider<UserEmailCommand, UserEmailEvent, UserEmailState> = {
  initialState: initialUserEmailState,
  evolve: evolveUserEmail,
  decide: decideUserEmail,
};
