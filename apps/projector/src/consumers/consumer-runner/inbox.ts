/**
 * The inbox makes a consumer idempotent: delivery is at least once (a restart or a publisher crash repeats
 * messages, always with the same CloudEvent id), so an id this group has handled before is dropped. An
 * entry is written only after the handler succeeded; a parked (dead-lettered) message has none, so its
 * replay is handled.
 *
 * Entries are kept on disk, not in memory (one per integration event and group, for ever, would grow the
 * process without bound), and pruned once older than the retention: repeats come within seconds (a crash
 * between handling and committing, a publisher that re-sends its last batch), dead-letter replays within
 * days. An entry's version is the time it was handled, so pruning deletes by version.
 */
import type { CloudEvent, Collection, ReadDocument, ReadStore } from '@profyle/infrastructure';

export const INBOX_COLLECTION = 'consumer_inbox';

export interface InboxEntry extends ReadDocument {
  group: string;
  event_id: string;
  type: string;
  organisation_id: string;
  handled_at: string;
}

export const inboxKey = (groupId: string, eventId: string): string => `${groupId}:${eventId}`;

/** How long an entry is kept: a dead letter replayed later reaches the groups that handled it again. */
export const INBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export class Inbox {
  private readonly entries: Collection<InboxEntry>;

  constructor(
    store: ReadStore,
    private readonly groupId: string,
  ) {
    this.entries = store.collection<InboxEntry>(INBOX_COLLECTION, [{ fields: [['_version', 1]] }], { onDisk: true });
  }

  async has(eventId: string): Promise<boolean> {
    return (await this.entries.get(inboxKey(this.groupId, eventId))) !== null;
  }

  /** Versioned by the time it was handled (what pruning goes by); recording an id again only moves that time. */
  async record(event: CloudEvent, handledAt: Date): Promise<void> {
    await this.entries.write([
      {
        kind: 'upsert',
        version: handledAt.getTime(),
        doc: { _id: inboxKey(this.groupId, event.id), group: this.groupId, event_id: event.id, type: event.type, organisation_id: event.organisationid, handled_at: handledAt.toISOString() },
      },
    ]);
  }

  /** Deletes the entries (of every group) handled before `before`; answers how many. */
  prune(before: Date): Promise<number> {
    return this.entries.deleteBelowVersion(before.getTime());
  }
}
