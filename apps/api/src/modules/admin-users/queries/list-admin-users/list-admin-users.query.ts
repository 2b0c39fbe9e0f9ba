import type { AdminUsersQuery } from '@profyle/contracts';

export class ListAdminUsersQuery {
  constructor(
    readonly organisationId: string,
    readonly params: AdminUsersQuery,
  ) {}
}
