import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AuditEntry, AuditPage } from '@profyle/contracts';
import { type Filter, READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { accessAuditProjection } from '@profyle/projector';
import { escapeRegex, publicView, readModel } from '../../../../shared/read-model/read-model';
import { ListAuditQuery } from './list-audit.query';

/** The organisation's access audit log, newest first, filtered by action, actor e-mail and date range. */
@QueryHandler(ListAuditQuery)
export class ListAuditHandler implements IQueryHandler<ListAuditQuery, AuditPage> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, params }: ListAuditQuery): Promise<AuditPage> {
    const and: Filter[] = [{ organisation_id: organisationId }];
    if (params.action) and.push({ action: params.action });
    if (params.actor) and.push({ by: { $regex: escapeRegex(params.actor), $options: 'i' } });
    if (params.from) and.push({ at: { $gte: params.from } });
    if (params.to) and.push({ at: { $lte: params.to } });
    const filter = and.length === 1 ? and[0] : { $and: and };
    const entries = readModel(this.store, accessAuditProjection);
    const [rows, total] = await Promise.all([
      entries.find(filter, { sort: [['position', -1]], skip: params.page * params.page_size, limit: params.page_size }),
      entries.count(filter),
    ]);
    return { data: rows.map((row) => publicView<AuditEntry>(row, 'organisation_id', 'by_user_id', 'position')), total, page: params.page, page_size: params.page_size };
  }
}
