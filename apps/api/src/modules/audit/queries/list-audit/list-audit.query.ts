import type { AuditQuery } from '@profyle/contracts';

export class ListAuditQuery {
  constructor(
    readonly organisationId: string,
    readonly params: AuditQuery,
  ) {}
}
