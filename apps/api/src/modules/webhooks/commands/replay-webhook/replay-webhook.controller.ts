import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { webhookReplayBodySchema, type WebhookReplayResult, webhookReplayResultSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { endpointIdOf } from '../../webhook-settings';
import { ReplayWebhookCommand } from './replay-webhook.command';

/**
 * POST /v1/enterprise/{orgId}/webhooks/{id}/replay {from | from_event_id, events}: 202 {replay_id, queued,
 * next_event_id} once the replayed deliveries are queued; the worker sends them, signed as usual, with
 * the original webhook-id and `replay` in the body. 400 on a bad start or event, 404 on an unknown start event.
 */
@Controller('v1/enterprise/:orgId/webhooks')
export class ReplayWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Replay deliveries from a point in history (a time or an event)', body: webhookReplayBodySchema, responses: { 202: webhookReplayResultSchema } })
  @Post(':id/replay')
  @HttpCode(HttpStatus.ACCEPTED)
  replay(@Param('id') id: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<WebhookReplayResult> {
    const endpointId = endpointIdOf(id);
    return this.commands.execute<ReplayWebhookCommand, WebhookReplayResult>(new ReplayWebhookCommand(endpointId, validInput(webhookReplayBodySchema, body), meta));
  }
}
