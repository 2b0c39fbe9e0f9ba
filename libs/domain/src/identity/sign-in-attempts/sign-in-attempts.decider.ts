import { type Command, type CommandMetadata, type Decider, type DomainEvent, streamId } from '../../shared';
import { normaliseEmail } from '../../person/person-profile';

/**
 * Failed sign-ins, one stream per e-mail address tried: `signinattempts-<email>`. A failure is recorded
 * whether or not a user holds the address (the audit log shows it in the user's organisation when one
 * does). Rate limiting reads nothing from here: it is a guard in front, this is the record.
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
export type SignInAttemptEvent = SignInFailed;
export const SIGN_IN_ATTEMPT_EVENT_TYPES: readonly SignInAttemptEvent['type'][] = ['SignInFailed'];

export type RecordSignInFailure = Command<
  'RecordSignInFailure',
  { email: string; userId: string | null; method: string; reason: SignInFailureReason; ip: string | null },
  CommandMetadata
>;

export const SIGN_IN_ATTEMPTS_STREAM_CATEGORY = 'signinattempts';

/** `signinattempts-<lower-cased e-mail>` */
export const signInAttemptsStreamId = (email: string): string => streamId(SIGN_IN_ATTEMPTS_STREAM_CATEGORY, normaliseEmail(email) || 'unknown');

/** Every failure is recorded: the stream keeps nothing to decide with, hence no state. */
export const signInAttemptsDecider: Decider<RecordSignInFailure, SignInAttemptEvent, null> = {
  initialState: () => null,
  evolve: (state) => state,
  decide: ({ data, metadata }) => [
    { type: 'SignInFailed', data: { email: normaliseEmail(data.email), userId: data.userId, method: data.method, reason: data.reason, ip: data.ip, failedAt: metadata.now } },
  ],
};
