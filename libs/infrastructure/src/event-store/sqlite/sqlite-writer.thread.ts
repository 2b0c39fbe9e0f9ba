/**
 * The writer thread of a file-backed SqliteEventStore: it owns the write connection (WAL,
 * synchronous=FULL), so the fsync of every commit happens here and never blocks the event loop. It gets
 * `{ id, batch }`, writes the batch in one transaction and answers `{ id, outcomes }` once COMMIT returned
 * (or `{ id, failure }` when the batch as a whole failed); `'close'` closes the connection and ends it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { type AppendRequest, outcomeOf, SqliteWriter } from './sqlite-writer';

const { file, busyTimeoutMs } = workerData as { file: string; busyTimeoutMs: number };
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma(`busy_timeout = ${busyTimeoutMs}`);
const writer = new SqliteWriter(db);
const port = parentPort as NonNullable<typeof parentPort>;

port.on('message', (message: { id: number; batch: AppendRequest[] } | 'close') => {
  if (message === 'close') {
    db.close();
    port.close();
    return;
  }
  try {
    port.postMessage({ id: message.id, outcomes: writer.write(message.batch) });
  } catch (error) {
    port.postMessage({ id: message.id, failure: outcomeOf(error) });
  }
});
