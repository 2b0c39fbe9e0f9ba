import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type AdminUser, adminUserSchema } from '@profyle/contracts';
import { GetAdminUserQuery } from './get-admin-user.query';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /v1/enterprise/{orgId}/users/{userId} */
@Controller('v1/enterprise/:orgId/users')
export class GetAdminUserController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'An admin user of the organisation', responses: { 200: adminUserSchema } })
  @Get(':userId')
  get(@Param('orgId') orgId: string, @Param('userId') userId: string): Promise<AdminUser> {
    return this.queries.execute(new GetAdminUserQuery(orgId, userId));
  }
}
