import type { PeopleListQuery } from '@profyle/contracts';

export class ListPeopleQuery {
  constructor(
    readonly organisationId: string,
    readonly params: PeopleListQuery,
  ) {}
}
