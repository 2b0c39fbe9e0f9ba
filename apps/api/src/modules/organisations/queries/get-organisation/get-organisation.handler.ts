import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { type OrganisationDoc, organisationsProjection } from '@profyle/projector';
import { readModel } from '../../../../shared/read-model/read-model';
import { GetOrganisationQuery } from './get-organisation.query';

@QueryHandler(GetOrganisationQuery)
export class GetOrganisationHandler implements IQueryHandler<GetOrganisationQuery, OrganisationDoc> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId }: GetOrganisationQuery): Promise<OrganisationDoc> {
    const doc = await readModel(this.store, organisationsProjection).get(organisationId);
    if (!doc) throw new DomainError(ORGANISATION_ERROR_CODES.notFound, ORGANISATION_ERROR_MESSAGES.notFound, 'not_found');
    return doc;
  }
}
