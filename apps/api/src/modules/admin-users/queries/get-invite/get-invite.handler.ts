import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ADMIN_USER_MESSAGES, type InviteView } from '@profyle/contracts';
import { assertInviteToken, DomainError, IDENTITY_ERROR_CODES, inviteDecider, inviteStreamId } from '@profyle/domain';
import { parseSecretToken } from '../../../../shared/auth/secret-tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { GetInviteQuery } from './get-invite.query';

/**
 * What the accept-invite page shows. The token is checked against the hash on the invite's stream (no
 * read model holds it), so a used, revoked or resent-over token is 'Invalid invite token ({token})'.
 */
@QueryHandler(GetInviteQuery)
export class GetInviteHandler implements IQueryHandler<GetInviteQuery, InviteView> {
  constructor(@Inject(CommandShell) private readonly shell: CommandShell) {}

  async execute({ token }: GetInviteQuery): Promise<InviteView> {
    const parsed = parseSecretToken(token);
    if (!parsed) throw new DomainError(IDENTITY_ERROR_CODES.invalidInviteToken, ADMIN_USER_MESSAGES.invalidInviteToken(token), 'not_found');
    const { state } = await this.shell.load(inviteStreamId(parsed.id), inviteDecider);
    assertInviteToken(state, token, parsed.hash);
    return { id: state.inviteId, email: state.email, companyName: state.companyName, senderEmail: state.senderEmail, organisationId: state.organisationId };
  }
}
