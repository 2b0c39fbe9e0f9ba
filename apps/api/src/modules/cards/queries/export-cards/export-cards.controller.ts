import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CARDS_CSV_COLUMNS, csvFileSchema } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { type CardListDoc, cardsListProjection } from '@profyle/projector';
import { type CsvValue, streamCsv } from '../../../../shared/csv/csv-writer';
import { readModel } from '../../../../shared/read-model/read-model';
import { personNames } from '../../card-view';
import { ApiContract } from '../../../../shared/openapi/api-contract';

const PAGE = 2000;

/**
 * GET /v1/enterprise/{orgId}/cards/export: the organisation's NFC cards as CSV (card_id, printed_id,
 * enabled, demo, person_id, person_name), streamed page by page with the holders' names joined per page,
 * never the whole file in memory. Lost cards are listed too, disabled.
 */
@Controller('v1/enterprise/:orgId/cards')
export class ExportCardsController {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  @ApiContract({ summary: 'The NFC cards CSV export', responses: { 200: { description: 'The CSV file', contentType: 'text/csv', schema: csvFileSchema } } })
  @Get('export')
  async export(@Param('orgId') orgId: string, @Res() response: Response): Promise<void> {
    response.req.setTimeout(0);
    const store = this.store;
    await streamCsv(response, {
      kind: 'nfc-cards',
      organisationId: orgId,
      header: CARDS_CSV_COLUMNS,
      rows: (async function* (): AsyncGenerator<readonly CsvValue[]> {
        const cards = readModel(store, cardsListProjection);
        let after: string | undefined;
        do {
          const page = await cards.page({ filter: { organisation_id: orgId }, sort: [['short_id', 1]], limit: PAGE, after });
          const names = await personNames(store, orgId, page.data.map((card: CardListDoc) => card.person_id));
          for (const card of page.data) yield [card.card_id, card.short_id, card.enabled, card.demo, card.person_id, card.person_id ? (names.get(card.person_id) ?? '') : ''];
          after = page.next;
        } while (after);
      })(),
    });
  }
}
