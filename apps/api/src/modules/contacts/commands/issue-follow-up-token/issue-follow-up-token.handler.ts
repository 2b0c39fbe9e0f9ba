import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contactDecider, introductionStreamId } from '@profyle/domain';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { newSecretToken } from '../../../../shared/auth/secret-tokens';
import { IssueFollowUpTokenCommand } from './issue-follow-up-token.command';

/**
 * A follow-up link's token: `<introductionId>.<256 random bits>`. Only its hash is recorded
 * (FollowUpTokenIssued), so the token itself exists only in this answer.
 */
@CommandHandler(IssueFollowUpTokenCommand)
export class IssueFollowUpTokenHandler implements ICommandHandler<IssueFollowUpTokenCommand, { token: string }> {
  constructor(@Inject(CommandShell) private readonly shell: CommandShell) {}

  async execute({ ownerId, introductionId, metadata }: IssueFollowUpTokenCommand): Promise<{ token: string }> {
    const secret = newSecretToken(introductionId);
    await this.shell.execute({
      streamId: introductionStreamId(introductionId),
      decider: contactDecider,
      command: { type: 'IssueFollowUpToken', data: { introductionId, ownerId, tokenHash: secret.hash }, metadata },
    });
    return { token: secret.token };
  }
}
