import { Body, Controller, Headers, HttpCode, HttpStatus, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addCardBodySchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { parseIfMatch } from '../../../../shared/http/etag';
import { validInput } from '../../../../shared/http/valid-input';
import { AddCardCommand } from './add-card.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** PUT /v1/enterprise/{orgId}/people/{personId}/add-card {card_short_code, send_email}: 204. */
@Controller('v1/enterprise/:orgId/people')
export class AddCardController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Add an NFC card to a person who holds a subscription', body: addCardBodySchema, responses: { 204: null } })
  @Put(':personId/add-card')
  @HttpCode(HttpStatus.NO_CONTENT)
  async add(@Param('personId') personId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata, @Headers('if-match') ifMatch: string | undefined) {
    const { card_short_code, send_email } = validInput(addCardBodySchema, body);
    await this.commands.execute(new AddCardCommand(personId, card_short_code, send_email, meta, parseIfMatch(ifMatch)));
  }
}
