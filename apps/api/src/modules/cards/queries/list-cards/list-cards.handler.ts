import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CardsPage } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { cardsListProjection } from '@profyle/projector';
import { readModel } from '../../../../shared/read-model/read-model';
import { cardView, personNames } from '../../card-view';
import { cardsFilter, cardsSort } from './cards-filter';
import { ListCardsQuery } from './list-cards.query';

@QueryHandler(ListCardsQuery)
export class ListCardsHandler implements IQueryHandler<ListCardsQuery, CardsPage> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, params }: ListCardsQuery): Promise<CardsPage> {
    const cards = readModel(this.store, cardsListProjection);
    const filter = cardsFilter(organisationId, params);
    const [rows, total] = await Promise.all([cards.find(filter, { sort: cardsSort(params.sort), skip: params.page * params.page_size, limit: params.page_size }), cards.count(filter)]);
    const names = await personNames(this.store, organisationId, rows.map((row) => row.person_id));
    return { data: rows.map((row) => cardView(row, names)), total, page: params.page, page_size: params.page_size };
  }
}
