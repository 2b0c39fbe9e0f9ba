import { Body, Controller, Headers, HttpCode, HttpStatus, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { personBodySchema, personCreatedSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { parseIfMatch, setEtag } from '../../../../shared/http/etag';
import { SavePersonCommand, type SavePersonResult } from './save-person.command';

/** PUT /v1/enterprise/{orgId}/people/{personId}: an empty id creates (201 with personId), else updates (200). */
@Controller('v1/enterprise/:orgId/people')
export class SavePersonController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Create a person', body: personBodySchema, responses: { 201: personCreatedSchema } })
  @Put()
  @HttpCode(HttpStatus.CREATED)
  create(@Body() body: unknown, @CommandMeta() meta: CommandMetadata, @Res({ passthrough: true }) response: Response) {
    return this.save(undefined, body, meta, undefined, response);
  }

  @ApiContract({ summary: 'Replace a person (If-Match optional)', body: personBodySchema, responses: { 200: personCreatedSchema } })
  @Put(':personId')
  update(
    @Param('personId') personId: string,
    @Body() body: unknown,
    @CommandMeta() meta: CommandMetadata,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.save(personId, body, meta, ifMatch, response);
  }

  private async save(personId: string | undefined, body: unknown, meta: CommandMetadata, ifMatch: string | undefined, response: Response) {
    const profile = validInput(personBodySchema, body);
    const result = await this.commands.execute<SavePersonCommand, SavePersonResult>(new SavePersonCommand(personId, profile, meta, parseIfMatch(ifMatch)));
    response.status(result.created ? HttpStatus.CREATED : HttpStatus.OK);
    setEtag(response, result.revision);
    return { personId: result.personId };
  }
}
