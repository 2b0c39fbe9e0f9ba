import { Controller, Get, Headers, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { csvFileSchema, type LocationDetail, locationDetailSchema, type LocationHistoryEntry, locationHistorySchema, LOCATIONS_CSV_COLUMNS, type LocationsPage, locationsPageSchema, type LocationView } from '@profyle/contracts';
import { DomainError, LOCATION_ERROR_CODES, LOCATION_ERROR_MESSAGES, type LocationEvent, locationStreamId } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { type LocationDoc, locationsProjection } from '@profyle/projector';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { readModelDocuments, streamCsv } from '../../../../shared/csv/csv-writer';
import { publicView, readModel } from '../../../../shared/read-model/read-model';
import { locationUsers } from './location-users';
import { ApiContract } from '../../../../shared/openapi/api-contract';

const view = (doc: LocationDoc): LocationView => publicView<LocationView>(doc, 'organisation_id', 'sort_name');

/** A client that asks for JSON gets the list; any other GET is the addresses CSV export (spec 001 section 7). */
const wantsJson = (accept: string | undefined) => (accept ?? '').includes('application/json');

@Controller('v1/enterprise/:orgId/locations')
export class LocationsController {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(CommandShell) private readonly shell: CommandShell,
  ) {}

  /** GET .../locations: JSON list (Accept: application/json) or the streamed CSV export. */
  @ApiContract({
    summary: 'The addresses: the list as JSON (Accept: application/json), otherwise the addresses CSV export',
    responses: { 200: { description: 'The list, or the CSV file', content: { 'application/json': locationsPageSchema, 'text/csv': csvFileSchema } } },
  })
  @Get()
  async list(@Param('orgId') orgId: string, @Headers('accept') accept: string | undefined, @Res({ passthrough: true }) response: Response): Promise<LocationsPage | void> {
    const locations = readModel(this.store, locationsProjection);
    const filter = { organisation_id: orgId };
    if (wantsJson(accept)) {
      const docs = await locations.find(filter, { sort: [['sort_name', 1]] });
      return { data: docs.map(view), total: docs.length };
    }
    response.req.setTimeout(0);
    await streamCsv(response, {
      kind: 'addresses',
      organisationId: orgId,
      header: LOCATIONS_CSV_COLUMNS,
      rows: (async function* () {
        for await (const doc of readModelDocuments(locations, filter, [['sort_name', 1]])) {
          yield [doc.id, doc.name, doc.line1, doc.line2, doc.city, doc.region, doc.postcode, doc.country, doc.image_url, doc.lat, doc.lng, doc.meta.createdAt, doc.meta.updatedAt];
        }
      })(),
    });
  }

  @ApiContract({ summary: 'An address and who uses it', responses: { 200: locationDetailSchema } })
  @Get(':locationId')
  async get(@Param('orgId') orgId: string, @Param('locationId') locationId: string): Promise<LocationDetail> {
    const doc = await readModel(this.store, locationsProjection).get(locationId);
    if (!doc || doc.organisation_id !== orgId) throw new DomainError(LOCATION_ERROR_CODES.notFound, LOCATION_ERROR_MESSAGES.notFound, 'not_found');
    return { ...view(doc), used_by: await locationUsers(this.store, orgId, locationId) };
  }

  /** The address's change history, read from its own events (newest first). */
  @ApiContract({ summary: "An address's change history, newest first", responses: { 200: locationHistorySchema } })
  @Get(':locationId/history')
  async history(@Param('orgId') orgId: string, @Param('locationId') locationId: string): Promise<{ data: LocationHistoryEntry[] }> {
    const events = await this.shell.history(locationStreamId(locationId));
    if (events.length === 0 || events[0].metadata.organisationId !== orgId) throw new DomainError(LOCATION_ERROR_CODES.notFound, LOCATION_ERROR_MESSAGES.notFound, 'not_found');
    const data = events.map((recorded) => {
      const event = recorded as unknown as LocationEvent;
      const base = { at: recorded.metadata.occurredAt, by: recorded.metadata.actor.email ?? recorded.metadata.actor.userId };
      switch (event.type) {
        case 'LocationCreated':
          return { ...base, action: 'created' as const, changed: [] };
        case 'LocationUpdated':
          return { ...base, action: 'updated' as const, changed: event.data.changed };
        default:
          return { ...base, action: 'deleted' as const, changed: [] };
      }
    });
    return { data: data.reverse() };
  }
}
