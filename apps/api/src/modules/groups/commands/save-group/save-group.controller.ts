import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { groupBodySchema, type GroupSaved, savedIdSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { SaveGroupCommand } from './save-group.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v1/enterprise/{orgId}/groups creates; POST .../groups/{groupId} updates (spec 001 section 7: both 200). */
@Controller('v1/enterprise/:orgId/groups')
export class SaveGroupController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Create a group', body: groupBodySchema, responses: { 200: savedIdSchema } })
  @Post()
  @HttpCode(HttpStatus.OK)
  create(@Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<GroupSaved> {
    return this.commands.execute(new SaveGroupCommand(undefined, validInput(groupBodySchema, body), meta));
  }

  @ApiContract({ summary: 'Change a group (name, parent, layout, exchange, addresses, introduction e-mail)', body: groupBodySchema, responses: { 200: savedIdSchema } })
  @Post(':groupId')
  @HttpCode(HttpStatus.OK)
  update(@Param('groupId') groupId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<GroupSaved> {
    return this.commands.execute(new SaveGroupCommand(groupId, validInput(groupBodySchema, body), meta));
  }
}
