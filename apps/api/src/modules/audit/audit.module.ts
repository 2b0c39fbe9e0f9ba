import { Module } from '@nestjs/common';
import { ListAuditController } from './queries/list-audit/list-audit.controller';
import { ListAuditHandler } from './queries/list-audit/list-audit.handler';

/** The access audit log (spec 001: /portal/admins/audit): a read of the access-audit projection. */
@Module({
  controllers: [ListAuditController],
  providers: [ListAuditHandler],
})
export class AuditModule {}
