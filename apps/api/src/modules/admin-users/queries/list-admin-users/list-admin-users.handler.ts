import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminUsersPage, AdminUsersQuery } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { usersProjection } from '@profyle/projector';
import { readModel } from '../../../../shared/read-model/read-model';
import { adminUserView } from '../../admin-user-view';
import { ListAdminUsersQuery } from './list-admin-users.query';

/** Admins of the organisation, guests from other organisations and pending invitees, in the asked order (then by e-mail). */
const sortOf = (sort: AdminUsersQuery['sort']): [string, 1 | -1][] => {
  const direction = sort.startsWith('-') ? -1 : 1;
  const field = sort.replace(/^-/, '');
  return field === 'email' ? [['email', direction]] : [[field, direction], ['email', 1]];
};

@QueryHandler(ListAdminUsersQuery)
export class ListAdminUsersHandler implements IQueryHandler<ListAdminUsersQuery, AdminUsersPage> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, params }: ListAdminUsersQuery): Promise<AdminUsersPage> {
    const users = readModel(this.store, usersProjection);
    const filter = { $or: [{ access_org_ids: organisationId }, { pending_invite_org_ids: organisationId }, { pending: true, organisationId }] };
    const [rows, total] = await Promise.all([
      users.find(filter, { sort: sortOf(params.sort), skip: params.page * params.page_size, limit: params.page_size }),
      users.count(filter),
    ]);
    return { data: rows.map((row) => adminUserView(row, organisationId)), total, page: params.page, page_size: params.page_size };
  }
}
