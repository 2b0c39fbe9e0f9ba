/**
 * Integration events leave the system through this port: CloudEvents 1.0 (JSON) on a topic, keyed by
 * organisation id so one organisation's events keep their order. Delivery is at least once; consumers
 * are idempotent through an inbox keyed by event id.
 */

/** A CloudEvents 1.0 structured-mode event. `data` is the versioned integration payload. */
export interface CloudEvent<Data = unknown> {
  specversion: '1.0';
  /** Unique per event; the domain event's id, so a re-publish repeats the same id. */
  id: string;
  /** e.g. `/organisations/{orgId}` */
  source: string;
  /** The webhook event name, e.g. `subscription.allocated`. */
  type: string;
  time: string;
  datacontenttype: 'application/json';
  /** The integration schema, e.g. `profyle.subscription.allocated.v1`. */
  dataschema?: string;
  subject?: string;
  /** Extension attribute: the organisation the event belongs to (also the partition key). */
  organisationid: string;
  /** Extension attribute: global position of the domain event it came from. */
  sequence?: string;
  /**
   * Extension attributes set only on a parked copy (dead-letter topic): why the consumer group gave up,
   * after how many attempts, and where the message came from, so an operator can replay it there.
   */
  deadlettererror?: string;
  deadletterattempts?: number;
  deadlettertopic?: string;
  deadlettergroup?: string;
  data: Data;
}

export interface PublishedMessage {
  topic: string;
  /** Partition key: the organisation id. */
  key: string;
  event: CloudEvent;
}

export interface ConsumerOptions {
  /** Consumer group: each group gets every message once; members of a group share partitions. */
  groupId: string;
  topics: string[];
  /** Start from the earliest retained message when the group has no committed offset. */
  fromBeginning?: boolean;
  /**
   * The CloudEvent types the handler acts on. A bus may pass over other types without calling the
   * handler (their offsets still move), so a group pays nothing for what it ignores; the handler must
   * still ignore other types itself, as a bus may deliver them.
   */
  eventTypes?: readonly string[];
}

/** Called once per message, in key order; the message is committed only after it resolves. */
export type MessageHandler = (message: PublishedMessage) => Promise<void>;

export interface Consumer {
  stop(): Promise<void>;
}

export interface IntegrationBus {
  /**
   * Resolves once every message is acknowledged by the broker (acks from all in-sync replicas). Messages
   * with the same key are stored in the order given; topics that do not exist yet are created.
   */
  publish(messages: PublishedMessage[]): Promise<void>;
  /**
   * Joins the consumer group and keeps consuming until stopped. A handler that throws gets the same
   * message again (nothing after it on that partition is delivered first); resolves once the member is
   * set up, so messages published from then on reach the group.
   */
  subscribe(options: ConsumerOptions, handler: MessageHandler): Promise<Consumer>;
  /**
   * Consumes what the group has not committed yet, up to the end of every partition as it was when the
   * call started, commits it and stops; resolves with how many messages were handled. For operator tools
   * (dead-letter replay) that must finish rather than run forever.
   */
  consumeToEnd(options: ConsumerOptions, handler: MessageHandler): Promise<number>;
  close(): Promise<void>;
}

export const INTEGRATION_BUS = Symbol('IntegrationBus');

/** Topic names. Dead letters of a consumer group go to `<topic>.dlq.<group>`. */
export const INTEGRATION_TOPIC = 'profyle.integration-events';
export const deadLetterTopic = (topic: string, groupId: string): string => `${topic}.dlq.${groupId}`;
