import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { contactPath } from '../../contact-path';
import { IssueFollowUpTokenCommand } from './issue-follow-up-token.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { followUpTokenSchema } from '@profyle/contracts';

/** POST /v2/org/{orgId}/people/{personId}/intros/{introId}/follow-up-token: 200 {token} for the public follow-up link. */
@Controller('v2/org/:orgId/people/:ownerId/intros')
export class IssueFollowUpTokenController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: "A token for the contact's public follow-up link", responses: { 200: followUpTokenSchema } })
  @Post(':introId/follow-up-token')
  @HttpCode(HttpStatus.OK)
  issue(@Param('ownerId') ownerId: string, @Param('introId') introId: string, @CommandMeta() meta: CommandMetadata): Promise<{ token: string }> {
    const path = contactPath(ownerId, introId);
    return this.commands.execute(new IssueFollowUpTokenCommand(path.ownerId, path.introductionId, meta));
  }
}
