import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_USER_MESSAGES, type AcceptInviteResponse, NOTIFICATION_MESSAGES } from '@profyle/contracts';
import {
  type AcceptInvite,
  DomainError,
  IDENTITY_ERROR_CODES,
  inviteDecider,
  inviteStreamId,
  type JoinOrganisation,
  userDecider,
  userNotificationsDecider,
  userNotificationsStreamId,
  userStreamId,
} from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { parseSecretToken } from '../../../../shared/auth/secret-tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { identityMetadata } from '../../../identity/services/identity-metadata';
import { AcceptInviteCommand } from './accept-invite.command';

/**
 * The signed-in user accepts: the invite checks its token and that the invite is for the user's e-mail,
 * both decisions are taken before anything is appended; then the invite is spent and the user joins
 * (a pending user registers). A welcome notification greets them. Their next refreshed access token
 * carries the organisation.
 */
@CommandHandler(AcceptInviteCommand)
export class AcceptInviteHandler implements ICommandHandler<AcceptInviteCommand, AcceptInviteResponse> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ token, principal }: AcceptInviteCommand): Promise<AcceptInviteResponse> {
    const parsed = parseSecretToken(token);
    if (!parsed) throw new DomainError(IDENTITY_ERROR_CODES.invalidInviteToken, ADMIN_USER_MESSAGES.invalidInviteToken(token), 'not_found');
    const invite = (await this.shell.load(inviteStreamId(parsed.id), inviteDecider)).state;
    const user = (await this.shell.load(userStreamId(principal.userId), userDecider)).state;
    const metadata = identityMetadata({ userId: principal.userId, email: principal.email }, invite.organisationId);
    const accept = {
      streamId: inviteStreamId(parsed.id),
      decider: inviteDecider,
      command: { type: 'AcceptInvite', data: { inviteId: parsed.id, token, tokenHash: parsed.hash, userId: principal.userId, email: user.email || principal.email }, metadata } as AcceptInvite,
    };
    const join = {
      streamId: userStreamId(principal.userId),
      decider: userDecider,
      command: { type: 'JoinOrganisation', data: { userId: principal.userId, organisationId: invite.organisationId, inviteId: parsed.id }, metadata } as JoinOrganisation,
    };
    await this.shell.dryRun(accept);
    await this.shell.dryRun(join);
    await this.shell.execute(accept);
    const joined = await this.shell.execute(join);
    let position = joined.position;
    if (joined.events.length > 0) position = (await this.welcome(principal.userId, invite.companyName, metadata)) ?? position;
    await this.runtime.awaitProjections(position);
    return { organisationId: invite.organisationId };
  }

  private async welcome(userId: string, companyName: string, metadata: AcceptInvite['metadata']): Promise<number | null> {
    const created = await this.shell.execute({
      streamId: userNotificationsStreamId(userId),
      decider: userNotificationsDecider,
      command: {
        type: 'CreateNotification',
        data: {
          userId,
          notificationId: randomUUID(),
          title: NOTIFICATION_MESSAGES.welcomeTitle,
          body: NOTIFICATION_MESSAGES.welcomeBody(companyName),
          autoPopup: true,
          cta: { title: NOTIFICATION_MESSAGES.welcomeCta, action: '/portal/dashboard' },
        },
        metadata,
      },
    });
    return created.position;
  }
}
