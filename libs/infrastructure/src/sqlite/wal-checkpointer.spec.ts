import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { runScript } from '../testing/script-process';
import { WalCheckpointer, walCheckpointer } from './wal-checkpointer';

const until = async (condition: () => boolean, timeoutMs = 5000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('WAL checkpointer', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'wal-checkpointer-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const open = (file: string) => {
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE IF NOT EXISTS rows (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
    return db;
  };
  /** About 2 MB in 100 commits, none of them past SQLite's own 1,000-page checkpoint by itself. */
  const write = (db: Database.Database) => {
    const insert = db.prepare('INSERT INTO rows (text) VALUES (?)');
    for (let commit = 0; commit < 100; commit++) db.transaction(() => { for (let i = 0; i < 20; i++) insert.run('x'.repeat(1000)); })();
  };

  it('takes a connection\'s checkpoints over: it no longer copies the log into the file itself, the thread does', async () => {
    const file = join(dir, 'watched.sqlite');
    const db = open(file);
    const release = walCheckpointer.watch(file, db);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const before = statSync(file).size;
    write(db);
    // Everything went to the log first; the thread copies it into the file within a few of its rounds.
    await until(() => statSync(file).size > before + 1_500_000);
    db.close();
    release();
  });

  it('keeps checkpointing a file shared by two connections until the last of them lets go', async () => {
    const file = join(dir, 'shared.sqlite');
    const first = open(file);
    const second = open(file);
    const releaseFirst = walCheckpointer.watch(file, first);
    const releaseSecond = walCheckpointer.watch(file, second);
    releaseFirst();
    first.close();
    const before = statSync(file).size;
    write(second);
    await until(() => statSync(file).size > before + 1_500_000);
    releaseSecond();
    second.close();
  });

  it('gives a connection its own checkpoints back when the thread cannot open its file', async () => {
    const db = open(join(dir, 'opened.sqlite'));
    // The thread is told of a file that cannot be opened (its folder does not exist).
    const release = walCheckpointer.watch(join(dir, 'missing', 'opened.sqlite'), db);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await until(() => db.pragma('wal_autocheckpoint', { simple: true }) === 1000);
    release();
    db.close();
  });

  it('leaves a database that is not a file as it is', () => {
    const db = new Database(':memory:');
    const release = walCheckpointer.watch(':memory:', db);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    release();
    db.close();
  });

  it('ends its thread once nothing is watched for a while, and starts a new one for the next file', async () => {
    const checkpointer = new WalCheckpointer(20);
    for (const name of ['first.sqlite', 'second.sqlite']) {
      const file = join(dir, name);
      const db = open(file);
      const release = checkpointer.watch(file, db);
      expect(checkpointer.running).toBe(true);
      const before = statSync(file).size;
      write(db);
      await until(() => statSync(file).size > before + 1_500_000);
      release();
      db.close();
      await until(() => !checkpointer.running);
    }
  });

  it('does not keep a process up: a script that leaves a watched connection open still ends', async () => {
    const script = `
      const Database = require(process.argv[2]);
      const { walCheckpointer } = require(process.argv[1]);
      const db = new Database(process.argv[3]);
      db.pragma('journal_mode = WAL');
      walCheckpointer.watch(process.argv[3], db);
      console.log('watched');`;
    const ended = await runScript(script, [join(__dirname, 'wal-checkpointer.ts'), require.resolve('better-sqlite3'), join(dir, 'left-open.sqlite')], { cwd: __dirname, timeoutMs: 10_000 });
    expect(ended).toEqual({ code: 0, out: 'watched' });
  });
});
