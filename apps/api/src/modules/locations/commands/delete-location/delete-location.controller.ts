import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { successSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { DeleteLocationCommand } from './delete-location.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** DELETE /v1/enterprise/{orgId}/locations/{id}: 200; an address in use is refused, naming who uses it. */
@Controller('v1/enterprise/:orgId/locations')
export class DeleteLocationController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Delete an address (refused while a group or person uses it)', responses: { 200: successSchema } })
  @Delete(':locationId')
  async delete(@Param('locationId') locationId: string, @CommandMeta() meta: CommandMetadata) {
    await this.commands.execute(new DeleteLocationCommand(locationId, meta));
    return { success: true };
  }
}
