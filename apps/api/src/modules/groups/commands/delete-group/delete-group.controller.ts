import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { successSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { DeleteGroupCommand } from './delete-group.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** DELETE /v1/enterprise/{orgId}/groups/{groupId}: 200; a group with people is refused with the spec's message. */
@Controller('v1/enterprise/:orgId/groups')
export class DeleteGroupController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Delete a group (refused while people are in it)', responses: { 200: successSchema } })
  @Delete(':groupId')
  async delete(@Param('groupId') groupId: string, @CommandMeta() meta: CommandMetadata) {
    await this.commands.execute(new DeleteGroupCommand(groupId, meta));
    return { success: true };
  }
}
