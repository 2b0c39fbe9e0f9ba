import { Body, Controller, Headers, Param, Patch, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { layoutPatchSchema, layoutPatchShape, type LayoutView, layoutViewSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { parseIfMatch, setEtag } from '../../../../shared/http/etag';
import { validInput } from '../../../../shared/http/valid-input';
import type { LayoutCommandResult } from '../../layout-command-runner';
import { assertLayoutId } from '../../layout-views';
import { ChangeLayoutFieldCommand } from './change-layout-field.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/**
 * PATCH /v1/enterprise/{orgId}/configurations/{layoutId} {field_to_update, <field>: value}: each field
 * change in the editor saves at once; content blocks save as the whole `buttons` list. 200 with the layout.
 */
@Controller('v1/enterprise/:orgId/configurations')
export class ChangeLayoutFieldController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({
    summary: 'Change one field of a layout: {field_to_update, <field>: value}; content blocks as the whole buttons list',
    body: layoutPatchSchema,
    bodyShape: layoutPatchShape,
    responses: { 200: layoutViewSchema },
  })
  @Patch(':id')
  async change(
    @Param('id') id: string,
    @Body() body: unknown,
    @CommandMeta() meta: CommandMetadata,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LayoutView> {
    const layoutId = assertLayoutId(id);
    const change = validInput(layoutPatchSchema, body);
    const result = await this.commands.execute<ChangeLayoutFieldCommand, LayoutCommandResult>(new ChangeLayoutFieldCommand(layoutId, change, meta, parseIfMatch(ifMatch)));
    setEtag(response, result.revision);
    return result.view;
  }
}
