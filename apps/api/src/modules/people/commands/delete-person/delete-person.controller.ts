import { Controller, Delete, Headers, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandMetadata } from '@profyle/domain';
import { successSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { parseIfMatch } from '../../../../shared/http/etag';
import { DeletePersonCommand } from './delete-person.command';

/** DELETE /v1/enterprise/{orgId}/people/{personId}: 200. */
@Controller('v1/enterprise/:orgId/people')
export class DeletePersonController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Delete a person', responses: { 200: successSchema } })
  @Delete(':personId')
  async delete(@Param('personId') personId: string, @CommandMeta() meta: CommandMetadata, @Headers('if-match') ifMatch: string | undefined) {
    await this.commands.execute(new DeletePersonCommand(personId, meta, parseIfMatch(ifMatch)));
    return { success: true };
  }
}
