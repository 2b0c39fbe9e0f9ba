import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type CardsPage, cardsListQuerySchema, cardsPageSchema } from '@profyle/contracts';
import { validInput } from '../../../../shared/http/valid-input';
import { ListCardsQuery } from './list-cards.query';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /v1/enterprise/{orgId}/cards?page&page_size&filter&search&sort: the organisation's cards, lost ones included. */
@Controller('v1/enterprise/:orgId/cards')
export class ListCardsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'The NFC cards list (paged, sorted, filtered)', query: cardsListQuerySchema, responses: { 200: cardsPageSchema } })
  @Get()
  list(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<CardsPage> {
    return this.queries.execute(new ListCardsQuery(orgId, validInput(cardsListQuerySchema, query)));
  }
}
