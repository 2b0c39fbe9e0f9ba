import type { OrdersListQuery } from '@profyle/contracts';

export class ListOrdersQuery {
  constructor(
    readonly organisationId: string,
    readonly params: OrdersListQuery,
  ) {}
}
