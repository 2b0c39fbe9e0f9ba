import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DesignView, OrderView, ProductionQueuePage } from '@profyle/contracts';
import { type Collection, type Filter, READ_STORE, type ReadDocument, type ReadStore } from '@profyle/infrastructure';
import { designsProjection, organisationsProjection, ordersProjection } from '@profyle/projector';
import { publicView, readModel } from '../../../../shared/read-model/read-model';
import { ProductionQueueQuery } from './production-queue.query';

/** At most this many rows: the queue is work in hand, not an archive. */
export const PRODUCTION_QUEUE_LIMIT = 500;

/**
 * The production queue (spec 002 sections 4 and 6), across every organisation, longest waiting first:
 * open orders (neither completed nor cancelled) and designs needing work (neither approved nor
 * archived), or everything when `all` is asked. Each row names its organisation.
 */
@QueryHandler(ProductionQueueQuery)
export class ProductionQueueHandler implements IQueryHandler<ProductionQueueQuery, ProductionQueuePage<OrderView | DesignView>> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ kind, all }: ProductionQueueQuery): Promise<ProductionQueuePage<OrderView | DesignView>> {
    const [rows, total] =
      kind === 'orders'
        ? await this.page(readModel(this.store, ordersProjection), all ? {} : { status: { $nin: ['completed', 'cancelled'] } })
        : await this.page(readModel(this.store, designsProjection), all ? {} : { status: { $ne: 'approved' }, archived: false, stock: false });
    const organisationIds = [...new Set(rows.map((row) => row.organisation_id as string))];
    const organisations = await readModel(this.store, organisationsProjection).getMany(organisationIds);
    const names = new Map(organisations.map((organisation) => [organisation.id, organisation.name]));
    return {
      data: rows.map((row) => ({ ...publicView<OrderView | DesignView>(row, 'organisation_id', 'revision', 'checkout_session_id'), organisation_name: names.get(row.organisation_id as string) ?? (row.organisation_id as string) })),
      total,
    };
  }

  private async page<D extends ReadDocument>(collection: Collection<D>, filter: Filter) {
    return Promise.all([collection.find(filter, { sort: [['meta.updatedAt', 1]], limit: PRODUCTION_QUEUE_LIMIT }), collection.count(filter)]);
  }
}
