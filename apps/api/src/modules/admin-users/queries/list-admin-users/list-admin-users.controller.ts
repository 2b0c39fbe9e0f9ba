import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type AdminUsersPage, adminUsersPageSchema, adminUsersQuerySchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { validInput } from '../../../../shared/http/valid-input';
import { ListAdminUsersQuery } from './list-admin-users.query';

/** GET /v1/enterprise/{orgId}/users?page&page_size */
@Controller('v1/enterprise/:orgId/users')
export class ListAdminUsersController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: "The organisation's admin users, pending invitees and guests", query: adminUsersQuerySchema, responses: { 200: adminUsersPageSchema } })
  @Get()
  list(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<AdminUsersPage> {
    return this.queries.execute(new ListAdminUsersQuery(orgId, validInput(adminUsersQuerySchema, query)));
  }
}
