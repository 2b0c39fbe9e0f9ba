import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { WebhookLogList } from '@profyle/contracts';
import { WebhookLogStore } from '@profyle/infrastructure';
import { ListWebhookLogsQuery } from './list-webhook-logs.query';

/** The latest 100 attempts, newest first, none past its 28 days (spec 002 section 9). */
@QueryHandler(ListWebhookLogsQuery)
export class ListWebhookLogsHandler implements IQueryHandler<ListWebhookLogsQuery, WebhookLogList> {
  constructor(@Inject(WebhookLogStore) private readonly logs: WebhookLogStore) {}

  async execute({ organisationId, endpointId }: ListWebhookLogsQuery): Promise<WebhookLogList> {
    const data = await this.logs.latest(organisationId, endpointId, new Date());
    return { data, total: data.length };
  }
}
