import type { OrganisationsListQuery } from '@profyle/contracts';

export class ListOrganisationsQuery {
  constructor(
    readonly params: OrganisationsListQuery,
    /** ISO instant the New Demos tab counts back from. */
    readonly now: string,
  ) {}
}
