import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { contactPath } from '../../contact-path';
import { IssueFollowUpTokenCommand } from './issue-follow-up-token.command';

/** POST /v2/org/{orgId}/people/{personId}/intros/{introId}/follow-up-token: 200 {token} for the public follow-up link. */
@Controller('v2/org/:orgId/people/:ownerId/intros')
export class IssueFollowUpTokenController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':introId/follow-up-token')
  @HttpCode(HttpStatus.OK)
  issue(@Param('ownerId') ownerId: string, @Param('introId') introId: string, @CommandMeta() meta: CommandMetadata): Promise<{ token: string }> {
    const path = contactPath(ownerId, introId);
    return this.commands.execute(new IssueFollowUpTokenCommand(path.ownerId, path.introductionId, meta));
  }
}
