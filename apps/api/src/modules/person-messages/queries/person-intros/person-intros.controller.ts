import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { csvFileSchema } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { streamCsv } from '../../../../shared/csv/csv-writer';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { INTRODUCTIONS_CSV_COLUMNS, introductionRows } from '../../../people-csv/exports.controller';
import { ProfyleOwners } from '../../services/profyle-owners';

/**
 * GET /v1/enterprise/{orgId}/people/{personId}/intros: the introductions the person's Profyle captured,
 * as CSV with the organisation export's columns. They come from the `introductions` read model (the
 * contacts context); until it exists the file holds the header only.
 */
@Controller('v1/enterprise/:orgId/people')
export class PersonIntrosController {
  constructor(
    @Inject(ProfyleOwners) private readonly owners: ProfyleOwners,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @ApiContract({ summary: 'A person’s introductions as CSV', responses: { 200: { description: 'The CSV file', contentType: 'text/csv', schema: csvFileSchema } } })
  @Get(':personId/intros')
  async intros(@Param('orgId') orgId: string, @Param('personId') personId: string, @Res() response: Response): Promise<void> {
    await this.owners.byPerson(orgId, personId);
    await streamCsv(response, { kind: `intros-${personId}`, organisationId: orgId, header: INTRODUCTIONS_CSV_COLUMNS, rows: introductionRows(this.store, { organisation_id: orgId, ownerId: personId }) });
  }
}
