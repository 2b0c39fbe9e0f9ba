import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  csvFileSchema,
  EVENT_PINS_LIMIT,
  type EventPin,
  eventPinsQuerySchema,
  eventPinsSchema,
  type EventsPage,
  eventsListQuerySchema,
  eventsPageSchema,
  type EventWarnings,
  eventWarningsSchema,
  type EventWithContacts,
  eventsWithContactsSchema,
  mapSettingsSchema,
} from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { eventsProjection } from '@profyle/projector';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { readModelDocuments, streamCsv } from '../../../../shared/csv/csv-writer';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { readModel } from '../../../../shared/read-model/read-model';
import { eventView, EventsReader, timingFilter } from '../../events-reader';

/** Event CSV columns (spec 002 section 2). */
export const EVENTS_CSV_COLUMNS = ['id', 'name', 'location', 'start', 'end', 'status', 'introductionCount', 'value'] as const;

/**
 * The events list (spec 002 "Events list details"): GET /v2/org/{orgId}/events?page&pageSize&active&future&past
 * answers {data, total, page, pageSize}, start date descending, each event with its status, pin colour
 * and value; .../events/pins the map's pins; .../events/with-contacts those the contacts list filters by; .../events/warnings the layout precedence's warning;
 * .../events/map-settings the tile URL the maps load; GET /v1/enterprise/{orgId}/events the CSV.
 */
@Controller()
export class ListEventsController {
  constructor(
    @Inject(EventsReader) private readonly reader: EventsReader,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({ summary: "The organisation's events, start date descending (active, future and past filters)", query: eventsListQuerySchema, responses: { 200: eventsPageSchema } })
  @Get('v2/org/:orgId/events')
  list(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<EventsPage> {
    return this.reader.page(orgId, validInput(eventsListQuerySchema, query), new Date().toISOString());
  }

  @ApiContract({ summary: 'Map pins of the events that have a location (at most 2,000, newest first)', query: eventPinsQuerySchema, responses: { 200: eventPinsSchema } })
  @Get('v2/org/:orgId/events/pins')
  async pins(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<{ data: EventPin[] }> {
    return { data: await this.reader.pins(orgId, validInput(eventPinsQuerySchema, query), new Date().toISOString(), EVENT_PINS_LIMIT) };
  }

  @ApiContract({ summary: 'The events that have contacts, newest first (at most 1,000): the contacts filter offers them by name', responses: { 200: eventsWithContactsSchema } })
  @Get('v2/org/:orgId/events/with-contacts')
  async withContacts(@Param('orgId') orgId: string): Promise<{ data: EventWithContacts[] }> {
    return { data: await this.reader.withContacts(orgId) };
  }

  @ApiContract({ summary: 'Warnings: more than one current event applies to all people', responses: { 200: eventWarningsSchema } })
  @Get('v2/org/:orgId/events/warnings')
  warnings(@Param('orgId') orgId: string): Promise<EventWarnings> {
    return this.reader.warnings(orgId, new Date().toISOString());
  }

  @ApiContract({ summary: 'Where the maps load their tiles from (MAP_TILE_URL) and their attribution', responses: { 200: mapSettingsSchema } })
  @Get('v2/org/:orgId/events/map-settings')
  mapSettings(): { tileUrl: string; attribution: string; maxZoom: number } {
    const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_MAX_ZOOM } = this.runtime.config;
    return { tileUrl: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION, maxZoom: MAP_TILE_MAX_ZOOM };
  }

  @ApiContract({ summary: 'The events CSV (id, name, location, start, end, status, introductionCount, value)', query: eventPinsQuerySchema, responses: { 200: { description: 'The CSV file', contentType: 'text/csv', schema: csvFileSchema } } })
  @Get('v1/enterprise/:orgId/events')
  async csv(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>, @Res() response: Response): Promise<void> {
    const now = new Date().toISOString();
    const timing = timingFilter(validInput(eventPinsQuerySchema, query), now);
    const lead = await this.reader.leadValueOf(orgId);
    const events = readModel(this.store, eventsProjection);
    response.req.setTimeout(0);
    await streamCsv(response, {
      kind: 'events',
      organisationId: orgId,
      header: EVENTS_CSV_COLUMNS,
      rows: (async function* () {
        if (timing === null) return;
        for await (const doc of readModelDocuments(events, { organisation_id: orgId, ...timing }, [['start', -1]])) {
          const view = eventView(doc, now, lead);
          yield [view.id, view.name, view.location, view.start, view.end, view.status, view.introductionCount, view.value];
        }
      })(),
    });
  }
}
