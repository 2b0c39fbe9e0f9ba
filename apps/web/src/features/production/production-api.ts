import type { DesignView } from '@profyle/contracts/designs';
import type { OrderView } from '@profyle/contracts/orders';
import type { ProductionQueuePage } from '@profyle/contracts/production';
import { baseApi, LIST } from '../../app/base-api';

/** The superadmin's production queue (orders and designs, with an all flag). */
export const productionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productionOrders: build.query<ProductionQueuePage<OrderView>, boolean>({
      query: (all) => `v2/production/orders?all=${all}`,
      providesTags: [{ type: 'ProductionQueue', id: LIST }, { type: 'Order', id: LIST }],
    }),
    productionDesigns: build.query<ProductionQueuePage<DesignView>, boolean>({
      query: (all) => `v2/production/designs?all=${all}`,
      providesTags: [{ type: 'ProductionQueue', id: LIST }, { type: 'Design', id: LIST }],
    }),
  }),
});

export const { useProductionOrdersQuery, useProductionDesignsQuery } = productionApi;
