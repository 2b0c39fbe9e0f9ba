import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type WebhookLogEntry, webhookLogEntrySchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { endpointIdOf } from '../../webhook-settings';
import { GetWebhookLogQuery } from './get-webhook-log.query';

/** GET /v1/enterprise/{orgId}/webhooks/{id}/logs/{logId}: the attempt with its request and response. */
@Controller('v1/enterprise/:orgId/webhooks')
export class GetWebhookLogController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'One delivery attempt with its request and response', responses: { 200: webhookLogEntrySchema } })
  @Get(':id/logs/:logId')
  get(@Param('orgId') orgId: string, @Param('id') id: string, @Param('logId') logId: string): Promise<WebhookLogEntry> {
    return this.queries.execute<GetWebhookLogQuery, WebhookLogEntry>(new GetWebhookLogQuery(orgId, endpointIdOf(id), logId));
  }
}
