import { Inject, Injectable, Logger } from '@nestjs/common';
import { type SignInFailureReason, signInAttemptsDecider, signInAttemptsStreamId, type UserState } from '@profyle/domain';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { anonymousActor, identityMetadata } from './identity-metadata';

/**
 * Every failed sign-in becomes a SignInFailed event (login-failed-user in the audit log of the user's
 * organisation, when the address belongs to a user). Recording must never turn a refusal into a 500,
 * so a failure to record is logged and the refusal stands.
 */
@Injectable()
export class SignInRecorder {
  private readonly logger = new Logger('sign-in');

  constructor(@Inject(CommandShell) private readonly shell: CommandShell) {}

  async failed(attempt: { email: string; user: UserState | null; method: string; reason: SignInFailureReason; ip: string | null }): Promise<void> {
    const { email, user, method, reason, ip } = attempt;
    const actor = user ? { userId: user.userId, email: user.email } : anonymousActor(email);
    try {
      await this.shell.execute({
        streamId: signInAttemptsStreamId(email),
        decider: signInAttemptsDecider,
        command: { type: 'RecordSignInFailure', data: { email, userId: user?.userId ?? null, method, reason, ip }, metadata: identityMetadata(actor, user?.organisationId ?? '') },
      });
    } catch (error) {
      this.logger.error(`could not record a failed sign-in for ${email}: ${(error as Error).message}`);
    }
  }
}
