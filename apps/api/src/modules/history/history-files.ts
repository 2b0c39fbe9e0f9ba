import type { Response } from 'express';
import type { HistoryEntry } from '@profyle/contracts';
import { type CsvValue, exportFileName, streamCsv } from '../../shared/csv/csv-writer';

/** Writes with backpressure: waits for `drain` when the socket's buffer is full. */
const writer = (response: Response) => async (chunk: string) => {
  if (response.write(chunk)) return;
  await new Promise<void>((resolve) => {
    const settle = () => {
      response.off('drain', settle);
      response.off('close', settle);
      resolve();
    };
    response.on('drain', settle);
    response.on('close', settle);
  });
};

/**
 * Streams a JSON document `{ <head fields>, "<listName>": [ ...items ], <tail fields> }` as the items come,
 * so an export of 100,000 events never sits in memory. The file name is the CSV exports' with `.json`.
 */
export const streamJson = async (
  response: Response,
  file: { kind: string; organisationId: string; head: Record<string, unknown>; listName: string; items: AsyncIterable<unknown>; tail?: () => Promise<Record<string, unknown>> },
): Promise<void> => {
  response.status(200);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${exportFileName(file.kind, file.organisationId).replace(/\.csv$/, '.json')}"`);
  response.setHeader('Cache-Control', 'no-store');
  const write = writer(response);
  const head = JSON.stringify(file.head);
  await write(`${head.slice(0, -1)}${head.length > 2 ? ',' : ''}${JSON.stringify(file.listName)}:[`);
  let first = true;
  let batch = '';
  for await (const item of file.items) {
    if (response.destroyed) return;
    batch += `${first ? '' : ','}\n${JSON.stringify(item)}`;
    first = false;
    if (batch.length >= 64 * 1024) {
      await write(batch);
      batch = '';
    }
  }
  const tail = file.tail ? JSON.stringify(await file.tail()) : '{}';
  await write(`${batch}\n]${tail.length > 2 ? `,${tail.slice(1, -1)}` : ''}}\n`);
  response.end();
};

/** The organisation history's CSV columns. */
export const HISTORY_CSV_HEADER = [
  'at',
  'event',
  'action',
  'entity',
  'entity_id',
  'entity_name',
  'actor',
  'actor_user_id',
  'impersonating',
  'command',
  'correlation_id',
  'causation_id',
  'stream_id',
  'revision',
  'event_id',
  'data',
] as const;

const csvRow = (e: HistoryEntry): CsvValue[] => [
  e.at,
  e.type_words,
  e.action,
  e.entity,
  e.entity_id,
  e.entity_label,
  e.actor.email,
  e.actor.user_id,
  e.actor.impersonating,
  e.command,
  e.correlation_id,
  e.causation_id,
  e.stream_id,
  e.revision,
  e.event_id,
  JSON.stringify(e.data),
];

export const streamHistoryCsv = (response: Response, organisationId: string, entries: AsyncIterable<HistoryEntry>): Promise<void> =>
  streamCsv(response, {
    kind: 'history',
    organisationId,
    header: HISTORY_CSV_HEADER,
    rows: (async function* () {
      for await (const entry of entries) yield csvRow(entry);
    })(),
  });
