import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { webhookTestBodySchema, type WebhookTestResult, webhookTestResultSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { endpointIdOf } from '../../webhook-settings';
import { SendTestEventCommand } from './send-test-event.command';

/**
 * POST /v1/enterprise/{orgId}/webhooks/{id}/test {url, secret}: 200 {messageId, logId, code, isOk} once
 * the attempt was made and logged, whatever the receiver answered; 400 when the URL or secret is refused.
 */
@Controller('v1/enterprise/:orgId/webhooks')
export class SendTestEventController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Send a signed webhook.test now', body: webhookTestBodySchema, responses: { 200: webhookTestResultSchema } })
  @Post(':id/test')
  @HttpCode(HttpStatus.OK)
  send(@Param('id') id: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<WebhookTestResult> {
    const endpointId = endpointIdOf(id);
    return this.commands.execute<SendTestEventCommand, WebhookTestResult>(new SendTestEventCommand(endpointId, validInput(webhookTestBodySchema, body), meta));
  }
}
