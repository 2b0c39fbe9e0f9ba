import { Controller, Delete, Headers, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { parseIfMatch } from '../../../../shared/http/etag';
import { assertLayoutId } from '../../layout-views';
import { DeleteLayoutCommand } from './delete-layout.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** DELETE /v1/enterprise/{orgId}/configurations/{id}: 204 (spec 001 section 7). The default layout cannot be deleted. */
@Controller('v1/enterprise/:orgId/configurations')
export class DeleteLayoutController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Delete a layout (not the default); groups that chose it show the default', responses: { 204: null } })
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async delete(@Param('id') id: string, @CommandMeta() meta: CommandMetadata, @Headers('if-match') ifMatch: string | undefined): Promise<void> {
    await this.commands.execute(new DeleteLayoutCommand(assertLayoutId(id), meta, parseIfMatch(ifMatch)));
  }
}
