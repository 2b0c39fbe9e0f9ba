import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { type WebhookEndpointDoc, webhookEndpointDocId, webhookEndpointsProjection } from '@profyle/projector';
import { readModel } from '../../../../shared/read-model/read-model';
import { GetWebhookQuery } from './get-webhook.query';

/** The endpoint's document, or null when it was never saved (or belongs to another organisation). */
@QueryHandler(GetWebhookQuery)
export class GetWebhookHandler implements IQueryHandler<GetWebhookQuery, WebhookEndpointDoc | null> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, endpointId }: GetWebhookQuery): Promise<WebhookEndpointDoc | null> {
    const doc = await readModel(this.store, webhookEndpointsProjection).get(webhookEndpointDocId(organisationId, endpointId));
    return doc && doc.organisation_id === organisationId ? doc : null;
  }
}
