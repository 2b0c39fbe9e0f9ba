import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type WebhookLogList, webhookLogListSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { endpointIdOf } from '../../webhook-settings';
import { ListWebhookLogsQuery } from './list-webhook-logs.query';

/** GET /v1/enterprise/{orgId}/webhooks/{id}/logs: {data, total}, rows without request and response. */
@Controller('v1/enterprise/:orgId/webhooks')
export class ListWebhookLogsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'The latest 100 delivery attempts, newest first', responses: { 200: webhookLogListSchema } })
  @Get(':id/logs')
  list(@Param('orgId') orgId: string, @Param('id') id: string): Promise<WebhookLogList> {
    return this.queries.execute<ListWebhookLogsQuery, WebhookLogList>(new ListWebhookLogsQuery(orgId, endpointIdOf(id)));
  }
}
