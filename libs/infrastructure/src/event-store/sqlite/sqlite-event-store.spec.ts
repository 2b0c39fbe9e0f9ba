import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  delay,
  event,
  eventStoreContract,
  eventually,
  newCategory,
  recorder,
  streamIn,
  times,
} from '../event-store.contract';
import { EventIdConflictError, WrongExpectedRevisionError } from '../event-store.port';
import { SqliteEventStore } from './sqlite-event-store';
import { runScript } from '../../testing/script-process';

eventStoreContract('SqliteEventStore (:memory:)', async () => ({ store: new SqliteEventStore({ file: ':memory:' }) }));

eventStoreContract('SqliteEventStore (file)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-contract-'));
  return {
    store: new SqliteEventStore({ file: join(dir, 'events.sqlite') }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe('SqliteEventStore', () => {
  let dir: string;
  let file: string;
  const open: SqliteEventStore[] = [];
  const openStore = (options: { file?: string; pollIntervalMs?: number } = {}): SqliteEventStore => {
    const store = new SqliteEventStore({ file: options.file ?? file, pollIntervalMs: options.pollIntervalMs });
    open.push(store);
    return store;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-event-store-'));
    file = join(dir, 'events.sqlite');
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  describe('group commit', () => {
    it('writes 100 concurrent appends to different streams in far fewer transactions', async () => {
      const store = openStore();
      const results = await Promise.all(times(100, () => store.append(streamIn('person'), [event()], 'no-stream')));

      expect(results.every((r) => r.nextRevision === 0)).toBe(true);
      expect(new Set(results.map((r) => r.position)).size).toBe(100);
      const stats = store.stats();
      expect(stats.appends).toBe(100);
      expect(stats.transactions).toBeLessThan(100);
      expect(stats.largestBatch).toBeGreaterThan(1);
    });

    it('checks each append of a batch on its own, seeing earlier appends of the same batch', async () => {
      const store = openStore();
      const stream = streamIn('person');
      const outcomes = await Promise.allSettled([
        store.append(stream, [event()], 'no-stream'),
        store.append(stream, [event()], 0),
        store.append(stream, [event()], 0),
        store.append(stream, [event(), event()], 'exists'),
        store.append(stream, [event()], 'no-stream'),
      ]);

      expect(store.stats().transactions).toBe(1);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected']);
      expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.nextRevision : o.reason.actual))).toEqual([0, 1, 1, 3, 3]);
      expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
    });

    it('rolls back only the failing append of a batch', async () => {
      const store = openStore();
      const taken = event();
      await store.append(streamIn('card'), [taken], 'no-stream');
      const [ok, conflicting, alsoOk] = await Promise.allSettled([
        store.append(streamIn('card'), [event(), event()], 'no-stream'),
        store.append(streamIn('card'), [event(), taken], 'no-stream'),
        store.append(streamIn('card'), [event()], 'no-stream'),
      ]);

      expect(ok.status).toBe('fulfilled');
      expect(alsoOk.status).toBe('fulfilled');
      expect(conflicting.status === 'rejected' && conflicting.reason).toBeInstanceOf(EventIdConflictError);
      expect(await store.headPosition()).toBe(4);
    });
  });

  describe('writer thread', () => {
    it('commits on a thread of its own: the event loop keeps running while a commit waits for the lock', async () => {
      const store = openStore();
      expect(store.stats().writer).toBe('thread');
      const inMemory = new SqliteEventStore({ file: ':memory:' });
      open.push(inMemory);
      expect(inMemory.stats().writer).toBe('inline');
      await store.append(streamIn('person'), [event()], 'no-stream');
      // Another connection holds the write lock: the append waits for it on the writer thread...
      const other = new Database(file);
      other.prepare('BEGIN IMMEDIATE').run();
      let acknowledged = false;
      const appended = store.append(streamIn('person'), [event()], 'no-stream').then((r) => ((acknowledged = true), r));
      // ...while timers and reads on this thread go on, and nothing is acknowledged before the commit.
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 5);
      await delay(150);
      clearInterval(ticker);
      expect(ticks).toBeGreaterThan(5);
      expect(acknowledged).toBe(false);
      expect(await store.headPosition()).toBe(1);
      other.prepare('COMMIT').run();
      other.close();
      await expect(appended).resolves.toMatchObject({ nextRevision: 0, position: 2 });
    });

    it('fails the appends of a batch when the lock does not come in time, and keeps working after', async () => {
      const store = new SqliteEventStore({ file, busyTimeoutMs: 50 });
      open.push(store);
      const other = new Database(file);
      other.pragma('journal_mode = WAL');
      other.prepare('BEGIN IMMEDIATE').run();
      await expect(store.append(streamIn('person'), [event()], 'no-stream')).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      other.prepare('ROLLBACK').run();
      other.close();
      await expect(store.append(streamIn('person'), [event()], 'no-stream')).resolves.toMatchObject({ nextRevision: 0 });
    });
    it('keeps a script alive until close has ended the thread, so a script ending in close() finishes it', async () => {
      // A separate process whose only pending work is the store: it appends, closes and says so.
      const script = `
        const { SqliteEventStore } = require(process.argv[1]);
        (async () => {
          const store = new SqliteEventStore({ file: process.argv[2] });
          await store.append('person-1', [{ id: '${'00000000-0000-4000-8000-000000000001'}', type: 'PersonCreated', data: {}, metadata: {} }], 'no-stream');
          await store.close();
          console.log('closed');
        })();`;
      expect(await runScript(script, [join(__dirname, 'sqlite-event-store.ts'), file], { cwd: __dirname })).toEqual({ code: 0, out: 'closed' });
    });
  });

  describe('storage', () => {
    it('starts positions at 1 and reports head 0 when empty', async () => {
      const store = openStore();
      expect(await store.headPosition()).toBe(0);
      const { position } = await store.append(streamIn('person'), [event()], 'no-stream');
      expect(position).toBe(1);
      expect(await store.headPosition()).toBe(1);
    });

    it('keeps appended events across close and reopen, in WAL mode', async () => {
      const first = openStore();
      const stream = streamIn('order');
      const events = [event('OrderPlaced'), event('OrderPaid')];
      await first.append(stream, events, 'no-stream');
      // Accepted just before close: close still writes it.
      const late = first.append(stream, [event('OrderShipped')], 1);
      await first.close();
      await expect(late).resolves.toMatchObject({ nextRevision: 2 });
      await expect(first.append(stream, [event()], 'any')).rejects.toThrow(/closed/);

      const reopened = openStore();
      expect((await reopened.readStream(stream)).map((e) => e.type)).toEqual(['OrderPlaced', 'OrderPaid', 'OrderShipped']);
      const raw = new Database(file, { readonly: true });
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      raw.close();
    });

    it('refuses an event id that another stream holds, or a partial repeat even at the right revision', async () => {
      const store = openStore();
      const [a, b] = [event(), event()];
      await store.append(streamIn('person'), [a], 'no-stream');
      const stream = streamIn('person');
      await store.append(stream, [b], 'no-stream');

      await expect(store.append(streamIn('person'), [a], 'no-stream')).rejects.toBeInstanceOf(EventIdConflictError);
      await expect(store.append(stream, [b, event()], 0)).rejects.toBeInstanceOf(EventIdConflictError);
      expect(await store.headPosition()).toBe(2);
    });

    it('answers a retry even when its expected revision is now wrong', async () => {
      const store = openStore();
      const stream = streamIn('person');
      const original = await store.append(stream, [event()], 'no-stream');
      const retried = [event()];
      const second = await store.append(stream, retried, 0);
      await store.append(stream, [event()], 1);

      await expect(store.append(stream, retried, 0)).resolves.toEqual(second);
      await expect(store.append(stream, retried, 7)).resolves.toEqual(second);
      await expectRejects(store.append(stream, [event()], 0), WrongExpectedRevisionError);
      expect(original.nextRevision).toBe(0);
    });
  });

  describe('a second process on the same file', () => {
    it('sees appends live by polling, in order, exactly once', async () => {
      const api = openStore();
      const projector = openStore({ pollIntervalMs: 50 });
      const category = newCategory();
      await api.append(streamIn(category), times(3, () => event()), 'no-stream');

      const seen = recorder();
      const subscription = projector.subscribeToAll({ filter: { categories: [category] }, batchSize: 10 }, seen.handler);
      const streams = times(5, () => streamIn(category));
      for (let round = 0; round < 20; round += 1) {
        await Promise.all(streams.map((s) => api.append(s, [event()], 'any')));
        if (round % 5 === 0) await delay(60);
      }
      await eventually(() => seen.events.length >= 103);
      await delay(200);
      await subscription.stop();

      const log = await api.readAll({ filter: { categories: [category] } });
      expect(seen.events.map((e) => e.id)).toEqual(log.map((e) => e.id));
      expect(log).toHaveLength(103);
    });

    it('delivers, in position order and once each, events that a separate OS process writes meanwhile', async () => {
      const store = openStore({ pollIntervalMs: 50 });
      const category = newCategory();
      const seen = recorder();
      const subscription = store.subscribeToAll({ filter: { categories: [category] } }, seen.handler);

      // The other process writes rows the way the store does, one transaction each, taking the same
      // write lock, while this process appends too.
      const writer = spawn(process.execPath, ['-e', OTHER_PROCESS_WRITER, require.resolve('better-sqlite3'), file, streamIn(category)]);
      let exitCode: number | null | undefined;
      writer.on('exit', (code) => (exitCode = code));
      await new Promise((resolve) => writer.stdout.once('data', resolve));
      // Keep appending until the other process is done, so that the two really contend for the lock.
      const streams = times(4, () => streamIn(category));
      let appended = 0;
      while (exitCode === undefined) {
        await Promise.all(streams.map((s) => store.append(s, [event()], 'any')));
        appended += streams.length;
      }
      expect(exitCode).toBe(0);
      await eventually(() => seen.events.length >= 100 + appended);
      await delay(200);
      await subscription.stop();

      const log = await store.readAll({ filter: { categories: [category] } });
      expect(log).toHaveLength(100 + appended);
      expect(seen.events.map((e) => e.position)).toEqual(log.map((e) => e.position));
    });

    it('serialises writers: concurrent appends from both instances all land, with unique positions', async () => {
      const one = openStore();
      const two = openStore();
      const stream = streamIn('pool');
      await one.append(stream, [event()], 'no-stream');

      const outcomes = await Promise.allSettled([
        ...times(10, () => one.append(stream, [event()], 'any')),
        ...times(10, () => two.append(stream, [event()], 'any')),
        one.append(stream, [event()], 0),
        two.append(stream, [event()], 0),
      ]);
      const fulfilled = outcomes.filter((o) => o.status === 'fulfilled');
      expect(fulfilled.length).toBeGreaterThanOrEqual(20);
      expect(fulfilled.length).toBeLessThanOrEqual(21);
      const read = await two.readStream(stream);
      expect(read.map((e) => e.revision)).toEqual(times(read.length, (i) => i));
      expect(read).toHaveLength(1 + fulfilled.length);
    });
  });
});

const expectRejects = async (promise: Promise<unknown>, type: new (...args: never[]) => Error): Promise<void> => {
  await expect(promise).rejects.toBeInstanceOf(type);
};

/** argv: better-sqlite3 path, database file, stream. Appends 100 events, one IMMEDIATE transaction each. */
const OTHER_PROCESS_WRITER = `
const [, modulePath, file, stream] = process.argv;
const Database = require(modulePath);
const { randomUUID } = require('node:crypto');
const db = new Database(file);
db.pragma('busy_timeout = 5000');
process.stdout.write('ready\\n');
const insert = db.prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
const metadata = JSON.stringify({ organisationId: 'org-1', actor: { userId: 'importer' }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString(), schemaVersion: 1 });
for (let revision = 0; revision < 100; revision += 1) {
  db.transaction(() => insert.run(randomUUID(), stream, revision, 'Imported', '{}', metadata, new Date().toISOString())).immediate();
}
db.close();
`;
