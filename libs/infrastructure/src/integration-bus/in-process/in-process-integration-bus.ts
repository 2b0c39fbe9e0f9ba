/**
 * The embedded-mode bus: Kafka's delivery model in one process, so code written against the port behaves
 * the same in both modes. Each topic is a set of partitions (a message's key picks one, so one
 * organisation's messages keep their order), each consumer group keeps its own committed offset per
 * partition and moves it only after the handler resolved, and a handler that throws gets the same message
 * again.
 *
 * With a `file` it is durable (bus-storage.ts): a publish is stored before it resolves and every group
 * resumes after a restart from the offset it had committed, so every consumer sees every message at least
 * once across crashes. Messages every group has passed are dropped, from memory and from the file. Without
 * one, nothing survives the process (tests).
 */
import type { CloudEvent, Consumer, ConsumerOptions, IntegrationBus, MessageHandler, PublishedMessage } from '../integration-bus.port';
import { partitionForKey } from '../partition-key';
import { BusStorage } from './bus-storage';

export interface InProcessIntegrationBusOptions {
  /** Partitions per topic. Default 4. */
  partitions?: number;
  /** Pause before a message whose handler threw is delivered again. Default 100 ms. */
  redeliveryDelayMs?: number;
  /**
   * Messages kept per partition; older ones are dropped (as Kafka's retention does) and a group behind
   * them continues at the oldest one kept. Default 10 000, so a long-running embedded server stays bounded.
   */
  retainPerPartition?: number;
  /** Keeps messages and committed offsets in this SQLite file (see bus-storage.ts). */
  file?: string;
  /** `NORMAL` when the file is shared with the read store (one write-ahead log orders both), else `FULL`. Default FULL. */
  synchronous?: 'NORMAL' | 'FULL';
  /**
   * How long committed offsets may wait before they are written to the file, all groups' in one
   * transaction (see BusStorage). Default 50 ms.
   */
  offsetStoreEveryMs?: number;
}

interface Partition {
  /** Offset of `messages[0]`. */
  base: number;
  messages: KeptMessage[];
}

/**
 * A message as the bus keeps it: the event serialised once (as stored in the file), so each delivery is
 * one parse into the consumer's own copy, as over a wire; the type is kept for passing over unwanted ones.
 */
interface KeptMessage {
  topic: string;
  key: string;
  type: string;
  json: string;
}

interface Member {
  topics: ReadonlySet<string>;
  /** The types the member acts on (all when null): others are passed over without a delivery. */
  wants: ReadonlySet<string> | null;
  handler: MessageHandler;
  stopped: boolean;
}

/** One consumer group's progress on one partition, and the loop that feeds it to the assigned member. */
interface PartitionCursor {
  topic: string;
  partition: number;
  committed: number;
  /** The offset moved over messages the group does not want, and is not stored yet (see `passOver`). */
  unstored: boolean;
  /** Whether a pump feeds this partition to the group's members (consumeToEnd reads without one). */
  pumping: boolean;
  /** Called when a message arrives or the group's membership changes. */
  wake?: () => void;
  /** Resolves when the delivery in flight (if any) has settled. */
  inFlight: Promise<void>;
}

interface Group {
  id: string;
  members: Member[];
  cursors: Map<string, PartitionCursor>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long an offset moved only over unwanted messages may stay unstored. */
const PASSED_OVER_STORE_MS = 1000;
/** Unwanted messages passed over in a row before the pump yields to the event loop. */
const PASS_OVER_RUN = 500;

/** The types a consumer acts on, or null for every type. */
const wantedTypes = (options: ConsumerOptions): ReadonlySet<string> | null => (options.eventTypes ? new Set(options.eventTypes) : null);

/** A fresh copy for each delivery: consumers never share (or mutate) the publisher's objects or each other's. */
const delivered = (message: KeptMessage): PublishedMessage => ({ topic: message.topic, key: message.key, event: JSON.parse(message.json) as CloudEvent });

export class InProcessIntegrationBus implements IntegrationBus {
  private readonly partitionCount: number;
  private readonly redeliveryDelayMs: number;
  private readonly retain: number;
  private readonly topics = new Map<string, Partition[]>();
  private readonly groups = new Map<string, Group>();
  private closed = false;
  private passedOverTimer?: ReturnType<typeof setTimeout>;
  private readonly storage?: BusStorage;
  /** Offsets groups committed before a restart, by `group/topic/partition`, until they subscribe again. */
  private readonly storedCommits = new Map<string, number>();
  /** Groups that ever read a topic (stored or live): a message is dropped once all of them are past it. */
  private readonly readers = new Map<string, Set<string>>();

  constructor(options: InProcessIntegrationBusOptions = {}) {
    this.partitionCount = options.partitions ?? 4;
    this.redeliveryDelayMs = options.redeliveryDelayMs ?? 100;
    this.retain = options.retainPerPartition ?? 10_000;
    if (options.file) {
      this.storage = new BusStorage(options.file, { synchronous: options.synchronous ?? 'FULL', commitEveryMs: options.offsetStoreEveryMs });
      this.restore(this.storage);
    }
  }

  async publish(messages: PublishedMessage[]): Promise<void> {
    if (this.closed) throw new Error('InProcessIntegrationBus is closed');
    // Offsets first, then the file (one transaction), then memory: a failed store publishes nothing.
    const placed = messages.map((message) => {
      const partitions = this.topic(message.topic);
      const index = partitionForKey(message.key, partitions.length);
      const kept: KeptMessage = { topic: message.topic, key: message.key, type: message.event.type, json: JSON.stringify(message.event) };
      return { message: kept, index, partition: partitions[index] };
    });
    const next = new Map<Partition, number>();
    const stored = placed.map(({ message, index, partition }) => {
      const offset = next.get(partition) ?? partition.base + partition.messages.length;
      next.set(partition, offset + 1);
      return { topic: message.topic, partition: index, offset, key: message.key, event: message.json };
    });
    this.storage?.append(stored);
    for (const { message, index, partition } of placed) {
      partition.messages.push(message);
      if (partition.messages.length > this.retain) {
        const dropped = partition.messages.length - this.retain;
        partition.messages.splice(0, dropped);
        partition.base += dropped;
        this.storage?.prune(message.topic, index, partition.base);
      }
    }
    this.wakeAll();
  }

  async subscribe(options: ConsumerOptions, handler: MessageHandler): Promise<Consumer> {
    if (this.closed) throw new Error('InProcessIntegrationBus is closed');
    const group = this.group(options.groupId);
    const member: Member = { topics: new Set(options.topics), wants: wantedTypes(options), handler, stopped: false };
    group.members.push(member);
    for (const topic of options.topics) {
      this.topic(topic).forEach((partition, index) => {
        const cursor = this.cursor(group, topic, index, partition, options.fromBeginning ?? false);
        if (!cursor.pumping) {
          cursor.pumping = true;
          void this.pump(group, topic, index, cursor);
        }
      });
    }
    this.wakeGroup(group);
    return {
      stop: async () => {
        if (member.stopped) return;
        member.stopped = true;
        group.members = group.members.filter((m) => m !== member);
        this.wakeGroup(group);
        // A delivery to this member that is under way finishes (and commits) before stop resolves.
        await Promise.all([...group.cursors.values()].map((cursor) => cursor.inFlight));
      },
    };
  }

  /** Reads each partition from the group's offset to where it ended at the call, one message at a time. */
  async consumeToEnd(options: ConsumerOptions, handler: MessageHandler): Promise<number> {
    if (this.closed) throw new Error('InProcessIntegrationBus is closed');
    const group = this.group(options.groupId);
    const wants = wantedTypes(options);
    let handled = 0;
    for (const topic of options.topics) {
      const partitions = this.topic(topic);
      const ends = partitions.map((p) => p.base + p.messages.length);
      for (const [index, partition] of partitions.entries()) {
        const cursor = this.cursor(group, topic, index, partition, options.fromBeginning ?? false);
        for (let offset = Math.max(cursor.committed, partition.base); offset < ends[index]; offset = Math.max(cursor.committed, partition.base)) {
          const message = partition.messages[offset - partition.base];
          // Passed over as the live pump passes over it: not handled, the offset stored with the next commit.
          if (wants && !wants.has(message.type)) {
            this.passOver(cursor, offset + 1);
            continue;
          }
          try {
            await handler(delivered(message));
          } catch {
            await sleep(this.redeliveryDelayMs);
            continue;
          }
          this.commit(options.groupId, cursor, offset + 1);
          handled += 1;
        }
      }
    }
    return handled;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const group of this.groups.values()) {
      group.members.forEach((m) => (m.stopped = true));
      group.members = [];
      this.wakeGroup(group);
    }
    await Promise.all([...this.groups.values()].flatMap((g) => [...g.cursors.values()].map((c) => c.inFlight)));
    this.storePassedOver();
    this.storage?.close();
  }

  /** Messages in memory per partition (what has not been dropped yet), for tests and diagnostics. */
  retained(topic: string): number[] {
    return (this.topics.get(topic) ?? []).map((p) => p.messages.length);
  }

  /** Rebuilds partitions and stored offsets from the file after a restart. */
  private restore(storage: BusStorage): void {
    const { messages, next, offsets } = storage.load();
    for (const { topic, partition, next_offset } of next) {
      const p = this.topic(topic)[partition];
      if (p) p.base = next_offset;
    }
    for (const m of messages) {
      const p = this.topic(m.topic)[m.partition];
      if (!p) continue;
      // Stored offsets are consecutive from the oldest kept one; the partition's end is known already.
      if (p.messages.length === 0) p.base = m.offset;
      p.messages.push({ topic: m.topic, key: m.key, type: (JSON.parse(m.event) as CloudEvent).type, json: m.event });
    }
    for (const o of offsets) {
      this.storedCommits.set(`${o.group}/${o.topic}/${o.partition}`, o.committed);
      this.readersOf(o.topic).add(o.group);
    }
  }

  private readersOf(topic: string): Set<string> {
    let readers = this.readers.get(topic);
    if (!readers) this.readers.set(topic, (readers = new Set()));
    return readers;
  }

  /**
   * Moves a group's offset over a message it does not want, in memory only: the next message it handles
   * stores the offset past both, and a timer (or close) stores it otherwise. A crash before that only
   * means passing over the same unwanted messages again, so at-least-once holds for what the group wants.
   */
  private passOver(cursor: PartitionCursor, committed: number): void {
    cursor.committed = committed;
    if (!this.storage || cursor.unstored) return;
    cursor.unstored = true;
    this.passedOverTimer ??= setTimeout(() => this.storePassedOver(), PASSED_OVER_STORE_MS);
    this.passedOverTimer.unref?.();
  }

  /** Stores every offset that moved only over unwanted messages (and drops what all groups have passed). */
  private storePassedOver(): void {
    if (this.passedOverTimer) clearTimeout(this.passedOverTimer);
    this.passedOverTimer = undefined;
    for (const group of this.groups.values()) {
      for (const cursor of group.cursors.values()) {
        if (cursor.unstored) this.commit(group.id, cursor, cursor.committed);
      }
    }
  }

  /** Moves a group's offset (after its handler succeeded), stores it, and drops what every group has passed. */
  private commit(groupId: string, cursor: PartitionCursor, committed: number): void {
    const { topic, partition: index } = cursor;
    cursor.committed = committed;
    cursor.unstored = false;
    if (!this.storage) return;
    this.storage.commit({ group: groupId, topic, partition: index, committed });
    const partition = this.topic(topic)[index];
    let lowest = committed;
    for (const reader of this.readersOf(topic)) {
      const other = this.groups.get(reader)?.cursors.get(`${topic}/${index}`)?.committed ?? this.storedCommits.get(`${reader}/${topic}/${index}`) ?? partition.base;
      lowest = Math.min(lowest, other);
    }
    if (lowest <= partition.base) return;
    const dropped = Math.min(lowest - partition.base, partition.messages.length);
    partition.messages.splice(0, dropped);
    partition.base += dropped;
    this.storage.prune(topic, index, partition.base);
  }

  private topic(name: string): Partition[] {
    let partitions = this.topics.get(name);
    if (!partitions) {
      partitions = Array.from({ length: this.partitionCount }, () => ({ base: 0, messages: [] }));
      this.topics.set(name, partitions);
    }
    return partitions;
  }

  private group(groupId: string): Group {
    let group = this.groups.get(groupId);
    if (!group) {
      group = { id: groupId, members: [], cursors: new Map() };
      this.groups.set(groupId, group);
    }
    return group;
  }

  /**
   * The group's first reader of a partition fixes where it starts: where the group had committed before a
   * restart, else the earliest kept or the current end.
   */
  private cursor(group: Group, topic: string, index: number, partition: Partition, fromBeginning: boolean): PartitionCursor {
    const key = `${topic}/${index}`;
    let cursor = group.cursors.get(key);
    if (!cursor) {
      const stored = this.storedCommits.get(`${group.id}/${key}`);
      const committed = stored !== undefined ? Math.max(stored, partition.base) : fromBeginning ? partition.base : partition.base + partition.messages.length;
      cursor = { topic, partition: index, committed, unstored: false, pumping: false, inFlight: Promise.resolve() };
      group.cursors.set(key, cursor);
      this.readersOf(topic).add(group.id);
      // A new group is a reader from now on, also after a restart: store where it starts.
      if (stored === undefined) this.storage?.commit({ group: group.id, topic, partition: index, committed });
    }
    return cursor;
  }

  /**
   * Members subscribed to a topic share its partitions as Kafka's range assignment would: partition i
   * goes to member i mod n, so each partition has one consumer in the group at a time.
   */
  private assignee(group: Group, topic: string, index: number): Member | undefined {
    const members = group.members.filter((m) => m.topics.has(topic));
    return members.length === 0 ? undefined : members[index % members.length];
  }

  private async pump(group: Group, topic: string, index: number, cursor: PartitionCursor): Promise<void> {
    const partition = this.topic(topic)[index];
    let passedOver = 0;
    while (!this.closed) {
      const member = this.assignee(group, topic, index);
      const offset = Math.max(cursor.committed, partition.base);
      const message = partition.messages[offset - partition.base];
      if (!member || !message) {
        await new Promise<void>((resolve) => (cursor.wake = resolve));
        continue;
      }
      if (member.wants && !member.wants.has(message.type)) {
        this.passOver(cursor, offset + 1);
        if (++passedOver % PASS_OVER_RUN === 0) await new Promise<void>((resolve) => setImmediate(resolve));
        continue;
      }
      let settle!: () => void;
      cursor.inFlight = new Promise<void>((resolve) => (settle = resolve));
      try {
        await member.handler(delivered(message));
        this.commit(group.id, cursor, offset + 1);
      } catch {
        // At least once: the same message comes again (to whichever member then owns the partition).
        settle();
        await sleep(this.redeliveryDelayMs);
        continue;
      }
      settle();
      // Yield to the event loop between messages, as a network would: a consumer that publishes from its
      // handler (dead letters, replays) must not turn the bus into an endless chain of microtasks.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  private wakeGroup(group: Group): void {
    for (const cursor of group.cursors.values()) {
      const wake = cursor.wake;
      cursor.wake = undefined;
      wake?.();
    }
  }

  private wakeAll(): void {
    for (const group of this.groups.values()) this.wakeGroup(group);
  }
}
