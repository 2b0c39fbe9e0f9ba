import type { CardsListQuery } from '@profyle/contracts';

export class ListCardsQuery {
  constructor(
    readonly organisationId: string,
    readonly params: CardsListQuery,
  ) {}
}
