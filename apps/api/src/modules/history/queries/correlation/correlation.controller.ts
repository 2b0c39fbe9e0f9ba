import { Controller, Get, HttpException, HttpStatus, Param } from '@nestjs/common';
import { type Correlation, correlationSchema, HISTORY_MESSAGES } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { HistoryReader } from '../../history-reader';
import { validStreamId } from '../entity-history/entity-history.controller';

/**
 * GET /v1/enterprise/{orgId}/history/streams/{streamId}/{revision}/correlation (superadmins): from one
 * event, the command that produced it, every command and event of the same correlation (all rows of an
 * import or a bulk action, a wizard's steps) and the webhook deliveries that followed.
 */
@SuperadminOnly()
@Controller('v1/enterprise/:orgId/history/streams/:streamId/:revision/correlation')
export class CorrelationController {
  constructor(private readonly history: HistoryReader) {}

  @ApiContract({ summary: "An event's correlation (superadmins): its command, every command and event of the correlation, the webhook deliveries", responses: { 200: correlationSchema } })
  @Get()
  correlation(@Param('orgId') orgId: string, @Param('streamId') streamId: string, @Param('revision') revision: string): Promise<Correlation> {
    if (!/^\d{1,15}$/.test(revision)) throw new HttpException({ errorMessage: HISTORY_MESSAGES.eventNotFound, errors: [] }, HttpStatus.NOT_FOUND);
    return this.history.correlation(orgId, validStreamId(streamId), Number(revision));
  }
}
