import { assertNever, type Command, type CommandMetadata, type Decider, DomainError, type DomainEvent, streamId } from '../../shared';
import { normaliseEmail } from '../../person/person-profile';
import { IDENTITY_ERROR_CODES as CODES, IDENTITY_ERROR_MESSAGES as MESSAGES } from '../identity.messages';

/**
 * An invitation to administer an organisation: `invite-<inviteId>`. The token mailed to the invitee is
 * `<inviteId>.<secret>`; only a hash of it is kept, so a leaked event log cannot accept an invite.
 * Resending issues a new token (the old link stops working) no sooner than 600 s after the last send.
 */
export const INVITE_RESEND_COOLDOWN_SECONDS = 600;
/**
 * The invite link also signs the invitee in (once per link, bound to the invited address), for this long
 * after it was sent; after that, or once used, it still opens the invite for a signed-in user.
 */
export const INVITE_SIGN_IN_LIFETIME_SECONDS = 7 * 24 * 3600;

export type InviteSent = DomainEvent<
  'InviteSent',
  {
    inviteId: string;
    organisationId: string;
    companyName: string;
    email: string;
    /** The invited user: a new pending user, or an existing user of another organisation (`upgrade`). */
    userId: string;
    upgrade: boolean;
    senderEmail: string;
    senderUserId: string;
    tokenHash: string;
    sentAt: string;
  }
>;
export type InviteResent = DomainEvent<'InviteResent', { inviteId: string; organisationId: string; email: string; userId: string; tokenHash: string; sentAt: string }>;
export type InviteAccepted = DomainEvent<'InviteAccepted', { inviteId: string; organisationId: string; email: string; userId: string; acceptedAt: string }>;
/** uninvited: an admin deleted the invitee before they accepted; user-removed: the pending user went with it. */
export type InviteRevoked = DomainEvent<
  'InviteRevoked',
  { inviteId: string; organisationId: string; email: string; userId: string; reason: 'uninvited' | 'user-removed'; revokedAt: string }
>;
/** The invitee signed in with the link: that link will not sign anyone in again. */
export type InviteLinkSignedIn = DomainEvent<'InviteLinkSignedIn', { inviteId: string; organisationId: string; email: string; userId: string; tokenHash: string; signedInAt: string }>;
export type InviteEvent = InviteSent | InviteResent | InviteAccepted | InviteRevoked | InviteLinkSignedIn;
export const INVITE_EVENT_TYPES: readonly InviteEvent['type'][] = ['InviteSent', 'InviteResent', 'InviteAccepted', 'InviteRevoked', 'InviteLinkSignedIn'];

export type SendInvite = Command<
  'SendInvite',
  { inviteId: string; organisationId: string; companyName: string; email: string; userId: string; upgrade: boolean; tokenHash: string },
  CommandMetadata
>;
export type ResendInvite = Command<'ResendInvite', { inviteId: string; tokenHash: string }, CommandMetadata>;
/** `token` is only for the refusal's wording; `email` is the signed-in user's. */
export type AcceptInvite = Command<'AcceptInvite', { inviteId: string; token: string; tokenHash: string; userId: string; email: string }, CommandMetadata>;
export type RevokeInvite = Command<'RevokeInvite', { inviteId: string; reason: InviteRevoked['data']['reason'] }, CommandMetadata>;
/** Sign in with the invite's link: `token` is only for the refusal's wording. */
export type SignInWithInvite = Command<'SignInWithInvite', { inviteId: string; token: string; tokenHash: string }, CommandMetadata>;
export type InviteCommand = SendInvite | ResendInvite | AcceptInvite | RevokeInvite | SignInWithInvite;

export type InviteStatus = 'absent' | 'pending' | 'accepted' | 'revoked';

export interface InviteState {
  status: InviteStatus;
  inviteId: string;
  organisationId: string;
  companyName: string;
  email: string;
  userId: string;
  upgrade: boolean;
  senderEmail: string;
  tokenHash: string;
  lastSentAt: string | null;
  /** The token whose link has signed the invitee in (a resend's new link may sign in once more). */
  signedInWithTokenHash: string | null;
}

export const INVITE_STREAM_CATEGORY = 'invite';

/** `invite-<inviteId>` */
export const inviteStreamId = (inviteId: string): string => streamId(INVITE_STREAM_CATEGORY, inviteId);

const initialInviteState = (): InviteState => ({
  status: 'absent',
  inviteId: '',
  organisationId: '',
  companyName: '',
  email: '',
  userId: '',
  upgrade: false,
  senderEmail: '',
  tokenHash: '',
  lastSentAt: null,
  signedInWithTokenHash: null,
});

const evolveInvite = (state: InviteState, event: InviteEvent): InviteState => {
  switch (event.type) {
    case 'InviteSent': {
      const d = event.data;
      return {
        status: 'pending',
        inviteId: d.inviteId,
        organisationId: d.organisationId,
        companyName: d.companyName,
        email: d.email,
        userId: d.userId,
        upgrade: d.upgrade,
        senderEmail: d.senderEmail,
        tokenHash: d.tokenHash,
        lastSentAt: d.sentAt,
        signedInWithTokenHash: null,
      };
    }
    case 'InviteResent':
      return { ...state, tokenHash: event.data.tokenHash, lastSentAt: event.data.sentAt };
    case 'InviteAccepted':
      return { ...state, status: 'accepted' };
    case 'InviteRevoked':
      return { ...state, status: 'revoked' };
    case 'InviteLinkSignedIn':
      return { ...state, signedInWithTokenHash: event.data.tokenHash };
    default:
      return assertNever(event);
  }
};

/**
 * The invite a token opens, or a refusal worded 'Invalid invite token ({token})': unknown, already used,
 * revoked, or superseded by a resend all read the same.
 */
export const assertInviteToken = (state: InviteState, token: string, tokenHash: string): void => {
  if (state.status !== 'pending' || state.tokenHash !== tokenHash) throw new DomainError(CODES.invalidInviteToken, MESSAGES.invalidInviteToken(token), 'not_found');
};

/** When the pending invite can next be resent, or null when there is nothing to resend. */
export const inviteResendableAt = (state: InviteState): string | null =>
  state.status === 'pending' && state.lastSentAt ? new Date(Date.parse(state.lastSentAt) + INVITE_RESEND_COOLDOWN_SECONDS * 1000).toISOString() : null;

const sendInvite = ({ data, metadata }: SendInvite, state: InviteState): InviteSent[] => {
  if (state.status !== 'absent') throw new DomainError(CODES.inviteExists, MESSAGES.inviteExists, 'conflict');
  return [
    {
      type: 'InviteSent',
      data: {
        inviteId: data.inviteId,
        organisationId: data.organisationId,
        companyName: data.companyName,
        email: normaliseEmail(data.email),
        userId: data.userId,
        upgrade: data.upgrade,
        senderEmail: metadata.actor.email ?? '',
        senderUserId: metadata.actor.userId,
        tokenHash: data.tokenHash,
        sentAt: metadata.now,
      },
    },
  ];
};

/** Resending is allowed only more than 600 s after the last send (spec 000 section 4). */
const resendInvite = ({ data, metadata }: ResendInvite, state: InviteState): InviteResent[] => {
  if (state.status === 'absent' || state.status === 'revoked') throw new DomainError(CODES.userNotFound, MESSAGES.userNotFound, 'not_found');
  if (state.status === 'accepted') throw new DomainError(CODES.inviteNotPending, MESSAGES.inviteNotPending(state.email), 'rule');
  const elapsedMs = Date.parse(metadata.now) - Date.parse(state.lastSentAt ?? metadata.now);
  if (elapsedMs <= INVITE_RESEND_COOLDOWN_SECONDS * 1000) {
    const seconds = Math.max(1, Math.ceil((INVITE_RESEND_COOLDOWN_SECONDS * 1000 - elapsedMs) / 1000));
    throw new DomainError(CODES.resendTooSoon, MESSAGES.resendTooSoon(seconds), 'rule');
  }
  const { inviteId, organisationId, email, userId } = state;
  return [{ type: 'InviteResent', data: { inviteId, organisationId, email, userId, tokenHash: data.tokenHash, sentAt: metadata.now } }];
};

const acceptInvite = ({ data, metadata }: AcceptInvite, state: InviteState): InviteAccepted[] => {
  assertInviteToken(state, data.token, data.tokenHash);
  const email = normaliseEmail(data.email);
  if (email !== state.email) {
    const msg = MESSAGES.inviteEmailMismatch(email, data.token);
    throw new DomainError(CODES.inviteEmailMismatch, msg, 'validation', [{ path: 'email', msg }]);
  }
  return [{ type: 'InviteAccepted', data: { inviteId: state.inviteId, organisationId: state.organisationId, email, userId: data.userId, acceptedAt: metadata.now } }];
};

const revokeInvite = ({ data, metadata }: RevokeInvite, state: InviteState): InviteRevoked[] => {
  if (state.status !== 'pending') return [];
  const { inviteId, organisationId, email, userId } = state;
  return [{ type: 'InviteRevoked', data: { inviteId, organisationId, email, userId, reason: data.reason, revokedAt: metadata.now } }];
};

/** Once per link, within INVITE_SIGN_IN_LIFETIME_SECONDS of its sending, and only while the invite is pending. */
const signInWithInvite = ({ data, metadata }: SignInWithInvite, state: InviteState): InviteLinkSignedIn[] => {
  assertInviteToken(state, data.token, data.tokenHash);
  if (state.signedInWithTokenHash === data.tokenHash) throw new DomainError(CODES.inviteLinkUsed, MESSAGES.inviteLinkUsed, 'rule');
  if (Date.parse(metadata.now) - Date.parse(state.lastSentAt ?? metadata.now) > INVITE_SIGN_IN_LIFETIME_SECONDS * 1000) throw new DomainError(CODES.inviteLinkExpired, MESSAGES.inviteLinkExpired, 'rule');
  const { inviteId, organisationId, email, userId } = state;
  return [{ type: 'InviteLinkSignedIn', data: { inviteId, organisationId, email, userId, tokenHash: data.tokenHash, signedInAt: metadata.now } }];
};

const decideInvite = (command: InviteCommand, state: InviteState): InviteEvent[] => {
  switch (command.type) {
    case 'SendInvite':
      return sendInvite(command, state);
    case 'ResendInvite':
      return resendInvite(command, state);
    case 'AcceptInvite':
      return acceptInvite(command, state);
    case 'RevokeInvite':
      return revokeInvite(command, state);
    case 'SignInWithInvite':
      return signInWithInvite(command, state);
    default:
      return assertNever(command);
  }
};

export const inviteDecider: Decider<InviteCommand, InviteEvent, InviteState> = {
  initialState: initialInviteState,
  evolve: evolveInvite,
  decide: decideInvite,
};
