import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { cardDetailSchema } from '@profyle/contracts';
import type { CardDetail } from '@profyle/contracts';
import { cardIdFromPath } from '../../card-streams';
import { GetCardQuery } from './get-card.query';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /v1/enterprise/{orgId}/cards/{cardId}: the card page, with its history. */
@Controller('v1/enterprise/:orgId/cards')
export class GetCardController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'An NFC card with its history', responses: { 200: cardDetailSchema } })
  @Get(':cardId')
  get(@Param('orgId') orgId: string, @Param('cardId') cardId: string): Promise<CardDetail> {
    return this.queries.execute(new GetCardQuery(orgId, cardIdFromPath(cardId)));
  }
}
