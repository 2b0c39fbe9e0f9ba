import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { type AnalyticsCountries, analyticsCountriesQuerySchema, type AnalyticsCounts, analyticsCountsQuerySchema, type AnalyticsTop, analyticsTopQuerySchema } from '@profyle/contracts';
import { validInput } from '../../shared/http/valid-input';
import { AnalyticsReader } from './analytics-reader';
import { ApiContract } from '../../shared/openapi/api-contract';
import { analyticsCountriesSchema, analyticsCountsSchema, analyticsTopSchema } from '@profyle/contracts';

/**
 * GET /v2/org/{orgId}/analytics/top (number, from, to, mode visit|intro, groupId -> personId, name, ct,
 * deleted), /counts (width DAY|WEEK, from, to, groupId -> time, visits, intros) and /countries (from, to,
 * groupId, mode -> country, count). Dates are YYYY-MM-DD in the organisation's time zone, both included.
 */
@Controller('v2/org/:orgId/analytics')
export class AnalyticsController {
  constructor(@Inject(AnalyticsReader) private readonly analytics: AnalyticsReader) {}

  @ApiContract({ summary: 'The top Profyles by visits or introductions', query: analyticsTopQuerySchema, responses: { 200: analyticsTopSchema } })
  @Get('top')
  top(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<AnalyticsTop> {
    return this.analytics.top(orgId, validInput(analyticsTopQuerySchema, query));
  }

  @ApiContract({ summary: 'Visits and introductions per day or week', query: analyticsCountsQuerySchema, responses: { 200: analyticsCountsSchema } })
  @Get('counts')
  counts(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<AnalyticsCounts> {
    return this.analytics.counts(orgId, validInput(analyticsCountsQuerySchema, query));
  }

  @ApiContract({ summary: 'Visits or introductions per country', query: analyticsCountriesQuerySchema, responses: { 200: analyticsCountriesSchema } })
  @Get('countries')
  countries(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<AnalyticsCountries> {
    return this.analytics.countries(orgId, validInput(analyticsCountriesQuerySchema, query));
  }
}
