import { assertNever, type Command, type CommandMetadata, type Decider, type DomainEvent, streamId } from '../../shared';
import { normaliseEmail } from '../../person/person-profile';

/**
 * Sign-in attempts on one address, one stream per e-mail tried: `signinattempts-<email>`. Failures are
 * recorded whether or not a user holds the address (the audit log shows them in the user's organisation
 * when one does), and so are the sign-in and reset links mailed to it. The stream is also what the
 * limits read: it lives in the event store, so every api process and a restart see the same counts.
 */
export type SignInFailureReason =
  | 'no_user'
  | 'no_organisation'
  | 'wrong_password'
  | 'no_password'
  | 'invalid_link'
  | 'expired_link'
  | 'used_link'
  | 'rate_limited'
  | 'provider_error';

export type SignInFailed = DomainEvent<
  'SignInFailed',
  { email: string; userId: string | null; method: string; reason: SignInFailureReason; ip: string | null; failedAt: string }
>;
/** A sign-in or password reset link mailed to the address. */
/** Every link mailed to an address counts against its limit: sign-in, reset, sign-up, card activation, cardholder login. */
export type SignInLinkPurpose = 'email-link' | 'password-reset' | 'sign-up' | 'card-activation' | 'one-time-login';
export type SignInLinkRequested = DomainEvent<'SignInLinkRequested', { email: string; purpose: SignInLinkPurpose; ip: string | null; requestedAt: string }>;
export type SignInAttemptEvent = SignInFailed | SignInLinkRequested;
export const SIGN_IN_ATTEMPT_EVENT_TYPES: readonly SignInAttemptEvent['type'][] = ['SignInFailed', 'SignInLinkRequested'];

export type RecordSignInFailure = Command<
  'RecordSignInFailure',
  { email: string; userId: string | null; method: string; reason: SignInFailureReason; ip: string | null },
  CommandMetadata
>;
export type RecordSignInLinkRequest = Command<'RecordSignInLinkRequest', { email: string; purpose: SignInLinkRequested['data']['purpose']; ip: string | null }, CommandMetadata>;
export type SignInAttemptCommand = RecordSignInFailure | RecordSignInLinkRequest;

export const SIGN_IN_ATTEMPTS_STREAM_CATEGORY = 'signinattempts';

/** `signinattempts-<lower-cased e-mail>` */
export const signInAttemptsStreamId = (email: string): string => streamId(SIGN_IN_ATTEMPTS_STREAM_CATEGORY, normaliseEmail(email) || 'unknown');

/** Failures that guessed a credential: only these count against an address (never a refused attempt). */
const GUESSES: ReadonlySet<SignInFailureReason> = new Set(['wrong_password', 'no_password', 'no_user']);

/** How long the limits look back; older entries are dropped from the state. */
const MEMORY = 200;

export interface SignInAttemptsState {
  /** The latest credential failures, oldest first. */
  failures: { at: string; ip: string | null }[];
  /** The latest links mailed, oldest first. */
  linkRequests: string[];
}

const initialState = (): SignInAttemptsState => ({ failures: [], linkRequests: [] });

const evolve = (state: SignInAttemptsState, event: SignInAttemptEvent): SignInAttemptsState => {
  switch (event.type) {
    case 'SignInFailed':
      return GUESSES.has(event.data.reason) ? { ...state, failures: [...state.failures, { at: event.data.failedAt, ip: event.data.ip }].slice(-MEMORY) } : state;
    case 'SignInLinkRequested':
      return { ...state, linkRequests: [...state.linkRequests, event.data.requestedAt].slice(-MEMORY) };
    default:
      return assertNever(event);
  }
};

const decide = (command: SignInAttemptCommand): SignInAttemptEvent[] => {
  switch (command.type) {
    case 'RecordSignInFailure': {
      const { data, metadata } = command;
      return [{ type: 'SignInFailed', data: { email: normaliseEmail(data.email), userId: data.userId, method: data.method, reason: data.reason, ip: data.ip, failedAt: metadata.now } }];
    }
    case 'RecordSignInLinkRequest': {
      const { data, metadata } = command;
      return [{ type: 'SignInLinkRequested', data: { email: normaliseEmail(data.email), purpose: data.purpose, ip: data.ip, requestedAt: metadata.now } }];
    }
    default:
      return assertNever(command);
  }
};

/** Every attempt is recorded; the limits below read the folded state. */
export const signInAttemptsDecider: Decider<SignInAttemptCommand, SignInAttemptEvent, SignInAttemptsState> = { initialState, evolve, decide };

/**
 * The limits, chosen so that guessing is slow and the real user is never locked out:
 * - per address and client pair: `pairLimit` credential failures in `windowSeconds` refuse that client
 *   on that address until the window has passed (other clients, the real user's, are not affected);
 * - per address, from anywhere: after `slowDownAfter` failures in the window each further attempt must
 *   wait a delay that doubles with every failure, from 1 s up to `maxDelaySeconds`: a slow-down, never a
 *   lockout;
 * - links mailed per address: `linkLimit` in the window (no mail bombing); a shared office address
 *   (NAT) limits nobody, and successful sign-ins are never counted.
 */
export interface SignInLimitPolicy {
  windowSeconds: number;
  pairLimit: number;
  slowDownAfter: number;
  maxDelaySeconds: number;
  linkLimit: number;
}

export type SignInVerdict = { allowed: true } | { allowed: false; limit: 'pair' | 'account' | 'links'; retryAfterSeconds: number };

const secondsUntil = (fromMs: number, nowMs: number): number => Math.max(1, Math.ceil((fromMs - nowMs) / 1000));

/** May this client try a password on this address now? */
export const passwordAttemptVerdict = (state: SignInAttemptsState, ip: string | null, now: string, policy: SignInLimitPolicy): SignInVerdict => {
  const nowMs = Date.parse(now);
  const windowStart = nowMs - policy.windowSeconds * 1000;
  const recent = state.failures.filter((failure) => Date.parse(failure.at) > windowStart);
  const fromClient = recent.filter((failure) => failure.ip === ip);
  if (fromClient.length >= policy.pairLimit) {
    const oldest = Date.parse(fromClient[fromClient.length - policy.pairLimit].at);
    return { allowed: false, limit: 'pair', retryAfterSeconds: secondsUntil(oldest + policy.windowSeconds * 1000, nowMs) };
  }
  const over = recent.length - policy.slowDownAfter;
  if (over >= 0) {
    const delayMs = Math.min(2 ** over, policy.maxDelaySeconds) * 1000;
    const last = Date.parse(recent[recent.length - 1].at);
    if (nowMs < last + delayMs) return { allowed: false, limit: 'account', retryAfterSeconds: secondsUntil(last + delayMs, nowMs) };
  }
  return { allowed: true };
};

/** May another sign-in or reset link be mailed to this address now? */
export const linkRequestVerdict = (state: SignInAttemptsState, now: string, policy: SignInLimitPolicy): SignInVerdict => {
  const nowMs = Date.parse(now);
  const recent = state.linkRequests.filter((at) => Date.parse(at) > nowMs - policy.windowSeconds * 1000);
  if (recent.length < policy.linkLimit) return { allowed: true };
  return { allowed: false, limit: 'links', retryAfterSeconds: secondsUntil(Date.parse(recent[recent.length - policy.linkLimit]) + policy.windowSeconds * 1000, nowMs) };
};
