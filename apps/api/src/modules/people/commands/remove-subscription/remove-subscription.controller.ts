import { Controller, Headers, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandMetadata } from '@profyle/domain';
import { successSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { parseIfMatch } from '../../../../shared/http/etag';
import { RemoveSubscriptionCommand } from './remove-subscription.command';

/** PUT /v1/enterprise/{orgId}/people/{personId}/remove-subscription: 200. */
@Controller('v1/enterprise/:orgId/people')
export class RemoveSubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: "Remove a person's subscription", responses: { 200: successSchema } })
  @Put(':personId/remove-subscription')
  async remove(@Param('personId') personId: string, @CommandMeta() meta: CommandMetadata, @Headers('if-match') ifMatch: string | undefined) {
    await this.commands.execute(new RemoveSubscriptionCommand(personId, meta, parseIfMatch(ifMatch)));
    return { success: true };
  }
}
