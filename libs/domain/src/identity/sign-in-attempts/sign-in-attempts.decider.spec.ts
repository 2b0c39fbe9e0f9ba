import { fold } from '../../shared';
import { deciderSpec } from '../../shared/testing/decider-spec';
import { linkRequestVerdict, passwordAttemptVerdict, type SignInAttemptEvent, signInAttemptsDecider, type SignInLimitPolicy } from './sign-in-attempts.decider';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const policy: SignInLimitPolicy = { windowSeconds: 900, pairLimit: 10, slowDownAfter: 5, maxDelaySeconds: 60, linkLimit: 5 };
const failed = (seconds: number, ip: string, reason: 'wrong_password' | 'rate_limited' | 'used_link' = 'wrong_password'): SignInAttemptEvent => ({
  type: 'SignInFailed',
  data: { email: 'ada@example.com', userId: 'u1', method: 'password', reason, ip, failedAt: at(seconds) },
});
const state = (...events: SignInAttemptEvent[]) => fold(signInAttemptsDecider, events);

describe('signInAttemptsDecider', () => {
  const spec = deciderSpec(signInAttemptsDecider);
  const meta = { organisationId: '', actor: { userId: 'anonymous', email: 'Ada@Example.com' }, correlationId: 'c', now: at(0) };

  it('records every failure and every link mailed, by the lower-cased address', () => {
    spec.given().when({ type: 'RecordSignInFailure', data: { email: 'Ada@Example.com', userId: null, method: 'password', reason: 'no_user', ip: '192.0.2.1' }, metadata: meta }).then({
      type: 'SignInFailed',
      data: { email: 'ada@example.com', userId: null, method: 'password', reason: 'no_user', ip: '192.0.2.1', failedAt: at(0) },
    });
    spec.given().when({ type: 'RecordSignInLinkRequest', data: { email: 'Ada@Example.com', purpose: 'email-link', ip: null }, metadata: meta }).then({
      type: 'SignInLinkRequested',
      data: { email: 'ada@example.com', purpose: 'email-link', ip: null, requestedAt: at(0) },
    });
  });
});

describe('passwordAttemptVerdict', () => {
  it('refuses a client after ten wrong passwords on the address, and no other client', () => {
    const attacked = state(...Array.from({ length: 10 }, (_, i) => failed(i * 61, '203.0.113.9')));
    expect(passwordAttemptVerdict(attacked, '203.0.113.9', at(700), policy)).toEqual({ allowed: false, limit: 'pair', retryAfterSeconds: 200 });
    // The real user, elsewhere, is slowed down at most by the delay since the last failure, never locked out.
    expect(passwordAttemptVerdict(attacked, '198.51.100.4', at(700), policy)).toEqual({ allowed: true });
    // The window passes for the attacker too.
    expect(passwordAttemptVerdict(attacked, '203.0.113.9', at(901), policy)).toEqual({ allowed: true });
  });

  it('slows the address down with a delay that doubles with each failure, up to a minute', () => {
    const spread = (n: number) => state(...Array.from({ length: n }, (_, i) => failed(i, `192.0.2.${i}`)));
    expect(passwordAttemptVerdict(spread(4), 'x', at(4), policy)).toEqual({ allowed: true });
    expect(passwordAttemptVerdict(spread(5), 'x', at(4), policy)).toEqual({ allowed: false, limit: 'account', retryAfterSeconds: 1 });
    expect(passwordAttemptVerdict(spread(5), 'x', at(5), policy)).toEqual({ allowed: true });
    expect(passwordAttemptVerdict(spread(8), 'x', at(8), policy)).toEqual({ allowed: false, limit: 'account', retryAfterSeconds: 7 });
    expect(passwordAttemptVerdict(spread(8), 'x', at(15), policy)).toEqual({ allowed: true });
    expect(passwordAttemptVerdict(spread(20), 'x', at(20), policy)).toEqual({ allowed: false, limit: 'account', retryAfterSeconds: 59 });
    expect(passwordAttemptVerdict(spread(20), 'x', at(79), policy)).toEqual({ allowed: true });
  });

  it('counts guesses only: refusals and link failures never add to the count', () => {
    const noise = state(...Array.from({ length: 30 }, (_, i) => failed(i, '203.0.113.9', i % 2 ? 'rate_limited' : 'used_link')));
    expect(passwordAttemptVerdict(noise, '203.0.113.9', at(31), policy)).toEqual({ allowed: true });
  });
});

describe('linkRequestVerdict', () => {
  it('mails five links per address in the window', () => {
    const requested = (n: number) =>
      state(...Array.from({ length: n }, (_, i): SignInAttemptEvent => ({ type: 'SignInLinkRequested', data: { email: 'ada@example.com', purpose: 'email-link', ip: null, requestedAt: at(i * 10) } })));
    expect(linkRequestVerdict(requested(4), at(50), policy)).toEqual({ allowed: true });
    expect(linkRequestVerdict(requested(5), at(50), policy)).toEqual({ allowed: false, limit: 'links', retryAfterSeconds: 850 });
    expect(linkRequestVerdict(requested(5), at(901), policy)).toEqual({ allowed: true });
  });
});
