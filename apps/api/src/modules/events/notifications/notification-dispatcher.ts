import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  type CommandMetadata,
  type DeliveryLog,
  DomainError,
  EVENT_NOTIFICATION_ERROR_CODES,
  eventNotificationDecider,
  type EventNotificationCommand,
  type EventNotificationEvent,
  type EventNotificationState,
  eventNotificationStreamId,
  eventUpcasters,
  fold,
  NOTIFICATION_LEASE_MS,
} from '@profyle/domain';
import { type EventStore, type ReadStore, WrongExpectedRevisionError } from '@profyle/infrastructure';
import { eventNotificationsProjection, eventsProjection, organisationsProjection } from '@profyle/projector';
import { readModel } from '../../../shared/read-model/read-model';
import type { AttendeeDirectory, Recipient } from './attendee-directory';
import type { NotificationChannels } from './notification-channels';

export interface NotificationDispatcherOptions {
  /** Names this worker in claims; unique per process. */
  workerId?: string;
  clock?: () => Date;
  /** Pause between passes when nothing was due; scheduling in this process wakes the loop at once. */
  intervalMs?: number;
  leaseMs?: number;
  /**
   * Recipients recorded as started, then served, then recorded as delivered (each record renews the
   * claim). It bounds how many recipients are in doubt after a crash mid-send, so it stays small.
   */
  batchSize?: number;
  /** Recipients served at once inside a batch. */
  concurrency?: number;
  /** Notifications taken per pass. */
  claimLimit?: number;
  log?: (message: string) => void;
}

/** The notification a worker holds: its folded state and the stream revision it last appended. */
interface Held {
  notificationId: string;
  state: EventNotificationState;
  revision: number;
}

export const SCHEDULER_ACTOR = { userId: 'scheduler:event-notifications' };

/** A channel failed as a whole (not one address), so the batch in hand could not be served. */
class ChannelsBroken extends Error {}

/**
 * The durable, multi-worker sender of event notifications. Every api process runs one. A pass reads the
 * `event-notifications` read model for what may be due (pending and past its send time, or sending under
 * a claim that ran out), then claims each by appending EventNotificationClaimed to the notification's
 * stream at the revision it read: of several workers racing for one notification exactly one append
 * succeeds, the others get a revision conflict and leave it. The holder serves the recipients in small
 * batches: it records a batch as started (EventNotificationBatchStarted), sends it, and records its
 * deliveries (EventNotificationDelivered), each append at the revision it holds and renewing the claim,
 * so a worker that lost its claim stops at its next record.
 *
 * Delivery is at most once per recipient per notification. A worker that stops mid-send (crash, kill,
 * deploy) is replaced when its claim runs out; the next worker skips the recipients recorded as delivered
 * and treats those of a batch started but never recorded as in doubt: they may or may not have been
 * handed over. They are sent to again only through a channel that drops a repeated message (the captured
 * mailer keeps the first message under its idempotency key, so there delivery is exactly once); through
 * SMTP, which cannot take a message back or tell whether the receiving side already has it, and push,
 * they are logged `unknown` and not sent again. At most one batch (`batchSize`) is in doubt per crash.
 */
export class NotificationDispatcher {
  readonly workerId: string;
  private readonly clock: () => Date;
  private readonly intervalMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly claimLimit: number;
  private running = false;
  private timer?: NodeJS.Timeout;
  private pass: Promise<unknown> = Promise.resolve();
  private passing = false;
  private woken = false;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly directory: AttendeeDirectory,
    private readonly channels: NotificationChannels,
    private readonly options: NotificationDispatcherOptions = {},
  ) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.clock = options.clock ?? (() => new Date());
    this.intervalMs = options.intervalMs ?? 1000;
    this.leaseMs = options.leaseMs ?? NOTIFICATION_LEASE_MS;
    this.batchSize = options.batchSize ?? 25;
    this.concurrency = options.concurrency ?? 25;
    this.claimLimit = options.claimLimit ?? 10;
  }

  /** One pass: claims what is due at `at` (oldest first) and sends it; answers how many it sent. */
  async tick(at: Date = this.clock()): Promise<number> {
    return (await this.passOnce(at)).sent;
  }

  /** Passes until nothing is due at `at` any more (tests and benchmarks); answers how many this worker sent. */
  async drain(at?: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const { found, sent } = await this.passOnce(at ?? this.clock());
      total += sent;
      if (found === 0) return total;
      // Everything found was another worker's, or the read model has not caught up with the claims yet.
      if (sent === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private async passOnce(at: Date): Promise<{ found: number; sent: number }> {
    const now = at.toISOString();
    const due = await readModel(this.readStore, eventNotificationsProjection).find(
      { $or: [{ status: 'pending', sendTime: { $lte: now } }, { status: 'sending', lease_until: { $lte: now } }] },
      { sort: [['sendTime', 1]], limit: this.claimLimit },
    );
    let sent = 0;
    for (const doc of due) {
      const held = await this.claim(doc.id, now);
      if (held && (await this.send(held))) sent += 1;
    }
    return { found: due.length, sent };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop(0);
  }

  /** Stops taking notifications and waits for the one in hand. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.pass;
  }

  /** A pass now (a notification was scheduled or changed), or right after the current one. */
  wake(): void {
    if (!this.running) return;
    if (this.passing) {
      this.woken = true;
      return;
    }
    clearTimeout(this.timer);
    this.loop(0);
  }

  private loop(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.passing = true;
      this.woken = false;
      this.pass = this.tick()
        .catch((error: unknown) => {
          this.options.log?.(`event notifications: pass failed: ${(error as Error).stack ?? error}`);
          return 0;
        })
        .then((done) => {
          this.passing = false;
          if (this.running) this.loop(done > 0 || this.woken ? 0 : this.intervalMs);
        });
    }, delayMs);
    this.timer.unref?.();
  }

  private metadata(organisationId: string, correlationId: string): CommandMetadata {
    return { organisationId, actor: SCHEDULER_ACTOR, correlationId, now: this.clock().toISOString() };
  }

  /** Takes the notification with an append at the revision read; null when it is not (or no longer) ours. */
  private async claim(notificationId: string, now: string): Promise<Held | null> {
    const recorded = (await this.eventStore.readStream(eventNotificationStreamId(notificationId))).map((event) => eventUpcasters.upcast(event) as unknown as EventNotificationEvent & { revision: number });
    if (recorded.length === 0) return null;
    const state = fold(eventNotificationDecider, recorded);
    const metadata = { ...this.metadata(state.organisationId, notificationId), now };
    try {
      const events = eventNotificationDecider.decide({ type: 'ClaimEventNotification', data: { notificationId, worker: this.workerId, leaseMs: this.leaseMs }, metadata }, state);
      const revision = await this.append(notificationId, events, recorded.length - 1, metadata);
      const after = events.reduce(eventNotificationDecider.evolve, state);
      return after.status === 'sending' && after.worker === this.workerId ? { notificationId, state: after, revision } : null;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return null;
      if (error instanceof DomainError && error.code === EVENT_NOTIFICATION_ERROR_CODES.notDue) return null;
      throw error;
    }
  }

  /**
   * Serves every recipient not yet served, batch by batch; answers whether it ended the notification.
   * Each batch is recorded as started before any of it is sent and as delivered after, so a recipient
   * is handed over at most once: the recipients of a batch another worker started and never recorded
   * (it stopped mid-send) are in doubt, and are only sent to again through channels that drop a repeat.
   */
  private async send(held: Held): Promise<boolean> {
    const { notificationId, state } = held;
    const event = await readModel(this.readStore, eventsProjection).get(state.eventId);
    if (!event || event.organisation_id !== state.organisationId) return this.decideAndAppend(held, { type: 'FailEventNotification', data: { notificationId, worker: this.workerId, error: 'The event no longer exists' }, metadata: this.metadata(state.organisationId, notificationId) });
    const organisation = await readModel(this.readStore, organisationsProjection).get(state.organisationId);
    const recipients = await this.directory.recipientsOf(event);
    const outgoing = { notificationId, organisationId: state.organisationId, title: state.title, body: state.body, eventName: event.name, organisationName: organisation?.name ?? '' };
    try {
      const inDoubt = recipients.filter((recipient) => held.state.started.has(recipient.id));
      for (let start = 0; start < inDoubt.length; start += this.batchSize) {
        const logs = await this.serve(inDoubt.slice(start, start + this.batchSize), (recipient) => this.channels.redeliver(outgoing, recipient));
        if (!(await this.record(held, logs))) return false;
      }
      const remaining = recipients.filter((recipient) => !held.state.delivered.has(recipient.id) && !held.state.started.has(recipient.id));
      for (let start = 0; start < remaining.length; start += this.batchSize) {
        const batch = remaining.slice(start, start + this.batchSize);
        const started = await this.decideAndAppend(held, { type: 'StartNotificationBatch', data: { notificationId, worker: this.workerId, leaseMs: this.leaseMs, recipients: batch.map((recipient) => recipient.id) }, metadata: this.metadata(state.organisationId, notificationId) });
        if (!started) return false;
        const logs = await this.serve(batch, (recipient) => this.channels.deliver(outgoing, recipient));
        if (!(await this.record(held, logs))) return false;
      }
    } catch (error) {
      if (!(error instanceof ChannelsBroken)) throw error;
      // The channels themselves broke (not one address): leave the claim to run out and be tried again;
      // the batch in hand stays started, so its recipients are in doubt for the next worker.
      this.options.log?.(`event notification ${notificationId}: sending stopped: ${error.message}`);
      return false;
    }
    return this.decideAndAppend(held, { type: 'CompleteEventNotification', data: { notificationId, worker: this.workerId, recipients: recipients.length }, metadata: this.metadata(state.organisationId, notificationId) });
  }

  private record(held: Held, deliveries: DeliveryLog[]): Promise<boolean> {
    return this.decideAndAppend(held, { type: 'RecordNotificationDeliveries', data: { notificationId: held.notificationId, worker: this.workerId, leaseMs: this.leaseMs, deliveries }, metadata: this.metadata(held.state.organisationId, held.notificationId) });
  }

  /** Serves a batch, `concurrency` recipients at a time. */
  private async serve(batch: Recipient[], deliver: (recipient: Recipient) => Promise<DeliveryLog>): Promise<DeliveryLog[]> {
    const logs: DeliveryLog[] = new Array(batch.length);
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const index = next++;
        try {
          logs[index] = await deliver(batch[index]);
        } catch (error) {
          throw new ChannelsBroken((error as Error).message);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, batch.length) }, worker));
    return logs;
  }

  /** Decides on the held state and appends at the held revision; false when another worker took the notification over. */
  private async decideAndAppend(held: Held, command: EventNotificationCommand): Promise<boolean> {
    try {
      const events = eventNotificationDecider.decide(command, held.state);
      held.revision = await this.append(held.notificationId, events, held.revision, command.metadata);
      held.state = events.reduce(eventNotificationDecider.evolve, held.state);
      return true;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError || (error instanceof DomainError && error.code === EVENT_NOTIFICATION_ERROR_CODES.notClaimed)) {
        this.options.log?.(`event notification ${held.notificationId}: taken over by another worker; ${this.workerId} stops`);
        return false;
      }
      throw error;
    }
  }

  /** Appends at `revision`; answers the stream's new revision. */
  private async append(notificationId: string, events: EventNotificationEvent[], revision: number, metadata: CommandMetadata): Promise<number> {
    if (events.length === 0) return revision;
    const appended = await this.eventStore.append(
      eventNotificationStreamId(notificationId),
      events.map((event) => ({
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          organisationId: metadata.organisationId,
          actor: metadata.actor,
          correlationId: metadata.correlationId,
          causationId: metadata.correlationId,
          occurredAt: metadata.now,
          schemaVersion: eventUpcasters.currentVersion(event.type),
        },
      })),
      revision < 0 ? 'no-stream' : revision,
    );
    return appended.nextRevision;
  }
}
