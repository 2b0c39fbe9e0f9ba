import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { userDecider, userEmailDecider, userEmailStreamId, userStreamId } from '@profyle/domain';
import type { Runtime } from '../../../runtime/runtime';
import { RUNTIME } from '../../../runtime/runtime.tokens';
import type { Principal } from '../../../shared/auth/principal';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { latest } from '../../../shared/organisation/organisation-command';
import { identityMetadata } from '../../identity/services/identity-metadata';
import { Sessions } from '../../identity/services/sessions';

const denied = () => new HttpException({ errorMessage: 'Access Denied', errors: [] }, HttpStatus.FORBIDDEN);

/** A registration in progress: only its own registering user may act on it. */
export const assertOwnRegistration = (principal: Principal, userId: string): void => {
  if (principal.userId !== userId) throw denied();
};

/**
 * Cancelling a registration (spec 000 section 4, DELETE /v1/auth/{uid}/cancel-registration): the
 * registering user is gone, their address free for a new sign-up or an invite, and their session over.
 */
@Injectable()
export class Registrations {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(Sessions) private readonly sessions: Sessions,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async cancel(principal: Principal, userId: string): Promise<void> {
    assertOwnRegistration(principal, userId);
    const metadata = identityMetadata({ userId: principal.userId, email: principal.email }, '');
    const cancelled = await this.shell.execute({ streamId: userStreamId(userId), decider: userDecider, command: { type: 'CancelRegistration', data: { userId }, metadata } });
    const released = await this.shell.execute({ streamId: userEmailStreamId(principal.email), decider: userEmailDecider, command: { type: 'ReleaseUserEmail', data: { email: principal.email, userId }, metadata } });
    await this.runtime.awaitProjections(latest(cancelled.position, released.position));
    await this.sessions.end({ access: { userId, sessionId: principal.sessionId } });
  }
}
