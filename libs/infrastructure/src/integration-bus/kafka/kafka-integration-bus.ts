/**
 * The distributed-mode bus on Apache Kafka (kafkajs). Structured-mode CloudEvents: the value is the
 * CloudEvent JSON, the key the organisation id (so one organisation's messages share a partition and keep
 * their order), and the attributes are repeated as `ce_*` headers so routers can filter without parsing.
 *
 * - Producer: idempotent, acks from all in-sync replicas, one request in flight, so a retried send can
 *   neither duplicate nor reorder a partition's messages.
 * - Consumers: one kafkajs consumer per subscription in the named group; an offset is resolved only after
 *   the handler resolved and committed at least every second / 100 messages, at the end of each batch and
 *   on stop. A handler that throws makes kafkajs fetch again from the unresolved offset: the same message
 *   comes back (at least once), and nothing after it on that partition overtakes it.
 */
import { type Admin, type Consumer as KafkaConsumer, Kafka, KafkaJSError, type KafkaMessage, logLevel, type LogEntry, Partitioners, type Producer } from 'kafkajs';
import type { Consumer, ConsumerOptions, IntegrationBus, MessageHandler, PublishedMessage } from '../integration-bus.port';
import { decodeMessage, encodeMessage } from './kafka-codec';

export interface KafkaIntegrationBusOptions {
  brokers: string[];
  clientId: string;
  /** Partitions of the topics this bus creates. Default 6. */
  partitions?: number;
  /** Replication factor of the topics this bus creates. Default 1 (single broker); use 3 in production. */
  replicationFactor?: number;
  /** How long a silent group member keeps its partitions. Default 10 s (the broker's floor is 6 s). */
  sessionTimeoutMs?: number;
  heartbeatIntervalMs?: number;
  /** kafkajs log lines at warn level and above, and skipped messages. Default: console.warn. */
  log?: (message: string) => void;
}

interface Running {
  consumer: KafkaConsumer;
  stopped: boolean;
}

type Delivery = (message: PublishedMessage, partition: number, offset: string, pause: () => void) => Promise<void>;

const LEVEL_NAMES: Record<number, string> = { [logLevel.ERROR]: 'error', [logLevel.WARN]: 'warn', [logLevel.INFO]: 'info', [logLevel.DEBUG]: 'debug' };

export class KafkaIntegrationBus implements IntegrationBus {
  private readonly kafka: Kafka;
  private readonly partitions: number;
  private readonly replicationFactor: number;
  private readonly sessionTimeout: number;
  private readonly heartbeatInterval: number;
  private readonly log: (message: string) => void;
  private producerReady?: Promise<Producer>;
  private adminReady?: Promise<Admin>;
  private readonly topicsReady = new Map<string, Promise<void>>();
  private readonly running = new Set<Running>();
  private closed = false;

  constructor(options: KafkaIntegrationBusOptions) {
    this.partitions = options.partitions ?? 6;
    this.replicationFactor = options.replicationFactor ?? 1;
    this.sessionTimeout = options.sessionTimeoutMs ?? 10_000;
    this.heartbeatInterval = options.heartbeatIntervalMs ?? 1_000;
    this.log = options.log ?? ((message) => console.warn(message));
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator:
        () =>
        ({ namespace, level, log }: LogEntry) =>
          this.log(`kafka ${LEVEL_NAMES[level] ?? level} [${namespace}] ${log.message}${log.error ? `: ${String(log.error)}` : ''}`),
    });
  }

  async publish(messages: PublishedMessage[]): Promise<void> {
    if (this.closed) throw new Error('KafkaIntegrationBus is closed');
    if (messages.length === 0) return;
    const byTopic = new Map<string, PublishedMessage[]>();
    for (const message of messages) byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
    await this.ensureTopics([...byTopic.keys()]);
    const producer = await this.producer();
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({ topic, messages: list.map(encodeMessage) })),
    });
  }

  async subscribe(options: ConsumerOptions, handler: MessageHandler): Promise<Consumer> {
    const running = await this.start(options, (message) => handler(message));
    return { stop: () => this.stop(running) };
  }

  async consumeToEnd(options: ConsumerOptions, handler: MessageHandler): Promise<number> {
    await this.ensureTopics(options.topics);
    const admin = await this.admin();
    // Where the group stands and where each partition ends now: only partitions with something between
    // the two are waited for, and each is paused once its last message is handled.
    const committed = new Map<string, bigint>();
    for (const { topic, partitions } of await admin.fetchOffsets({ groupId: options.groupId, topics: options.topics })) {
      for (const { partition, offset } of partitions) committed.set(`${topic}/${partition}`, BigInt(offset));
    }
    const lastToHandle = new Map<string, bigint>();
    for (const topic of options.topics) {
      for (const { partition, high, low } of await admin.fetchTopicOffsets(topic)) {
        const stored = committed.get(`${topic}/${partition}`) ?? -1n;
        const start = stored >= 0n ? stored : options.fromBeginning ? BigInt(low) : BigInt(high);
        if (start < BigInt(high)) lastToHandle.set(`${topic}/${partition}`, BigInt(high) - 1n);
      }
    }
    if (lastToHandle.size === 0) return 0;

    let handled = 0;
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const running = await this.start(options, async (message, partition, offset, pause) => {
      const key = `${message.topic}/${partition}`;
      const last = lastToHandle.get(key);
      if (last === undefined || BigInt(offset) > last) {
        // Published after the call started: left for the next run (never resolved, so not committed).
        pause();
        throw new EndReached();
      }
      await handler(message);
      handled += 1;
      if (BigInt(offset) === last) {
        lastToHandle.delete(key);
        pause();
        if (lastToHandle.size === 0) finished();
      }
    });
    await done;
    await this.stop(running);
    return handled;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.running].map((r) => this.stop(r)));
    if (this.producerReady) await (await this.producerReady.catch(() => undefined))?.disconnect();
    if (this.adminReady) await (await this.adminReady.catch(() => undefined))?.disconnect();
  }

  /** Topics are created up front with this bus's partition count (auto-creation would give one partition). */
  async ensureTopics(topics: string[]): Promise<void> {
    await Promise.all(
      topics.map((topic) => {
        let ready = this.topicsReady.get(topic);
        if (!ready) {
          ready = this.createTopic(topic);
          this.topicsReady.set(topic, ready);
          ready.catch(() => this.topicsReady.delete(topic));
        }
        return ready;
      }),
    );
  }

  /** Deletes topics (tests and benchmarks clean up what they created). */
  async deleteTopics(topics: string[]): Promise<void> {
    const admin = await this.admin();
    const existing = new Set(await admin.listTopics());
    const doomed = topics.filter((t) => existing.has(t));
    for (const topic of topics) this.topicsReady.delete(topic);
    if (doomed.length > 0) await admin.deleteTopics({ topics: doomed });
  }

  private async createTopic(topic: string): Promise<void> {
    const admin = await this.admin();
    if ((await admin.listTopics()).includes(topic)) return;
    try {
      await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: this.partitions, replicationFactor: this.replicationFactor }] });
    } catch (error) {
      // Another process may have created it between the list and the create.
      if (!(await admin.listTopics()).includes(topic)) throw error;
    }
  }

  private producer(): Promise<Producer> {
    this.producerReady ??= (async () => {
      // The Java client's partitioner (murmur2 of the key), named explicitly: other Kafka clients put the
      // same organisation on the same partition, and kafkajs stops warning about its changed default.
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner });
      await producer.connect();
      return producer;
    })();
    this.producerReady.catch(() => (this.producerReady = undefined));
    return this.producerReady;
  }

  private admin(): Promise<Admin> {
    this.adminReady ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })();
    this.adminReady.catch(() => (this.adminReady = undefined));
    return this.adminReady;
  }

  private async start(options: ConsumerOptions, deliver: Delivery): Promise<Running> {
    if (this.closed) throw new Error('KafkaIntegrationBus is closed');
    await this.ensureTopics(options.topics);
    const consumer = this.kafka.consumer({
      groupId: options.groupId,
      sessionTimeout: this.sessionTimeout,
      rebalanceTimeout: Math.max(this.sessionTimeout, 10_000),
      heartbeatInterval: this.heartbeatInterval,
      maxWaitTimeInMs: 200,
      allowAutoTopicCreation: false,
      retry: { initialRetryTime: 100, retries: 8, maxRetryTime: 5_000 },
    });
    const running: Running = { consumer, stopped: false };
    this.running.add(running);
    await consumer.connect();
    await consumer.subscribe({ topics: options.topics, fromBeginning: options.fromBeginning ?? false });
    await consumer.run({
      autoCommit: true,
      autoCommitInterval: 1_000,
      autoCommitThreshold: 100,
      eachMessage: async ({ topic, partition, message, heartbeat, pause }) => {
        const decoded = this.decode(topic, message);
        if (!decoded) return;
        // A slow handler (retries with backoff, a slow webhook) must not cost the member its partitions.
        const beat = setInterval(() => void heartbeat().catch(() => undefined), this.heartbeatInterval);
        try {
          await deliver(decoded, partition, message.offset, pause);
        } finally {
          clearInterval(beat);
        }
      },
    });
    return running;
  }

  private async stop(running: Running): Promise<void> {
    if (running.stopped) return;
    running.stopped = true;
    this.running.delete(running);
    // disconnect() waits for the message in flight, commits the resolved offsets and leaves the group.
    await running.consumer.disconnect();
  }

  /** A value that is not a CloudEvent can never be handled; it is reported and skipped rather than blocking its partition. */
  private decode(topic: string, message: KafkaMessage): PublishedMessage | null {
    try {
      return decodeMessage(topic, message);
    } catch (error) {
      this.log(`kafka: skipping ${topic} offset ${message.offset}, not a CloudEvent: ${(error as Error).message}`);
      return null;
    }
  }
}

/**
 * Thrown to leave a message past the end of a consumeToEnd run unresolved (so not committed); a kafkajs
 * error, so kafkajs does not log it as a handler failure, and retriable, so it only refetches.
 */
class EndReached extends KafkaJSError {
  constructor() {
    super('past the end of this consumeToEnd run', { retriable: true });
  }
}
