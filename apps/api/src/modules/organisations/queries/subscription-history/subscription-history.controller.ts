import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { subscriptionHistorySchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { validInput } from '../../../../shared/http/valid-input';
import { SubscriptionHistoryQuery } from './subscription-history.query';

const pageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /v1/enterprise/{orgId}/subscriptions/history?page&page_size */
@Controller('v1/enterprise/:orgId/subscriptions')
export class SubscriptionHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'The subscription pool history', query: pageQuery, responses: { 200: subscriptionHistorySchema } })
  @Get('history')
  history(@Param('orgId') orgId: string, @Query() query: unknown) {
    const { page, page_size } = validInput(pageQuery, query);
    return this.queries.execute(new SubscriptionHistoryQuery(orgId, page, page_size));
  }
}
