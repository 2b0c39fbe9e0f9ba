import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ADMIN_USER_MESSAGES, type AdminUser } from '@profyle/contracts';
import { DomainError, IDENTITY_ERROR_CODES } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { usersProjection } from '@profyle/projector';
import { readModel } from '../../../../shared/read-model/read-model';
import { adminUserView, listedIn } from '../../admin-user-view';
import { GetAdminUserQuery } from './get-admin-user.query';

/** One admin of the organisation; a user it does not list is simply not found. */
@QueryHandler(GetAdminUserQuery)
export class GetAdminUserHandler implements IQueryHandler<GetAdminUserQuery, AdminUser> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, userId }: GetAdminUserQuery): Promise<AdminUser> {
    const doc = await readModel(this.store, usersProjection).get(userId);
    if (!doc || !listedIn(doc, organisationId)) throw new DomainError(IDENTITY_ERROR_CODES.userNotFound, ADMIN_USER_MESSAGES.userNotFound, 'not_found');
    return adminUserView(doc, organisationId);
  }
}
