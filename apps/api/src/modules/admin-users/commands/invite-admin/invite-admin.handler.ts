import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_USER_MESSAGES, type MessageResponse } from '@profyle/contracts';
import {
  accessibleOrganisationIds,
  assertOrganisationExists,
  DomainError,
  IDENTITY_ERROR_CODES,
  IDENTITY_ERROR_MESSAGES,
  inviteDecider,
  inviteStreamId,
  organisationDecider,
  organisationStreamId,
  userDecider,
  userEmailDecider,
  userEmailStreamId,
  userStreamId,
} from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { invitesProjection } from '@profyle/projector';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { newSecretToken } from '../../../../shared/auth/secret-tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { readModel } from '../../../../shared/read-model/read-model';
import { IdentityMails } from '../../../identity/services/identity-mails';
import { UserDirectory } from '../../../identity/services/user-directory';
import { InviteAdminCommand } from './invite-admin.command';

/**
 * A new e-mail becomes a pending user (its address claimed in the registry first, so two admins inviting
 * the same address at once cannot make two users); an existing user of another organisation gets an
 * invite to upgrade. Either way an invite with a fresh token is mailed, linking to
 * /auth/accept-invite/{token}.
 */
@CommandHandler(InviteAdminCommand)
export class InviteAdminHandler implements ICommandHandler<InviteAdminCommand, MessageResponse> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(UserDirectory) private readonly users: UserDirectory,
    @Inject(IdentityMails) private readonly mails: IdentityMails,
  ) {}

  async execute({ recipient, origin, metadata }: InviteAdminCommand): Promise<MessageResponse> {
    const { organisationId } = metadata;
    const organisation = (await this.shell.load(organisationStreamId(organisationId), organisationDecider)).state;
    assertOrganisationExists(organisation);
    const secret = newSecretToken();
    const existing = (await this.users.findByEmail(recipient))?.state ?? null;
    let userId: string;
    if (existing) {
      userId = existing.userId;
      if (accessibleOrganisationIds(existing).includes(organisationId)) {
        throw new DomainError(IDENTITY_ERROR_CODES.alreadyMember, IDENTITY_ERROR_MESSAGES.alreadyMember(recipient), 'rule', [{ path: 'recipient', msg: IDENTITY_ERROR_MESSAGES.alreadyMember(recipient) }]);
      }
      const pendingHere = existing.status === 'pending' && existing.organisationId === organisationId;
      const invited = await readModel(this.store, invitesProjection).count({ user_id: userId, organisation_id: organisationId, status: 'pending' });
      if (pendingHere || invited > 0) {
        const msg = ADMIN_USER_MESSAGES.alreadyInvited(recipient);
        throw new DomainError('invite.already_sent', msg, 'rule', [{ path: 'recipient', msg }]);
      }
    } else {
      userId = randomUUID();
      await this.shell.execute({ streamId: userEmailStreamId(recipient), decider: userEmailDecider, command: { type: 'ClaimUserEmail', data: { email: recipient, userId }, metadata } });
      await this.shell.execute({
        streamId: userStreamId(userId),
        decider: userDecider,
        command: { type: 'InviteUser', data: { userId, email: recipient, organisationId, inviteId: secret.id }, metadata },
      });
    }
    const sent = await this.shell.execute({
      streamId: inviteStreamId(secret.id),
      decider: inviteDecider,
      command: {
        type: 'SendInvite',
        data: { inviteId: secret.id, organisationId, companyName: organisation.name, email: recipient, userId, upgrade: existing?.status === 'active', tokenHash: secret.hash },
        metadata,
      },
    });
    await this.mails.invite(recipient, {
      companyName: organisation.name,
      senderEmail: metadata.actor.email ?? '',
      link: `${origin}/auth/accept-invite/${encodeURIComponent(secret.token)}`,
      upgrade: existing?.status === 'active',
    });
    await this.runtime.awaitProjections(sent.position);
    return { message: ADMIN_USER_MESSAGES.inviteSent(recipient) };
  }
}
