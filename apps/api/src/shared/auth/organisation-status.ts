import { Inject, Injectable } from '@nestjs/common';
import { isClosed } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { organisationsProjection } from '@profyle/projector';
import { readModel } from '../read-model/read-model';

/**
 * Whether an organisation is closed, as the organisations read model holds it. Closing and reopening
 * answer only once the read models include the change, so the next request of any api process sees it.
 */
@Injectable()
export class OrganisationStatus {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async isClosed(organisationId: string): Promise<boolean> {
    const doc = await readModel(this.store, organisationsProjection).get(organisationId);
    return doc !== null && isClosed(doc);
  }
}
