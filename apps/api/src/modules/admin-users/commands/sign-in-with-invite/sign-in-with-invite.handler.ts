import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_USER_MESSAGES, type Session } from '@profyle/contracts';
import { DomainError, IDENTITY_ERROR_CODES, inviteDecider, inviteStreamId } from '@profyle/domain';
import { parseSecretToken } from '../../../../shared/auth/secret-tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { anonymousActor, identityMetadata } from '../../../identity/services/identity-metadata';
import { assertMaySignIn, Sessions } from '../../../identity/services/sessions';
import { SignInRecorder } from '../../../identity/services/sign-in-recorder';
import { UserDirectory } from '../../../identity/services/user-directory';
import { SignInWithInviteCommand } from './sign-in-with-invite.command';

const LINK_REFUSALS: Record<string, 'used_link' | 'expired_link'> = { [IDENTITY_ERROR_CODES.inviteLinkUsed]: 'used_link', [IDENTITY_ERROR_CODES.inviteLinkExpired]: 'expired_link' };

/**
 * The invite e-mail's link signs the invitee in and the web app shows the accept page: no second e-mail.
 * The link is bound to the invited address (it signs in the user who holds that address, and only while
 * they are the invite's user), works once (the invite records it; a resend's new link works once more)
 * and for 7 days after it was sent. Accepting still takes the signed-in user's click.
 */
@CommandHandler(SignInWithInviteCommand)
export class SignInWithInviteHandler implements ICommandHandler<SignInWithInviteCommand, Session> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(UserDirectory) private readonly users: UserDirectory,
    @Inject(SignInRecorder) private readonly recorder: SignInRecorder,
    @Inject(Sessions) private readonly sessions: Sessions,
  ) {}

  async execute({ token, ip }: SignInWithInviteCommand): Promise<Session> {
    const parsed = parseSecretToken(token);
    if (!parsed) throw new DomainError(IDENTITY_ERROR_CODES.invalidInviteToken, ADMIN_USER_MESSAGES.invalidInviteToken(token), 'not_found');
    const stream = inviteStreamId(parsed.id);
    const { state: invite } = await this.shell.load(stream, inviteDecider);
    const holder = (await this.users.findByEmail(invite.email))?.state ?? null;
    const metadata = identityMetadata(holder ? { userId: holder.userId, email: invite.email } : anonymousActor(invite.email), invite.organisationId);
    try {
      await this.shell.execute({ streamId: stream, decider: inviteDecider, command: { type: 'SignInWithInvite', data: { inviteId: parsed.id, token, tokenHash: parsed.hash }, metadata } });
    } catch (error) {
      const reason = error instanceof DomainError ? LINK_REFUSALS[error.code] : undefined;
      if (reason) await this.recorder.failed({ email: invite.email, user: holder, method: 'invite-link', reason, ip });
      throw error;
    }
    // Bound to the invited address: whoever holds it now must still be the user the invite was sent to.
    if (!holder || holder.userId !== invite.userId) throw new DomainError(IDENTITY_ERROR_CODES.invalidInviteToken, ADMIN_USER_MESSAGES.invalidInviteToken(token), 'not_found');
    return this.sessions.start(assertMaySignIn(holder, invite.email), 'invite-link');
  }
}
