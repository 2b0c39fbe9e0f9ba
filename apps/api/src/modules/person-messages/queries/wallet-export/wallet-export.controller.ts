import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { WALLET_CSV_COLUMNS, csvFileSchema } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { peopleListProjection } from '@profyle/projector';
import { type CsvValue, readModelDocuments, streamCsv } from '../../../../shared/csv/csv-writer';
import { readModel } from '../../../../shared/read-model/read-model';
import { ProfyleLinks, SIGNED_LINK_DAYS } from '../../services/profyle-links';
import { ApiContract } from '../../../../shared/openapi/api-contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /v1/enterprise/{orgId}/wallet: the wallet installation URLs of every person with a Profyle, as CSV
 * (the settings' Wallet tab), each signed and valid 28 days from the download. Streamed.
 */
@Controller('v1/enterprise/:orgId/wallet')
export class WalletExportController {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(ProfyleLinks) private readonly links: ProfyleLinks,
  ) {}

  @ApiContract({ summary: 'The wallet installation links of everyone with a Profyle, as CSV', responses: { 200: { description: 'The CSV file', contentType: 'text/csv', schema: csvFileSchema } } })
  @Get()
  async export(@Param('orgId') orgId: string, @Res() response: Response): Promise<void> {
    response.req.setTimeout(0);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SIGNED_LINK_DAYS * DAY_MS).toISOString();
    const people = readModel(this.store, peopleListProjection);
    const links = this.links;
    await streamCsv(response, {
      kind: 'wallet',
      organisationId: orgId,
      header: WALLET_CSV_COLUMNS,
      rows: (async function* (): AsyncGenerator<readonly CsvValue[]> {
        for await (const person of readModelDocuments(people, { organisation_id: orgId, subscription: { $ne: null } }, [['sort_name', 1]])) {
          const digitalId = person.subscription?.digital_id;
          if (!digitalId) continue;
          yield [person.person_id, person.first_name, person.last_name, person.email, digitalId, links.walletUrl('ios', digitalId, now), links.walletUrl('android', digitalId, now), expiresAt];
        }
      })(),
    });
  }
}
