import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type AuditPage, auditPageSchema, auditQuerySchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { validInput } from '../../../../shared/http/valid-input';
import { ListAuditQuery } from './list-audit.query';

/** GET /v1/enterprise/{orgId}/audit?action&actor&from&to&page&page_size */
@Controller('v1/enterprise/:orgId/audit')
export class ListAuditController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'The access audit log, newest first', query: auditQuerySchema, responses: { 200: auditPageSchema } })
  @Get()
  list(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<AuditPage> {
    return this.queries.execute(new ListAuditQuery(orgId, validInput(auditQuerySchema, query)));
  }
}
