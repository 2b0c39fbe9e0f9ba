import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CardDetail } from '@profyle/contracts';
import { cardIdFromPath } from '../../card-streams';
import { GetCardQuery } from './get-card.query';

/** GET /v1/enterprise/{orgId}/cards/{cardId}: the card page, with its history. */
@Controller('v1/enterprise/:orgId/cards')
export class GetCardController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':cardId')
  get(@Param('orgId') orgId: string, @Param('cardId') cardId: string): Promise<CardDetail> {
    return this.queries.execute(new GetCardQuery(orgId, cardIdFromPath(cardId)));
  }
}
