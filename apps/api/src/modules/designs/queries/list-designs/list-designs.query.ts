import type { DesignsListQuery } from '@profyle/contracts';

export class ListDesignsQuery {
  constructor(
    readonly organisationId: string,
    readonly params: DesignsListQuery,
  ) {}
}
