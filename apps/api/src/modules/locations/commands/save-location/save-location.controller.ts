import { Body, Controller, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { locationBodySchema, savedIdSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { SaveLocationCommand } from './save-location.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v1/enterprise/{orgId}/locations (201 with id); PUT .../locations/{id} (200). */
@Controller('v1/enterprise/:orgId/locations')
export class SaveLocationController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Create an address', body: locationBodySchema, responses: { 201: savedIdSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  async create(@Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    const { id } = await this.commands.execute(new SaveLocationCommand(undefined, validInput(locationBodySchema, body), meta));
    return { id };
  }

  @ApiContract({ summary: 'Change an address', body: locationBodySchema, responses: { 200: savedIdSchema } })
  @Put(':locationId')
  async update(@Param('locationId') locationId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    const { id } = await this.commands.execute(new SaveLocationCommand(locationId, validInput(locationBodySchema, body), meta));
    return { id };
  }
}
