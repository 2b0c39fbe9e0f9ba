import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DesignsPage, DesignView } from '@profyle/contracts';
import { READ_STORE, type ReadStore, type Filter, type Sort } from '@profyle/infrastructure';
import { designsProjection } from '@profyle/projector';
import { publicView, readModel } from '../../../../shared/read-model/read-model';
import { ListDesignsQuery } from './list-designs.query';

/**
 * The design library's sections (spec 002 section 2): custom (the organisation's own, not archived),
 * stock (the product's, in their order, not archived), archived (the organisation's archived ones), or
 * all of them.
 */
const sections: Record<string, (organisationId: string) => { filter: Filter; sort: Sort }> = {
  custom: (organisationId) => ({ filter: { organisation_id: organisationId, stock: false, archived: false }, sort: [['meta.createdAt', -1]] }),
  stock: () => ({ filter: { stock: true, archived: false }, sort: [['order', 1], ['name', 1]] }),
  archived: (organisationId) => ({ filter: { organisation_id: organisationId, stock: false, archived: true }, sort: [['meta.updatedAt', -1]] }),
  all: (organisationId) => ({ filter: { $or: [{ organisation_id: organisationId }, { stock: true }] }, sort: [['stock', 1], ['order', 1], ['meta.createdAt', -1]] }),
};

@QueryHandler(ListDesignsQuery)
export class ListDesignsHandler implements IQueryHandler<ListDesignsQuery, DesignsPage> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, params }: ListDesignsQuery): Promise<DesignsPage> {
    const designs = readModel(this.store, designsProjection);
    const { filter, sort } = sections[params.section](organisationId);
    const [rows, total] = await Promise.all([designs.find(filter, { sort, skip: params.page * params.page_size, limit: params.page_size }), designs.count(filter)]);
    return { data: rows.map((row) => publicView<DesignView>(row, 'organisation_id', 'revision')), total };
  }
}
