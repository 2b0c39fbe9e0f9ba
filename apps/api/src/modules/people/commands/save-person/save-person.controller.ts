import { Body, Controller, Headers, HttpCode, HttpStatus, Param, Put, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { personBodySchema, personCreatedSchema, selfServiceProfileBodySchema, sentFields } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { parseIfMatch, setEtag } from '../../../../shared/http/etag';
import { CardholderAllowed, cardholderOf } from '../../../../shared/auth/cardholder';
import { UpdateOwnProfileCommand } from '../../../self-service/commands/update-own-profile/update-own-profile.command';
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

  @ApiContract({
    summary: 'Replace a person (If-Match optional); a cardholder saves the self-service fields of their own person, the ones sent',
    body: z.union([personBodySchema, selfServiceProfileBodySchema]),
    responses: { 200: personCreatedSchema },
  })
  @CardholderAllowed()
  @Put(':personId')
  async update(
    @Param('personId') personId: string,
    @Body() body: unknown,
    @CommandMeta() meta: CommandMetadata,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const cardholder = cardholderOf(request);
    if (!cardholder) return this.save(personId, body, meta, ifMatch, response);
    const result = await this.commands.execute<UpdateOwnProfileCommand, SavePersonResult>(new UpdateOwnProfileCommand(cardholder, sentFields(validInput(selfServiceProfileBodySchema, body), body), meta));
    setEtag(response, result.revision);
    return { personId: result.personId };
  }

  private async save(personId: string | undefined, body: unknown, meta: CommandMetadata, ifMatch: string | undefined, response: Response) {
    const profile = validInput(personBodySchema, body);
    const result = await this.commands.execute<SavePersonCommand, SavePersonResult>(new SavePersonCommand(personId, profile, meta, parseIfMatch(ifMatch)));
    response.status(result.created ? HttpStatus.CREATED : HttpStatus.OK);
    setEtag(response, result.revision);
    return { personId: result.personId };
  }
}
