import { Body, Controller, Headers, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { layoutBodySchema, type LayoutView, layoutViewSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { parseIfMatch, setEtag } from '../../../../shared/http/etag';
import { validInput } from '../../../../shared/http/valid-input';
import type { LayoutCommandResult } from '../../layout-command-runner';
import { assertLayoutId } from '../../layout-views';
import { ReplaceLayoutCommand } from './replace-layout.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** PUT /v1/enterprise/{orgId}/configurations/{id}: the whole layout; 200 with it and its ETag. */
@Controller('v1/enterprise/:orgId/configurations')
export class ReplaceLayoutController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Replace a whole layout (If-Match honoured)', body: layoutBodySchema, responses: { 200: layoutViewSchema } })
  @Put(':id')
  async replace(
    @Param('id') id: string,
    @Body() body: unknown,
    @CommandMeta() meta: CommandMetadata,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LayoutView> {
    const layoutId = assertLayoutId(id);
    const layout = validInput(layoutBodySchema, body);
    const result = await this.commands.execute<ReplaceLayoutCommand, LayoutCommandResult>(new ReplaceLayoutCommand(layoutId, layout, meta, parseIfMatch(ifMatch)));
    setEtag(response, result.revision);
    return result.view;
  }
}
