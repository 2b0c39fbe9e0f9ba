import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { csvFileSchema, PEOPLE_CSV_LIST_SEPARATOR, peopleCsvHeader } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { customFieldsProjection, groupsProjection, personDetailProjection } from '@profyle/projector';
import { readModelDocuments, streamCsv } from '../../shared/csv/csv-writer';
import { ApiContract } from '../../shared/openapi/api-contract';
import { readModel } from '../../shared/read-model/read-model';

const list = (values: readonly string[] | undefined) => (values ?? []).join(PEOPLE_CSV_LIST_SEPARATOR);

/**
 * The CSV exports of the Import/Export tab, each streamed page by page from its read model with the
 * shared writer (formula-safe cells, file name with the organisation id and a timestamp):
 * GET /v1/enterprise/{orgId}/export (people, the import's columns); the introductions CSV is the contacts module's.
 */
@Controller('v1/enterprise/:orgId')
export class ExportsController {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  @ApiContract({ summary: "The people CSV export (the import's columns)", responses: { 200: { description: 'The CSV file', contentType: 'text/csv', schema: csvFileSchema } } })
  @Get('export')
  async people(@Param('orgId') orgId: string, @Res() response: Response): Promise<void> {
    const [fields, groups] = await Promise.all([
      readModel(this.store, customFieldsProjection).find({ organisation_id: orgId }, { sort: [['sort_name', 1]] }),
      readModel(this.store, groupsProjection).find({ organisation_id: orgId, created: true }),
    ]);
    const fieldIds = fields.map((field) => field.id);
    const groupNames = new Map(groups.map((group) => [group.id, group.name]));
    const people = readModel(this.store, personDetailProjection);
    response.req.setTimeout(0);
    await streamCsv(response, {
      kind: 'people',
      organisationId: orgId,
      header: peopleCsvHeader(fieldIds),
      rows: (async function* () {
        for await (const p of readModelDocuments(people, { organisation_id: orgId }, [['person_id', 1]])) {
          const nfc = p.subscription?.type === 'nfc';
          yield [
            p.person_id,
            nfc ? p.subscription?.card_short_code : '',
            nfc ? true : '',
            p.prefix,
            p.first_name,
            p.last_name,
            p.pronouns,
            p.nominals,
            p.position,
            p.department,
            p.email,
            p.mobile,
            p.calendar_url,
            p.group_id ?? '',
            p.group_id ? (groupNames.get(p.group_id) ?? '') : '',
            p.bio,
            p.linked_in,
            p.twitter,
            p.instagram,
            p.photo_url,
            p.locations,
            list(p.location_ids),
            p.address,
            list(p.tags),
            p.crm_id ?? '',
            ...fieldIds.map((id) => p.custom_fields[id] ?? ''),
            p.meta.createdAt,
            p.meta.updatedAt,
            p.counter,
            p.intro_counter,
          ];
        }
      })(),
    });
  }
}
