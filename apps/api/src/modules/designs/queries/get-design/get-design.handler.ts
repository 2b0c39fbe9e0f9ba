import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DesignView } from '@profyle/contracts';
import { DESIGN_ERROR_CODES, DESIGN_ERROR_MESSAGES, DomainError } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { designsProjection } from '@profyle/projector';
import { publicView, readModel } from '../../../../shared/read-model/read-model';
import { GetDesignQuery } from './get-design.query';

/** A design of this organisation, or a stock design; any other is not found. */
@QueryHandler(GetDesignQuery)
export class GetDesignHandler implements IQueryHandler<GetDesignQuery, DesignView> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, designId }: GetDesignQuery): Promise<DesignView> {
    const doc = await readModel(this.store, designsProjection).get(designId);
    if (!doc || (doc.organisation_id !== organisationId && !doc.stock)) throw new DomainError(DESIGN_ERROR_CODES.notFound, DESIGN_ERROR_MESSAGES.notFound, 'not_found');
    return publicView<DesignView>(doc, 'organisation_id', 'revision');
  }
}
