import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { csvFileSchema } from '@profyle/contracts';
import { streamCsv } from '../../../../shared/csv/csv-writer';
import { ProfyleOwners } from '../../services/profyle-owners';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** The columns of a person's introductions export (the contacts a visitor left on their Profyle). */
export const PERSON_INTROS_COLUMNS = ['created_at', 'first_name', 'last_name', 'email', 'phone', 'company_name', 'website', 'notes'] as const;

/**
 * GET /v1/enterprise/{orgId}/people/{personId}/intros: the person's introductions as CSV. Introductions
 * are recorded by the public Profyle pages, which come with a later release; until then the file has its
 * header and no rows.
 */
@Controller('v1/enterprise/:orgId/people')
export class PersonIntrosController {
  constructor(@Inject(ProfyleOwners) private readonly owners: ProfyleOwners) {}

  @ApiContract({ summary: 'A person’s introductions as CSV', responses: { 200: { description: 'The CSV file', contentType: 'text/csv', schema: csvFileSchema } } })
  @Get(':personId/intros')
  async intros(@Param('orgId') orgId: string, @Param('personId') personId: string, @Res() response: Response): Promise<void> {
    await this.owners.byPerson(orgId, personId);
    await streamCsv(response, { kind: `intros-${personId}`, organisationId: orgId, header: PERSON_INTROS_COLUMNS, rows: noIntroductions() });
  }
}

// eslint-disable-next-line require-yield -- there are no introductions to yield yet
async function* noIntroductions(): AsyncGenerator<readonly string[]> {
  return;
}
