import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, PERSON_ERROR_CODES, PERSON_ERROR_MESSAGES } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { type PersonDetailDoc, personDetailProjection } from '@profyle/projector';
import { readModel } from '../../../../shared/read-model/read-model';
import { GetPersonQuery } from './get-person.query';

/** A person of this organisation; another organisation's person is simply not found. */
@QueryHandler(GetPersonQuery)
export class GetPersonHandler implements IQueryHandler<GetPersonQuery, PersonDetailDoc> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, personId }: GetPersonQuery): Promise<PersonDetailDoc> {
    const doc = await readModel(this.store, personDetailProjection).get(personId);
    if (!doc || doc.organisation_id !== organisationId) throw new DomainError(PERSON_ERROR_CODES.notFound, PERSON_ERROR_MESSAGES.notFound, 'not_found');
    return doc;
  }
}
