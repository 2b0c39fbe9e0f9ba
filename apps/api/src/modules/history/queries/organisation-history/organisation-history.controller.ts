import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { csvFileSchema, type HistoryPage, historyExportQuerySchema, historyJsonFileSchema, historyPageSchema, historyQuerySchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { validInput } from '../../../../shared/http/valid-input';
import { streamHistoryCsv, streamJson } from '../../history-files';
import { HistoryReader } from '../../history-reader';

/**
 * GET /v1/enterprise/{orgId}/history (superadmins): every event of the organisation across its streams,
 * newest first, cursor paged, filtered by actor, action, event type, entity kind or entity and dates.
 * GET .../history/export?format=csv|json: the same, every page, streamed.
 */
@SuperadminOnly()
@Controller('v1/enterprise/:orgId/history')
export class OrganisationHistoryController {
  constructor(private readonly history: HistoryReader) {}

  @ApiContract({ summary: 'The organisation history (superadmins): every event across its streams, newest first, cursor paged', query: historyQuerySchema, responses: { 200: historyPageSchema } })
  @Get()
  list(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<HistoryPage> {
    return this.history.organisationPage(orgId, validInput(historyQuerySchema, query));
  }

  @ApiContract({
    summary: 'The organisation history as a streamed CSV or JSON file (superadmins)',
    query: historyExportQuerySchema,
    responses: { 200: { description: 'The history file', content: { 'text/csv': csvFileSchema, 'application/json': historyJsonFileSchema } } },
  })
  @Get('export')
  async export(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>, @Res() response: Response): Promise<void> {
    const { format, ...filter } = validInput(historyExportQuerySchema, query);
    response.req.setTimeout(0);
    const entries = this.history.organisationEntries(orgId, filter);
    if (format === 'csv') return streamHistoryCsv(response, orgId, entries);
    return streamJson(response, { kind: 'history', organisationId: orgId, head: { organisation_id: orgId, filter, exported_at: new Date().toISOString() }, listName: 'events', items: entries });
  }
}
