import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { OrdersPage, OrderView } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { ordersProjection } from '@profyle/projector';
import { publicView, readModel } from '../../../../shared/read-model/read-model';
import { ListOrdersQuery } from './list-orders.query';

/** The organisation's orders, newest first; `open` is neither completed nor cancelled (spec 002 section 4). */
@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery, OrdersPage> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, params }: ListOrdersQuery): Promise<OrdersPage> {
    const orders = readModel(this.store, ordersProjection);
    const status = params.status === 'open' ? { status: { $nin: ['completed', 'cancelled'] } } : params.status ? { status: params.status } : {};
    const filter = { organisation_id: organisationId, ...status };
    const [rows, total] = await Promise.all([orders.find(filter, { sort: [['meta.createdAt', -1]], skip: params.page * params.page_size, limit: params.page_size }), orders.count(filter)]);
    return { data: rows.map((row) => publicView<OrderView>(row, 'organisation_id', 'revision', 'checkout_session_id')), total };
  }
}
