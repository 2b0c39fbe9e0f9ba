import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { WebhookLogEntry } from '@profyle/contracts';
import { WebhookLogStore } from '@profyle/infrastructure';
import { logNotFound } from '../../webhook-settings';
import { GetWebhookLogQuery } from './get-webhook-log.query';

/** One attempt of this endpoint; another endpoint's, another organisation's or an expired one is not found. */
@QueryHandler(GetWebhookLogQuery)
export class GetWebhookLogHandler implements IQueryHandler<GetWebhookLogQuery, WebhookLogEntry> {
  constructor(@Inject(WebhookLogStore) private readonly logs: WebhookLogStore) {}

  async execute({ organisationId, endpointId, logId }: GetWebhookLogQuery): Promise<WebhookLogEntry> {
    const entry = await this.logs.get(organisationId, endpointId, logId, new Date());
    if (!entry) throw logNotFound();
    return entry;
  }
}
