import { HttpException, HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_USER_MESSAGES, type MessageResponse } from '@profyle/contracts';
import { DomainError, inviteDecider, inviteStreamId } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { invitesProjection } from '@profyle/projector';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { canActOn } from '../../../../shared/auth/principal';
import { newSecretToken } from '../../../../shared/auth/secret-tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { commandMetadata } from '../../../../shared/command-shell/command-metadata';
import { readModel } from '../../../../shared/read-model/read-model';
import { IdentityMails } from '../../../identity/services/identity-mails';
import { ResendInviteCommand } from './resend-invite.command';

const notFound = () => new DomainError('invite.not_found', ADMIN_USER_MESSAGES.inviteNotFound, 'not_found');

/**
 * The route has no organisation in its path, so the invite's organisation is checked here: only its
 * admins (or a superadmin) may resend. The invite decides the 600-second cooldown; a resend mails a new
 * token and the previous link stops working.
 */
@CommandHandler(ResendInviteCommand)
export class ResendInviteHandler implements ICommandHandler<ResendInviteCommand, MessageResponse> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(IdentityMails) private readonly mails: IdentityMails,
  ) {}

  async execute({ id, origin, principal }: ResendInviteCommand): Promise<MessageResponse> {
    const inviteId = await this.inviteIdFor(id, principal);
    const { state } = await this.shell.load(inviteStreamId(inviteId), inviteDecider);
    if (state.status === 'absent') throw notFound();
    if (!canActOn(principal, state.organisationId)) throw new HttpException({ errorMessage: 'Access Denied', errors: [] }, HttpStatus.FORBIDDEN);
    const secret = newSecretToken(inviteId);
    const resent = await this.shell.execute({
      streamId: inviteStreamId(inviteId),
      decider: inviteDecider,
      command: { type: 'ResendInvite', data: { inviteId, tokenHash: secret.hash }, metadata: commandMetadata(principal, state.organisationId) },
    });
    await this.mails.invite(state.email, {
      companyName: state.companyName,
      senderEmail: principal.email,
      link: `${origin}/auth/accept-invite/${encodeURIComponent(secret.token)}`,
      upgrade: state.upgrade,
    });
    await this.runtime.awaitProjections(resent.position);
    return { message: ADMIN_USER_MESSAGES.inviteResent(state.email) };
  }

  /** An invite id as it is, or the newest pending invite to the user from an organisation the principal administers. */
  private async inviteIdFor(id: string, principal: ResendInviteCommand['principal']): Promise<string> {
    const invites = readModel(this.store, invitesProjection);
    if (await invites.get(id)) return id;
    const pending = await invites.find({ user_id: id, status: 'pending' }, { sort: [['sent_at', -1]] });
    const mine = pending.find((invite) => canActOn(principal, invite.organisation_id));
    if (mine) return mine.id;
    if (pending.length > 0) throw new HttpException({ errorMessage: 'Access Denied', errors: [] }, HttpStatus.FORBIDDEN);
    return id;
  }
}
