/**
 * WAL checkpoints off the event loop. A SQLite connection in WAL mode copies the log back into the
 * database file (a checkpoint, with its fsyncs) inside whichever commit crosses 1,000 pages: for the
 * read store and the bus, written on the main thread, that is a commit now and then that blocks every
 * request for milliseconds. A connection handed to the checkpointer stops checkpointing itself; one
 * thread per process, with a connection of its own per file, runs a PASSIVE checkpoint of each file a
 * few times a second instead. PASSIVE never waits for a reader or a writer, so the main thread never
 * waits for it either.
 *
 * If the thread is lost, each connection goes back to checkpointing itself, so the log never grows
 * without end.
 */
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/** How often each file is checkpointed. */
const INTERVAL_MS = 100;
/** SQLite's own default, put back if the thread is lost. */
const SELF_CHECKPOINT_PAGES = 1000;

/**
 * The thread, plain JavaScript so that the built code and the TypeScript tests run the same thing. It gets
 * `{ watch: id, file }` and `{ release: id, closed }`; once it has closed a released file's connection it
 * sets `closed[0]` and wakes the caller, who waits for that. A file it cannot open comes back as
 * `{ unwatched: id }`.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const watched = new Map();
const checkpoint = (db) => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} };
setInterval(() => { for (const db of watched.values()) checkpoint(db); }, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message.watch !== undefined) {
    try {
      const db = new Database(message.file);
      db.pragma('busy_timeout = 5000');
      watched.set(message.watch, db);
    } catch {
      parentPort.postMessage({ unwatched: message.watch });
    }
    return;
  }
  const db = watched.get(message.release);
  watched.delete(message.release);
  try { db?.close(); } catch {}
  Atomics.store(message.closed, 0, 1);
  Atomics.notify(message.closed, 0);
});
`;

/** How long a close waits for the thread to let go of the file. */
const RELEASE_WAIT_MS = 5000;
/** A thread with nothing to watch for this long ends (a store closed and opened again keeps it). */
const IDLE_END_MS = 1000;

/** A file the thread checkpoints, for every connection of this process that handed it over. */
interface WatchedFile {
  id: number;
  connections: Set<Database.Database>;
}

const checkpointItself = (connections: Iterable<Database.Database>) => {
  for (const db of connections) if (db.open) db.pragma(`wal_autocheckpoint = ${SELF_CHECKPOINT_PAGES}`);
};

export class WalCheckpointer {
  private worker: Worker | null = null;
  /** By absolute path: two connections to one file (the read store and the bus share one) share its checkpoints. */
  private readonly files = new Map<string, WatchedFile>();
  private next = 0;
  private idle: NodeJS.Timeout | undefined;

  /** `idleEndMs`: how long the thread outlives the last watched file. */
  constructor(private readonly idleEndMs = IDLE_END_MS) {}

  /** Whether the thread is up (tests). */
  get running(): boolean {
    return this.worker !== null;
  }

  /**
   * Takes the checkpoints of `db` (a connection to `file`, in WAL mode) over. Call the answer before
   * closing the connection: once no connection of this process watches the file any more, it returns
   * only after the thread has closed its own, so the owner's close is the last one (it copies what is left
   * and removes the log) and the file can be removed right after. A file that is not on disk (':memory:',
   * a URI) is left as it is.
   */
  watch(file: string, db: Database.Database): () => void {
    if (file === ':memory:' || file.startsWith('file:')) return () => undefined;
    const path = resolve(file);
    db.pragma('wal_autocheckpoint = 0');
    let watched = this.files.get(path);
    if (!watched) {
      watched = { id: this.next++, connections: new Set() };
      this.files.set(path, watched);
      clearTimeout(this.idle);
      this.thread().postMessage({ watch: watched.id, file: path });
    }
    const own = watched;
    own.connections.add(db);
    return () => {
      if (!own.connections.delete(db) || own.connections.size > 0 || this.files.get(path) !== own) return;
      this.files.delete(path);
      if (!this.worker) return;
      const closed = new Int32Array(new SharedArrayBuffer(4));
      this.worker.postMessage({ release: own.id, closed });
      Atomics.wait(closed, 0, 0, RELEASE_WAIT_MS);
      if (this.files.size === 0) this.endWhenIdle();
    };
  }

  /** Ends the thread if nothing is watched for a while; decided here, so no watch can reach a thread that is ending. */
  private endWhenIdle(): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      if (this.files.size > 0 || !this.worker) return;
      const worker = this.worker;
      this.worker = null;
      void worker.terminate();
    }, this.idleEndMs);
    this.idle.unref();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD, { eval: true, workerData: { driver: require.resolve('better-sqlite3'), intervalMs: INTERVAL_MS } });
    const lost = () => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const { connections } of this.files.values()) checkpointItself(connections);
      this.files.clear();
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    // A file the thread could not open checkpoints itself again.
    worker.on('message', ({ unwatched }: { unwatched: number }) => {
      for (const { id, connections } of this.files.values()) if (id === unwatched) checkpointItself(connections);
    });
    // It does not keep the process up. Last: a 'message' listener refs the worker's port again.
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

/** The process's one checkpointer. */
export const walCheckpointer = new WalCheckpointer();
