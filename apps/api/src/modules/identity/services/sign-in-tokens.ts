import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type SignInFailureReason, signInTokenDecider, type SignInTokenPurpose, type SignInTokenState, signInTokenStreamId } from '@profyle/domain';
import { newSecretToken, parseSecretToken } from '../../../shared/auth/secret-tokens';
import { SignInRefusal } from '../../../shared/auth/sign-in-refusal';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { anonymousActor, identityMetadata } from './identity-metadata';
import { SignInRecorder } from './sign-in-recorder';
import { UserDirectory } from './user-directory';

const REASONS: Record<string, SignInFailureReason> = {
  'signin.token_expired': 'expired_link',
  'signin.token_used': 'used_link',
  'signin.token_invalid': 'invalid_link',
};

/** One-time tokens on `signintoken-<id>`: e-mail sign-in links, password reset links, OIDC session codes. */
@Injectable()
export class SignInTokens {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(UserDirectory) private readonly users: UserDirectory,
    @Inject(SignInRecorder) private readonly recorder: SignInRecorder,
  ) {}

  /** Issues a token and answers the secret to hand out; only its hash is stored. */
  async issue(purpose: SignInTokenPurpose, email: string, lifetimeSeconds: number, extra: { continueUrl?: string | null; provider?: string | null } = {}): Promise<string> {
    const secret = newSecretToken();
    const user = await this.users.findByEmail(email);
    const actor = user ? { userId: user.state.userId, email } : anonymousActor(email);
    await this.shell.execute({
      streamId: signInTokenStreamId(secret.id),
      decider: signInTokenDecider,
      command: { type: 'IssueSignInToken', data: { tokenId: secret.id, purpose, email, tokenHash: secret.hash, lifetimeSeconds, ...extra }, metadata: identityMetadata(actor, user?.state.organisationId ?? '') },
    });
    return secret.token;
  }

  /**
   * Redeems a token once: answers what it was issued with, or records the failure and refuses with the
   * spec's one message for every expired, used or unknown link.
   */
  async redeem(token: string, purpose: SignInTokenPurpose, context: { method: string; ip: string }): Promise<SignInTokenState> {
    // A token of no known shape, or a guess, names no address: there is no one to record it against.
    const parsed = parseSecretToken(token);
    if (!parsed) throw SignInRefusal.invalidActionCode();
    const stream = signInTokenStreamId(parsed.id);
    const { state } = await this.shell.load(stream, signInTokenDecider);
    try {
      await this.shell.execute({
        streamId: stream,
        decider: signInTokenDecider,
        command: { type: 'RedeemSignInToken', data: { tokenId: parsed.id, purpose, tokenHash: parsed.hash }, metadata: identityMetadata(anonymousActor(state.email), '') },
      });
      return state;
    } catch (error) {
      if (!(error instanceof DomainError && REASONS[error.code])) throw error;
      // Only a token presented with its own secret tells us whose it is: an expired or used link is recorded
      // against its address (login-failed-user); a guess is not recorded (no address, and no audit log shows it).
      if (state.tokenHash === parsed.hash && state.email) {
        const user = (await this.users.findByEmail(state.email))?.state ?? null;
        await this.recorder.failed({ email: state.email, user, method: context.method, reason: REASONS[error.code], ip: context.ip });
      }
      throw SignInRefusal.invalidActionCode();
    }
  }
}
