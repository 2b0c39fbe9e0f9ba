import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ACCOUNT_MESSAGES, type MeOrganisation, type MeResponse } from '@profyle/contracts';
import { DomainError, IDENTITY_ERROR_CODES } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { organisationsProjection, usersProjection } from '@profyle/projector';
import { readModel } from '../../../../shared/read-model/read-model';
import { meUserFromDoc } from '../../services/me-user';
import { GetMeQuery } from './get-me.query';

/** The signed-in user and the organisations they can reach, main one first (superadmins: their own only). */
@QueryHandler(GetMeQuery)
export class GetMeHandler implements IQueryHandler<GetMeQuery, MeResponse> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ principal }: GetMeQuery): Promise<MeResponse> {
    const doc = await readModel(this.store, usersProjection).get(principal.userId);
    if (!doc) throw new DomainError(IDENTITY_ERROR_CODES.userNotFound, ACCOUNT_MESSAGES.userNotFound, 'not_found');
    const byId = new Map((await readModel(this.store, organisationsProjection).getMany(doc.access_org_ids)).map((o) => [o.id, o]));
    const organisations: MeOrganisation[] = doc.access_org_ids.flatMap((id) => {
      const org = byId.get(id);
      return org ? [{ id: org.id, name: org.name, isPartner: org.isPartner, isDemo: org.isDemo }] : [];
    });
    return { user: meUserFromDoc(doc), organisations };
  }
}
