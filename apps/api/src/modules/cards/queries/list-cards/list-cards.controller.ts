import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type CardsPage, cardsListQuerySchema } from '@profyle/contracts';
import { validInput } from '../../../../shared/http/valid-input';
import { ListCardsQuery } from './list-cards.query';

/** GET /v1/enterprise/{orgId}/cards?page&page_size&filter&search&sort: the organisation's cards, lost ones included. */
@Controller('v1/enterprise/:orgId/cards')
export class ListCardsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<CardsPage> {
    return this.queries.execute(new ListCardsQuery(orgId, validInput(cardsListQuerySchema, query)));
  }
}
