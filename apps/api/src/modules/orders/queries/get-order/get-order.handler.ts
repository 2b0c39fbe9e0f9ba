import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { OrderView } from '@profyle/contracts';
import { DomainError, ORDER_ERROR_CODES, ORDER_ERROR_MESSAGES } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { ordersProjection } from '@profyle/projector';
import { publicView, readModel } from '../../../../shared/read-model/read-model';
import { GetOrderQuery } from './get-order.query';

/** An order of this organisation; another organisation's order is simply not found. */
@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery, OrderView> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, orderId }: GetOrderQuery): Promise<OrderView> {
    const doc = await readModel(this.store, ordersProjection).get(orderId);
    if (!doc || doc.organisation_id !== organisationId) throw new DomainError(ORDER_ERROR_CODES.notFound, ORDER_ERROR_MESSAGES.notFound, 'not_found');
    return publicView<OrderView>(doc, 'organisation_id', 'revision', 'checkout_session_id');
  }
}
