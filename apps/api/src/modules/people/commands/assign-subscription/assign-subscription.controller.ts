import { Body, Controller, Headers, HttpCode, HttpStatus, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { assignSubscriptionBodySchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { parseIfMatch } from '../../../../shared/http/etag';
import { AssignSubscriptionCommand } from './assign-subscription.command';

/** PUT /v1/enterprise/{orgId}/people/{personId}/assign-subscription {type, card_short_code, send_email}: 204. */
@Controller('v1/enterprise/:orgId/people')
export class AssignSubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Assign a subscription (and an NFC card) to a person', body: assignSubscriptionBodySchema, responses: { 204: null } })
  @Put(':personId/assign-subscription')
  @HttpCode(HttpStatus.NO_CONTENT)
  async assign(@Param('personId') personId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata, @Headers('if-match') ifMatch: string | undefined) {
    const { type, card_short_code, send_email } = validInput(assignSubscriptionBodySchema, body);
    await this.commands.execute(new AssignSubscriptionCommand(personId, type, card_short_code ?? null, send_email, meta, parseIfMatch(ifMatch)));
  }
}
