import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { contactsListQuerySchema, PEOPLE_CSV_LIST_SEPARATOR } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { type ContactDoc, contactsProjection } from '@profyle/projector';
import { type CsvValue, readModelDocuments, streamCsv } from '../../../../shared/csv/csv-writer';
import { validInput } from '../../../../shared/http/valid-input';
import { readModel } from '../../../../shared/read-model/read-model';
import { ContactsReader } from '../../contacts-reader';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { csvFileSchema } from '@profyle/contracts';

/** Introduction CSV columns (spec 002 section 9). */
export const INTRODUCTIONS_CSV_COLUMNS = ['id', 'ownerId', 'owner', 'status', 'name', 'company', 'position', 'phone', 'email', 'website', 'note', 'lat', 'lng', 'nearestPlace', 'consents', 'tags', 'meta.createdAt'] as const;

export const introductionRow = (doc: ContactDoc): CsvValue[] => [
  doc.id,
  doc.ownerId,
  doc.owner,
  doc.status,
  doc.name,
  doc.company,
  doc.position,
  doc.phone,
  doc.email,
  doc.website,
  doc.note,
  doc.lat,
  doc.lng,
  doc.nearestPlace,
  doc.consents.join(PEOPLE_CSV_LIST_SEPARATOR),
  doc.tags.join(PEOPLE_CSV_LIST_SEPARATOR),
  doc.meta.createdAt,
];

/**
 * The introductions CSV, newest first, streamed page by page through the shared writer (formula-safe,
 * `introductions-<orgId>-<timestamp>.csv`): GET /v1/enterprise/{orgId}/intros (the organisation's, with
 * the list's tags and event filters) and GET /v1/enterprise/{orgId}/people/{id}/intros (one person's).
 */
@Controller('v1/enterprise/:orgId')
export class ExportContactsController {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(ContactsReader) private readonly contacts: ContactsReader,
  ) {}

  @ApiContract({ summary: 'The introductions CSV export (the list filters apply)', query: contactsListQuerySchema, responses: { 200: { description: 'The CSV file', contentType: 'text/csv', schema: csvFileSchema } } })
  @Get('intros')
  organisation(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>, @Res() response: Response): Promise<void> {
    const { tags, event } = validInput(contactsListQuerySchema, query);
    return this.send(response, orgId, this.contacts.filterOf({ organisationId: orgId, tags, event }));
  }

  @ApiContract({ summary: "A person's introductions as CSV", responses: { 200: { description: 'The CSV file', contentType: 'text/csv', schema: csvFileSchema } } })
  @Get('people/:personId/intros')
  async person(@Param('orgId') orgId: string, @Param('personId') personId: string, @Res() response: Response): Promise<void> {
    const ownerId = personId.slice(0, 100);
    await this.contacts.assertPerson(orgId, ownerId);
    return this.send(response, orgId, this.contacts.filterOf({ organisationId: orgId, ownerId }));
  }

  private async send(response: Response, organisationId: string, filter: Record<string, unknown>): Promise<void> {
    const contacts = readModel(this.store, contactsProjection);
    response.req.setTimeout(0);
    await streamCsv(response, {
      kind: 'introductions',
      organisationId,
      header: INTRODUCTIONS_CSV_COLUMNS,
      rows: (async function* () {
        for await (const doc of readModelDocuments(contacts, filter, [['created_at', -1]])) yield introductionRow(doc);
      })(),
    });
  }
}
