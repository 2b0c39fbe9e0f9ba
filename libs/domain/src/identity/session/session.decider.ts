import { assertNever, type Command, type CommandMetadata, type Decider, DomainError, type DomainEvent, streamId } from '../../shared';
import { IDENTITY_ERROR_CODES as CODES, IDENTITY_ERROR_MESSAGES as MESSAGES } from '../identity.messages';
import type { SignInMethod } from '../user/user.events';

/**
 * A signed-in session and its refresh token family: `session-<sessionId>`. The refresh token handed out
 * is `<sessionId>.<random>`, stored only as a hash, and rotated on every use. Presenting a token that
 * was already rotated away means it was copied: the whole session is revoked (refresh token reuse
 * detection), so the thief and the user are both signed out.
 */
export type SessionStarted = DomainEvent<
  'SessionStarted',
  { sessionId: string; userId: string; method: SignInMethod; tokenHash: string; startedAt: string; expiresAt: string }
>;
export type SessionRefreshed = DomainEvent<'SessionRefreshed', { sessionId: string; userId: string; tokenHash: string; refreshedAt: string; expiresAt: string }>;
export type SessionRevoked = DomainEvent<'SessionRevoked', { sessionId: string; userId: string; reason: 'sign-out' | 'reuse'; revokedAt: string }>;
export type SessionEvent = SessionStarted | SessionRefreshed | SessionRevoked;
export const SESSION_EVENT_TYPES: readonly SessionEvent['type'][] = ['SessionStarted', 'SessionRefreshed', 'SessionRevoked'];

export type StartSession = Command<'StartSession', { sessionId: string; userId: string; method: SignInMethod; tokenHash: string; lifetimeSeconds: number }, CommandMetadata>;
/**
 * Answers SessionRefreshed, or SessionRevoked when a rotated-away token comes back, or nothing for the
 * token rotated away in the last REFRESH_REUSE_GRACE_SECONDS (a concurrent refresh of the same browser).
 */
export type RefreshSession = Command<'RefreshSession', { sessionId: string; presentedTokenHash: string; newTokenHash: string; lifetimeSeconds: number }, CommandMetadata>;
/** Signing out with anything but a live token of the session changes nothing. */
export type EndSession = Command<'EndSession', { sessionId: string; presentedTokenHash: string }, CommandMetadata>;
/**
 * Signing out with the access token: the session it was issued for ends, whatever its refresh token is.
 * Only the session's own user may end it; anything else, or a session already over, changes nothing.
 */
export type RevokeSession = Command<'RevokeSession', { sessionId: string; userId: string }, CommandMetadata>;
export type SessionCommand = StartSession | RefreshSession | EndSession | RevokeSession;

export interface SessionState {
  status: 'absent' | 'active' | 'revoked';
  sessionId: string;
  userId: string;
  tokenHash: string;
  /** Hashes of every token rotated away. */
  previousTokenHashes: ReadonlySet<string>;
  /** The token the last refresh rotated away, and when: see REFRESH_REUSE_GRACE_SECONDS. */
  lastRotatedTokenHash: string | null;
  lastRefreshedAt: string | null;
  expiresAt: string | null;
}

/**
 * Two tabs of one browser that refresh at the same moment both present the same token: the second one
 * arrives just after the first rotated it. Within this many seconds of a rotation, the token it rotated
 * away is not taken for a stolen copy: the refresh answers no new events (an access token, and no new
 * refresh token: the browser already holds the new one). Any older token, or later, revokes the session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 20;

export const SESSION_STREAM_CATEGORY = 'session';

/** `session-<sessionId>` */
export const sessionStreamId = (sessionId: string): string => streamId(SESSION_STREAM_CATEGORY, sessionId);

const initialSessionState = (): SessionState => ({
  status: 'absent',
  sessionId: '',
  userId: '',
  tokenHash: '',
  previousTokenHashes: new Set(),
  lastRotatedTokenHash: null,
  lastRefreshedAt: null,
  expiresAt: null,
});

const evolveSession = (state: SessionState, event: SessionEvent): SessionState => {
  switch (event.type) {
    case 'SessionStarted':
      return { ...state, status: 'active', sessionId: event.data.sessionId, userId: event.data.userId, tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt };
    case 'SessionRefreshed':
      return {
        ...state,
        tokenHash: event.data.tokenHash,
        previousTokenHashes: new Set([...state.previousTokenHashes, state.tokenHash]),
        lastRotatedTokenHash: state.tokenHash,
        lastRefreshedAt: event.data.refreshedAt,
        expiresAt: event.data.expiresAt,
      };
    case 'SessionRevoked':
      return { ...state, status: 'revoked' };
    default:
      return assertNever(event);
  }
};

const invalid = (code: string) => new DomainError(code, MESSAGES.sessionInvalid, 'forbidden');

const plus = (now: string, seconds: number): string => new Date(Date.parse(now) + seconds * 1000).toISOString();

const start = ({ data, metadata }: StartSession, state: SessionState): SessionStarted[] => {
  if (state.status !== 'absent') throw new DomainError(CODES.sessionExists, 'Session already exists', 'conflict');
  const { sessionId, userId, method, tokenHash, lifetimeSeconds } = data;
  return [{ type: 'SessionStarted', data: { sessionId, userId, method, tokenHash, startedAt: metadata.now, expiresAt: plus(metadata.now, lifetimeSeconds) } }];
};

const refresh = ({ data, metadata }: RefreshSession, state: SessionState): (SessionRefreshed | SessionRevoked)[] => {
  if (state.status === 'absent') throw invalid(CODES.sessionInvalid);
  if (state.status === 'revoked') throw invalid(CODES.sessionRevoked);
  if (state.previousTokenHashes.has(data.presentedTokenHash)) {
    const sinceRotation = Date.parse(metadata.now) - Date.parse(state.lastRefreshedAt ?? '');
    if (data.presentedTokenHash === state.lastRotatedTokenHash && sinceRotation >= 0 && sinceRotation < REFRESH_REUSE_GRACE_SECONDS * 1000) return [];
    return [{ type: 'SessionRevoked', data: { sessionId: state.sessionId, userId: state.userId, reason: 'reuse', revokedAt: metadata.now } }];
  }
  if (data.presentedTokenHash !== state.tokenHash) throw invalid(CODES.sessionInvalid);
  if (Date.parse(metadata.now) >= Date.parse(state.expiresAt ?? metadata.now)) throw invalid(CODES.sessionExpired);
  return [
    {
      type: 'SessionRefreshed',
      data: { sessionId: state.sessionId, userId: state.userId, tokenHash: data.newTokenHash, refreshedAt: metadata.now, expiresAt: plus(metadata.now, data.lifetimeSeconds) },
    },
  ];
};

const end = ({ data, metadata }: EndSession, state: SessionState): SessionRevoked[] => {
  if (state.status !== 'active' || data.presentedTokenHash !== state.tokenHash) return [];
  return [{ type: 'SessionRevoked', data: { sessionId: state.sessionId, userId: state.userId, reason: 'sign-out', revokedAt: metadata.now } }];
};

const revoke = ({ data, metadata }: RevokeSession, state: SessionState): SessionRevoked[] => {
  if (state.status !== 'active' || data.userId !== state.userId) return [];
  return [{ type: 'SessionRevoked', data: { sessionId: state.sessionId, userId: state.userId, reason: 'sign-out', revokedAt: metadata.now } }];
};

const decideSession = (command: SessionCommand, state: SessionState): SessionEvent[] => {
  switch (command.type) {
    case 'StartSession':
      return start(command, state);
    case 'RefreshSession':
      return refresh(command, state);
    case 'EndSession':
      return end(command, state);
    case 'RevokeSession':
      return revoke(command, state);
    default:
      return assertNever(command);
  }
};

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: initialSessionState,
  evolve: evolveSession,
  decide: decideSession,
};
