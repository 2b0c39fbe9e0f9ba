import { Controller, Get, HttpException, HttpStatus, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  type EntityState,
  entityStateSchema,
  type EntityTimeline,
  entityTimelineSchema,
  HISTORY_MESSAGES,
  historyJsonFileSchema,
  stateQuerySchema,
  TEXT_LIMITS,
  timelineQuerySchema,
} from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';

import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { validInput } from '../../../../shared/http/valid-input';
import { historyEntry } from '../../history-entry';
import { streamJson } from '../../history-files';
import { HistoryReader } from '../../history-reader';

/** A stream id as the path carries it: `<category>-<id>`, bounded. */
export const validStreamId = (streamId: string): string => {
  if (streamId.length > TEXT_LIMITS.query || !/^[a-z0-9]+-.+$/.test(streamId)) throw new HttpException({ errorMessage: HISTORY_MESSAGES.streamNotFound, errors: [] }, HttpStatus.NOT_FOUND);
  return streamId;
};

/**
 * One entity's history (superadmins), for any registered aggregate:
 * GET .../history/streams/{streamId}?before&limit: its events newest first, each with what it changed;
 * GET .../state?revision=N | at=<date-time>: the state folded up to a revision, or as of a moment;
 * GET .../export: the stream as JSON (every event, its data and metadata, secrets masked, and the final state).
 */
@SuperadminOnly()
@Controller('v1/enterprise/:orgId/history/streams/:streamId')
export class EntityHistoryController {
  constructor(private readonly history: HistoryReader) {}

  @ApiContract({ summary: "An entity's timeline (superadmins): its events newest first, each with the fields it changed", query: timelineQuerySchema, responses: { 200: entityTimelineSchema } })
  @Get()
  timeline(@Param('orgId') orgId: string, @Param('streamId') streamId: string, @Query() query: Record<string, unknown>): Promise<EntityTimeline> {
    const { before, limit } = validInput(timelineQuerySchema, query);
    return this.history.timeline(orgId, validStreamId(streamId), before, limit);
  }

  @ApiContract({ summary: "An entity's state at a revision or as of a moment (superadmins)", query: stateQuerySchema, responses: { 200: entityStateSchema } })
  @Get('state')
  state(@Param('orgId') orgId: string, @Param('streamId') streamId: string, @Query() query: Record<string, unknown>): Promise<EntityState> {
    const { revision, at } = validInput(stateQuerySchema, query);
    return this.history.stateOf(orgId, validStreamId(streamId), revision !== undefined ? { revision } : { at });
  }

  @ApiContract({ summary: "An entity's stream as a JSON file (superadmins)", responses: { 200: { description: 'The stream', contentType: 'application/json', schema: historyJsonFileSchema } } })
  @Get('export')
  async export(@Param('orgId') orgId: string, @Param('streamId') streamId: string, @Res() response: Response): Promise<void> {
    const head = await this.history.headOf(orgId, validStreamId(streamId));
    const history = this.history;
    response.req.setTimeout(0);
    await streamJson(response, {
      kind: `history-${streamId.replace(/[^A-Za-z0-9_-]/g, '_')}`,
      organisationId: orgId,
      head: { stream_id: streamId, organisation_id: orgId, revision: head.revision, exported_at: new Date().toISOString() },
      listName: 'events',
      items: (async function* () {
        for await (const event of history.streamEvents(streamId)) {
          if (event.revision > head.revision) return;
          yield { ...historyEntry(event, null), metadata: event.metadata, recorded_at: event.recordedAt };
        }
      })(),
      tail: async () => ({ state: await history.finalState(streamId, head.revision) }),
    });
  }
}

