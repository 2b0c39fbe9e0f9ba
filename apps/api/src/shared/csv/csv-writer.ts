import type { Response } from 'express';
import type { Collection, Filter, ReadDocument, Sort } from '@profyle/infrastructure';

/**
 * The one CSV writer every export uses: RFC 4180 quoting, formula-safe cells, streamed to the response
 * with backpressure, file names carrying the organisation id and a timestamp (spec 001 section 9).
 *
 * Formula safety: a text cell starting with =, +, -, @, a tab or a carriage return would be run as a
 * formula by a spreadsheet, so it is written with a leading apostrophe (the OWASP rule). The import
 * (`unescapeFormula`) takes that apostrophe off again, so an exported file re-imports unchanged.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export const csvCell = (value: CsvValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The inverse of the formula guard, for cells read back by the import. */
export const unescapeFormula = (cell: string): string => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

export const csvLine = (values: readonly CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`;

/** `<kind>-<organisationId>-<yyyymmdd-hhmmss>.csv`, in UTC. */
export const exportFileName = (kind: string, organisationId: string, now = new Date()): string => {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const safeOrg = organisationId.replace(/[^A-Za-z0-9_-]/g, '_');
  return `${kind}-${safeOrg}-${stamp}.csv`;
};

/**
 * Streams a CSV file: the header, then every row the source yields, written as the client reads them
 * (a slow client pauses the source instead of filling memory). Ends the response.
 */
export const streamCsv = async (response: Response, file: { kind: string; organisationId: string; header: readonly string[]; rows: AsyncIterable<readonly CsvValue[]> }): Promise<void> => {
  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${exportFileName(file.kind, file.organisationId)}"`);
  response.setHeader('Cache-Control', 'no-store');
  const write = async (chunk: string) => {
    if (response.write(chunk)) return;
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        response.off('drain', settle);
        response.off('close', settle);
        response.off('error', settle);
        if (error) reject(error);
        else resolve();
      };
      response.on('drain', settle);
      response.on('close', settle);
      response.on('error', settle);
    });
  };
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  await write(`\uFEFF${csvLine(file.header)}`);
  let batch = '';
  for await (const row of file.rows) {
    if (response.destroyed) break;
    batch += csvLine(row);
    if (batch.length >= 64 * 1024) {
      await write(batch);
      batch = '';
    }
  }
  if (batch && !response.destroyed) await write(batch);
  response.end();
};

/** Every document of a read model that matches, page by page through the store's cursor (never all in memory). */
export async function* readModelDocuments<D extends ReadDocument>(collection: Collection<D>, filter: Filter, sort: Sort, pageSize = 2000): AsyncGenerator<D> {
  let after: string | undefined;
  do {
    const page = await collection.page({ filter, sort, limit: pageSize, after });
    for (const doc of page.data) yield doc;
    after = page.next;
  } while (after);
}
