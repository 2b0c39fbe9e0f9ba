import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SubscriptionHistoryItem } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { subscriptionHistoryProjection } from '@profyle/projector';
import { publicView, readModel } from '../../../../shared/read-model/read-model';
import { SubscriptionHistoryQuery } from './subscription-history.query';

/** Newest first, as the billing page's table shows it. */
@QueryHandler(SubscriptionHistoryQuery)
export class SubscriptionHistoryHandler implements IQueryHandler<SubscriptionHistoryQuery, { data: SubscriptionHistoryItem[]; total: number }> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, page, pageSize }: SubscriptionHistoryQuery) {
    const history = readModel(this.store, subscriptionHistoryProjection);
    const filter = { organisation_id: organisationId };
    const [rows, total] = await Promise.all([history.find(filter, { sort: [['at', -1]], skip: page * pageSize, limit: pageSize }), history.count(filter)]);
    return { data: rows.map((row) => publicView<SubscriptionHistoryItem>(row, 'organisation_id')), total };
  }
}
