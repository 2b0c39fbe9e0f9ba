/**
 * The inbox makes a consumer idempotent: delivery is at least once (a restart or a publisher crash repeats
 * messages, always with the same CloudEvent id), so an id this group has handled before is dropped. An
 * entry is written only after the handler succeeded; a parked (dead-lettered) message has none, so its
 * replay is handled.
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

export class Inbox {
  private readonly entries: Collection<InboxEntry>;

  constructor(
    store: ReadStore,
    private readonly groupId: string,
  ) {
    this.entries = store.collection<InboxEntry>(INBOX_COLLECTION);
  }

  async has(eventId: string): Promise<boolean> {
    return (await this.entries.get(inboxKey(this.groupId, eventId))) !== null;
  }

  /** Version 1 always: a second record of the same id is a guarded no-op, never an overwrite. */
  async record(event: CloudEvent, handledAt: Date): Promise<void> {
    await this.entries.write([
      {
        kind: 'upsert',
        version: 1,
        doc: { _id: inboxKey(this.groupId, event.id), group: this.groupId, event_id: event.id, type: event.type, organisation_id: event.organisationid, handled_at: handledAt.toISOString() },
      },
    ]);
  }
}
