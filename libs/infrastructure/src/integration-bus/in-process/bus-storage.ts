/**
 * What makes the in-process bus durable: its messages and the consumer groups' committed offsets in a
 * SQLite file. In embedded mode that is the read store's own file, so a publish (committed here before
 * `publish` resolves) is always ahead of the publisher's checkpoint in the same write-ahead log: after a
 * crash, whatever the publisher had checkpointed is still on the bus, and each group resumes from the
 * offset it had committed. Offsets are committed after the handler succeeded and written every
 * `commitEveryMs` (50 ms by default; every group's, and the pruning of what all have passed, in one
 * transaction), as Kafka clients commit on an interval: a commit per message cost a transaction per
 * message and group. Losing the last ones only repeats messages, which the consumers' inboxes absorb.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { walCheckpointer } from '../../sqlite/wal-checkpointer';

export interface StoredMessage {
  topic: string;
  partition: number;
  offset: number;
  key: string;
  /** The CloudEvent as JSON. */
  event: string;
}

export interface StoredOffset {
  group: string;
  topic: string;
  partition: number;
  committed: number;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS bus_messages (
    topic TEXT NOT NULL, partition INTEGER NOT NULL, offset INTEGER NOT NULL, key TEXT NOT NULL, event TEXT NOT NULL,
    PRIMARY KEY (topic, partition, offset)
  );
  CREATE TABLE IF NOT EXISTS bus_partitions (topic TEXT NOT NULL, partition INTEGER NOT NULL, next_offset INTEGER NOT NULL, PRIMARY KEY (topic, partition));
  CREATE TABLE IF NOT EXISTS bus_offsets (
    group_id TEXT NOT NULL, topic TEXT NOT NULL, partition INTEGER NOT NULL, committed INTEGER NOT NULL,
    PRIMARY KEY (group_id, topic, partition)
  );
`;

export class BusStorage {
  private readonly db: Database.Database;
  private readonly insertAll: (messages: StoredMessage[]) => void;
  private readonly writeQueued: () => void;
  private readonly commits = new Map<string, StoredOffset>();
  private readonly prunes = new Map<string, { topic: string; partition: number; below: number }>();
  private flushScheduled = false;
  private readonly releaseCheckpoints: () => void;
  private readonly commitEveryMs: number;

  constructor(file: string, options: { synchronous: 'NORMAL' | 'FULL'; commitEveryMs?: number }) {
    this.commitEveryMs = options.commitEveryMs ?? 50;
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous}`);
    this.db.pragma('busy_timeout = 5000');
    // Copying the log back into the file is the checkpointer's job, off the event loop.
    this.releaseCheckpoints = walCheckpointer.watch(file, this.db);
    this.db.exec(SCHEMA);
    const insert = this.db.prepare('INSERT INTO bus_messages (topic, partition, offset, key, event) VALUES (?, ?, ?, ?, ?)');
    const next = this.db.prepare('INSERT INTO bus_partitions (topic, partition, next_offset) VALUES (?, ?, ?) ON CONFLICT (topic, partition) DO UPDATE SET next_offset = excluded.next_offset');
    const commit = this.db.prepare(
      'INSERT INTO bus_offsets (group_id, topic, partition, committed) VALUES (?, ?, ?, ?) ON CONFLICT (group_id, topic, partition) DO UPDATE SET committed = MAX(committed, excluded.committed)',
    );
    const prune = this.db.prepare('DELETE FROM bus_messages WHERE topic = ? AND partition = ? AND offset < ?');
    this.insertAll = this.db.transaction((messages: StoredMessage[]) => {
      for (const m of messages) {
        insert.run(m.topic, m.partition, m.offset, m.key, m.event);
        next.run(m.topic, m.partition, m.offset + 1);
      }
    });
    this.writeQueued = this.db.transaction(() => {
      for (const c of this.commits.values()) commit.run(c.group, c.topic, c.partition, c.committed);
      for (const p of this.prunes.values()) prune.run(p.topic, p.partition, p.below);
    });
  }

  /** Everything kept: messages in offset order, where each partition goes on, and every group's offsets. */
  load(): { messages: StoredMessage[]; next: { topic: string; partition: number; next_offset: number }[]; offsets: StoredOffset[] } {
    return {
      messages: this.db.prepare('SELECT topic, partition, offset, key, event FROM bus_messages ORDER BY topic, partition, offset').all() as StoredMessage[],
      next: this.db.prepare('SELECT topic, partition, next_offset FROM bus_partitions').all() as { topic: string; partition: number; next_offset: number }[],
      offsets: (this.db.prepare('SELECT group_id AS "group", topic, partition, committed FROM bus_offsets').all() as StoredOffset[]),
    };
  }

  /** Stores published messages now, in one transaction: `publish` resolves only after this. */
  append(messages: StoredMessage[]): void {
    if (messages.length > 0) this.insertAll(messages);
  }

  /** Records a group's offset with the next batch of commits. */
  commit(offset: StoredOffset): void {
    this.commits.set(`${offset.group}\n${offset.topic}\n${offset.partition}`, offset);
    this.schedule();
  }

  /** Deletes a partition's messages below `below` (every group is past them) with the next batch of commits. */
  prune(topic: string, partition: number, below: number): void {
    this.prunes.set(`${topic}\n${partition}`, { topic, partition, below });
    this.schedule();
  }

  close(): void {
    if (!this.db.open) return;
    this.flush();
    this.releaseCheckpoints();
    this.db.close();
  }

  private schedule(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // Unref'd: a process may end without a close, which only repeats the last messages, as a crash does.
    setTimeout(() => this.flush(), this.commitEveryMs).unref();
  }

  private flush(): void {
    this.flushScheduled = false;
    if (!this.db.open || (this.commits.size === 0 && this.prunes.size === 0)) return;
    try {
      this.writeQueued();
    } catch {
      // The file is busy or failing: keep what is queued and try again shortly. Until then a restart
      // would only deliver some messages again.
      setTimeout(() => this.schedule(), 100).unref();
      return;
    }
    this.commits.clear();
    this.prunes.clear();
  }
}
