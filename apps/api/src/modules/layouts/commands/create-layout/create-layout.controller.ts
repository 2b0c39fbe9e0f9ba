import { Body, Controller, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { layoutBodySchema, type LayoutView, layoutViewSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { setEtag } from '../../../../shared/http/etag';
import { validInput } from '../../../../shared/http/valid-input';
import type { LayoutCommandResult } from '../../layout-command-runner';
import { CreateLayoutCommand } from './create-layout.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/**
 * POST /v1/enterprise/{orgId}/configurations (the server names the layout) and
 * POST .../configurations/{id} (the client does): 201 with the layout and its ETag.
 */
@Controller('v1/enterprise/:orgId/configurations')
export class CreateLayoutController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Create a layout (the server names it)', body: layoutBodySchema, responses: { 201: layoutViewSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@Body() body: unknown, @CommandMeta() meta: CommandMetadata, @Res({ passthrough: true }) response: Response): Promise<LayoutView> {
    return this.run(undefined, body, meta, response);
  }

  @ApiContract({ summary: 'Create a layout with the given id', body: layoutBodySchema, responses: { 201: layoutViewSchema } })
  @Post(':id')
  @HttpCode(HttpStatus.CREATED)
  createWithId(@Param('id') id: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata, @Res({ passthrough: true }) response: Response): Promise<LayoutView> {
    return this.run(id, body, meta, response);
  }

  private async run(id: string | undefined, body: unknown, meta: CommandMetadata, response: Response): Promise<LayoutView> {
    const layout = validInput(layoutBodySchema, body);
    const result = await this.commands.execute<CreateLayoutCommand, LayoutCommandResult>(new CreateLayoutCommand(id, layout, meta));
    setEtag(response, result.revision);
    return result.view;
  }
}
