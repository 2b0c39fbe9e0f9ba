import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_USER_MESSAGES, type MessageResponse } from '@profyle/contracts';
import {
  DomainError,
  IDENTITY_ERROR_CODES,
  IDENTITY_ERROR_MESSAGES,
  inviteDecider,
  inviteStreamId,
  userDecider,
  userEmailDecider,
  userEmailStreamId,
  userStreamId,
  type UserRemovedFromOrganisation,
} from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { invitesProjection } from '@profyle/projector';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { readModel } from '../../../../shared/read-model/read-model';
import { RemoveAdminCommand } from './remove-admin.command';

const notFound = () => new DomainError(IDENTITY_ERROR_CODES.userNotFound, IDENTITY_ERROR_MESSAGES.userNotFound, 'not_found');

/**
 * A member loses access (the user decides: never oneself, never the owner); a user left with no
 * organisation is removed, their e-mail freed and their other pending invites withdrawn. Someone only
 * invited to this organisation has that invite withdrawn.
 */
@CommandHandler(RemoveAdminCommand)
export class RemoveAdminHandler implements ICommandHandler<RemoveAdminCommand, MessageResponse> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async execute({ userId, metadata }: RemoveAdminCommand): Promise<MessageResponse> {
    const { organisationId } = metadata;
    const user = (await this.shell.load(userStreamId(userId), userDecider)).state;
    if (user.status !== 'active' && user.status !== 'pending') throw notFound();
    const member = user.organisationId === organisationId || user.otherOrganisationIds.includes(organisationId);
    const invites = readModel(this.store, invitesProjection);
    let position: number | null;

    if (member) {
      const removed = await this.shell.execute({ streamId: userStreamId(userId), decider: userDecider, command: { type: 'RemoveFromOrganisation', data: { userId, organisationId }, metadata } });
      position = removed.position;
      const event = removed.events[0] as UserRemovedFromOrganisation | undefined;
      if (event?.data.removed) {
        const released = await this.shell.execute({ streamId: userEmailStreamId(user.email), decider: userEmailDecider, command: { type: 'ReleaseUserEmail', data: { email: user.email, userId }, metadata } });
        position = released.position ?? position;
        for (const invite of await invites.find({ user_id: userId, status: 'pending' })) {
          const revoked = await this.shell.execute({ streamId: inviteStreamId(invite.id), decider: inviteDecider, command: { type: 'RevokeInvite', data: { inviteId: invite.id, reason: 'user-removed' }, metadata } });
          position = revoked.position ?? position;
        }
      }
    } else {
      if (metadata.actor.userId === userId) throw new DomainError(IDENTITY_ERROR_CODES.cannotRemoveSelf, IDENTITY_ERROR_MESSAGES.cannotRemoveSelf, 'rule');
      const [invite] = await invites.find({ user_id: userId, organisation_id: organisationId, status: 'pending' });
      if (!invite) throw notFound();
      const revoked = await this.shell.execute({ streamId: inviteStreamId(invite.id), decider: inviteDecider, command: { type: 'RevokeInvite', data: { inviteId: invite.id, reason: 'uninvited' }, metadata } });
      position = revoked.position;
    }
    await this.runtime.awaitProjections(position);
    return { message: ADMIN_USER_MESSAGES.removed(user.email) };
  }
}
