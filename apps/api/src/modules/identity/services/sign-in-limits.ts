import { Inject, Injectable } from '@nestjs/common';
import { linkRequestVerdict, passwordAttemptVerdict, signInAttemptsDecider, signInAttemptsStreamId, type SignInLimitPolicy, type SignInLinkPurpose, type SignInVerdict } from '@profyle/domain';
import type { Runtime } from '../../../runtime/runtime';
import { RUNTIME } from '../../../runtime/runtime.tokens';
import { SignInRefusal } from '../../../shared/auth/sign-in-refusal';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { identityMetadata, anonymousActor } from './identity-metadata';
import { SignInRecorder } from './sign-in-recorder';
import { UserDirectory } from './user-directory';

/**
 * The sign-in limits (libs/domain sign-in-attempts: `passwordAttemptVerdict`, `linkRequestVerdict`),
 * read from the address's `signinattempts-<email>` stream in the event store, so every api process and a
 * restart see the same counts. Only failed guesses count, per address and client pair
 * (SIGN_IN_RATE_LIMIT per SIGN_IN_RATE_WINDOW_SECONDS), with a growing delay per address after
 * SIGN_IN_SLOW_DOWN_AFTER failures (up to SIGN_IN_MAX_DELAY_SECONDS): guessing is slow, the real user is
 * never locked out, and successful sign-ins from one office address are never refused. Links mailed to
 * an address are limited too (SIGN_IN_LINK_LIMIT per window). A refused attempt is recorded (audit) but
 * never counted.
 */
@Injectable()
export class SignInLimits {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(SignInRecorder) private readonly recorder: SignInRecorder,
    @Inject(UserDirectory) private readonly users: UserDirectory,
  ) {}

  private get policy(): SignInLimitPolicy {
    const c = this.runtime.config;
    return { windowSeconds: c.SIGN_IN_RATE_WINDOW_SECONDS, pairLimit: c.SIGN_IN_RATE_LIMIT, slowDownAfter: c.SIGN_IN_SLOW_DOWN_AFTER, maxDelaySeconds: c.SIGN_IN_MAX_DELAY_SECONDS, linkLimit: c.SIGN_IN_LINK_LIMIT };
  }

  /** Before a password is checked: refused (429, Retry-After) while this client or this address must wait. */
  async beforePassword(email: string, ip: string): Promise<void> {
    const { state } = await this.shell.load(signInAttemptsStreamId(email), signInAttemptsDecider);
    await this.enforce(passwordAttemptVerdict(state, ip, new Date().toISOString(), this.policy), email, ip, 'password');
  }

  /** Before a sign-in or reset link is mailed: refused past the address's limit, else counted. */
  async beforeMail(email: string, ip: string, purpose: SignInLinkPurpose): Promise<void> {
    const stream = signInAttemptsStreamId(email);
    const { state } = await this.shell.load(stream, signInAttemptsDecider);
    await this.enforce(linkRequestVerdict(state, new Date().toISOString(), this.policy), email, ip, purpose);
    await this.shell.execute({ streamId: stream, decider: signInAttemptsDecider, command: { type: 'RecordSignInLinkRequest', data: { email, purpose, ip }, metadata: identityMetadata(anonymousActor(email), '') } });
  }

  private async enforce(verdict: SignInVerdict, email: string, ip: string, method: string): Promise<void> {
    if (verdict.allowed) return;
    const user = (await this.users.findByEmail(email))?.state ?? null;
    await this.recorder.failed({ email, user, method, reason: 'rate_limited', ip });
    throw SignInRefusal.tooManyAttempts(verdict.retryAfterSeconds);
  }
}
