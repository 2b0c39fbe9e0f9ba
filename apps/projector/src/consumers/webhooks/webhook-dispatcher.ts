/**
 * The webhook delivery worker. It never blocks its consumer: `handle` only records one delivery per
 * matching endpoint (enabled, subscribed to the event's type) and returns. A scheduler loop then picks
 * deliveries that are due, claims each with a guarded write (so several workers can share the
 * collection), attempts it through the same code as the api's test send, logs the attempt and stores
 * the next attempt time or the final state. Time comes from an injectable clock, so a test can walk the
 * whole 27-hour schedule in milliseconds.
 */
import { isWebhookEventName } from '@profyle/domain';
import { type IntegrationLogPart, integrationLogPart, type WebhookMessageBody } from '@profyle/contracts';
import { attemptWebhook, type CloudEvent, type Collection, type ReadStore, type WebhookAttempt, WebhookLogStore, type WebhookSender } from '@profyle/infrastructure';
import { collectionName } from '../../runner/projection';
import { type WebhookEndpointDoc, webhookEndpointDocId, webhookEndpointsProjection } from '../../projections/webhook-endpoints/webhook-endpoints.projection';
import { nextAttemptAt } from './retry-schedule';
import type { WebhookEndpointCommands } from './webhook-endpoint-commands';
import { pendingDelivery, WEBHOOK_DELIVERY_COLLECTION, WEBHOOK_DELIVERY_INDEXES, type WebhookDeliveryDoc, webhookDeliveryId } from './webhook-deliveries';

export interface WebhookDispatcherOptions {
  clock?: () => Date;
  /**
   * Pause between scheduler passes when nothing was due. A delivery recorded by this dispatcher wakes the
   * loop at once, so the interval bounds how soon retries, and deliveries recorded by another process, go out.
   */
  intervalMs?: number;
  /** Deliveries claimed and attempted concurrently per pass. */
  batchSize?: number;
  /** How often expired logs and old finished deliveries are removed. */
  purgeEveryMs?: number;
  /** How long a claim holds before another worker may take the delivery over. */
  leaseMs?: number;
  /**
   * This is the only dispatcher on its store (embedded mode): a delivery left `sending` by a crash is
   * taken up again at start, not after its lease ran out. With several workers the lease decides.
   */
  reclaimAtStart?: boolean;
  log?: (message: string) => void;
}

export interface WebhookDispatcherDeps {
  store: ReadStore;
  sender: WebhookSender;
  endpointCommands: WebhookEndpointCommands;
  logs?: WebhookLogStore;
}

type Plan = { kind: 'delivered' } | { kind: 'gone' } | { kind: 'retry'; at: Date } | { kind: 'exhausted' };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Finished deliveries are kept as long as their logs. */
const FINISHED_RETENTION_MS = 28 * DAY_MS;

export class WebhookDispatcher {
  private readonly deliveries: Collection<WebhookDeliveryDoc>;
  private readonly endpoints: Collection<WebhookEndpointDoc>;
  private readonly logs: WebhookLogStore;
  private readonly clock: () => Date;
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly purgeEveryMs: number;
  private readonly leaseMs: number;
  private running = false;
  private timer?: NodeJS.Timeout;
  private pass: Promise<void> = Promise.resolve();
  private passing = false;
  private woken = false;
  private lastPurge = 0;

  constructor(
    private readonly deps: WebhookDispatcherDeps,
    private readonly options: WebhookDispatcherOptions = {},
  ) {
    this.deliveries = deps.store.collection<WebhookDeliveryDoc>(WEBHOOK_DELIVERY_COLLECTION, WEBHOOK_DELIVERY_INDEXES);
    this.endpoints = deps.store.collection<WebhookEndpointDoc>(collectionName(webhookEndpointsProjection), webhookEndpointsProjection.indexes);
    this.logs = deps.logs ?? new WebhookLogStore(deps.store);
    this.clock = options.clock ?? (() => new Date());
    this.intervalMs = options.intervalMs ?? 250;
    this.batchSize = options.batchSize ?? 20;
    this.purgeEveryMs = options.purgeEveryMs ?? 60 * 60 * 1000;
    this.leaseMs = options.leaseMs ?? deps.sender.timeoutMs + 60_000;
  }

  /** Records the deliveries an integration event needs; answers how many were new. Idempotent per event id. */
  async handle(event: CloudEvent): Promise<number> {
    const endpoints = await this.endpointsFor(event);
    if (endpoints.length === 0) return 0;
    const body: WebhookMessageBody = { type: event.type, timestamp: event.time, data: event.data };
    const json = JSON.stringify(body);
    const now = this.clock().toISOString();
    const { applied } = await this.deliveries.write(
      endpoints.map((endpoint) => ({ kind: 'upsert' as const, version: 1, doc: pendingDelivery(webhookDeliveryId(event.id, endpoint.endpoint_id), endpoint, { messageId: event.id, event: event.type, body: json }, now) })),
    );
    // Due now: the loop runs a pass at once rather than at its next interval.
    if (applied > 0) this.wake();
    return applied;
  }

  /** Whether `handle` would record a delivery for the event: an enabled endpoint of its organisation takes its type. */
  async hasEndpointsFor(event: CloudEvent): Promise<boolean> {
    return (await this.endpointsFor(event, 1)).length > 0;
  }

  private async endpointsFor(event: CloudEvent, limit?: number): Promise<WebhookEndpointDoc[]> {
    if (!isWebhookEventName(event.type)) return [];
    return this.endpoints.find({ organisation_id: event.organisationid, enabled: true, events: event.type }, limit === undefined ? {} : { limit });
  }

  /** One scheduler pass: claims what is due (oldest first) and attempts it; answers how many were attempted. */
  async tick(): Promise<number> {
    const now = this.clock();
    const iso = now.toISOString();
    const due = await this.deliveries.find(
      { $or: [{ status: 'pending', next_attempt_at: { $lte: iso } }, { status: 'sending', lease_until: { $lte: iso } }] },
      { sort: [['next_attempt_at', 1]], limit: this.batchSize },
    );
    const claimed = (await Promise.all(due.map((doc) => this.claim(doc, now)))).filter((doc): doc is WebhookDeliveryDoc => doc !== null);
    await Promise.all(claimed.map((doc) => this.deliver(doc)));
    return claimed.length;
  }

  /** Runs passes until nothing is due at the clock's current time (tests, and draining a backlog). */
  async drain(): Promise<number> {
    let total = 0;
    for (let attempted = await this.tick(); attempted > 0; attempted = await this.tick()) total += attempted;
    return total;
  }

  /** Removes expired log entries and deliveries that finished more than 28 days ago. */
  async purge(): Promise<{ logs: number; deliveries: number }> {
    const now = this.clock();
    const logs = await this.logs.purge(now);
    const cutoff = new Date(now.getTime() - FINISHED_RETENTION_MS).toISOString();
    let deliveries = 0;
    for (;;) {
      const old = await this.deliveries.find({ status: { $in: ['delivered', 'failed', 'cancelled'] }, finished_at: { $lte: cutoff } }, { limit: 1000 });
      const { applied } = await this.deliveries.write(old.map((doc) => ({ kind: 'delete' as const, id: doc._id, version: (doc._version ?? 1) + 1 })));
      deliveries += applied;
      if (applied === 0) return { logs, deliveries };
    }
  }

  async delivery(id: string): Promise<WebhookDeliveryDoc | null> {
    return this.deliveries.get(id);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    if (!this.options.reclaimAtStart) {
      this.schedule(0);
      return;
    }
    this.pass = this.reclaim().then(
      () => void (this.running && this.schedule(0)),
      (error: unknown) => {
        this.options.log?.(`webhook dispatcher could not take up interrupted deliveries: ${(error as Error).stack ?? error}`);
        if (this.running) this.schedule(0);
      },
    );
  }

  /** Makes every delivery a crashed predecessor left `sending` due now (only one dispatcher uses this store). */
  private async reclaim(): Promise<void> {
    const now = this.clock().toISOString();
    const orphans = await this.deliveries.find({ status: 'sending' });
    if (orphans.length === 0) return;
    await this.deliveries.write(orphans.map((doc) => ({ kind: 'patch' as const, id: doc._id, set: { lease_until: now }, version: (doc._version ?? 1) + 1 })));
    this.options.log?.(`webhook dispatcher: ${orphans.length} deliveries interrupted by a restart are due again`);
  }

  /** Stops the loop; resolves once the pass in progress (and its attempts) has finished. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.pass;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.passing = true;
      this.woken = false;
      this.pass = this.loopOnce().then((busy) => {
        this.passing = false;
        if (this.running) this.schedule(busy || this.woken ? 0 : this.intervalMs);
      });
    }, delayMs);
  }

  /** Runs a pass now, or right after the one in progress (which may have looked before the new delivery existed). */
  wake(): void {
    if (!this.running) return;
    if (this.passing) {
      this.woken = true;
      return;
    }
    clearTimeout(this.timer);
    this.schedule(0);
  }

  /** A pass that never throws: a failing store is logged and tried again on the next pass. */
  private async loopOnce(): Promise<boolean> {
    try {
      const attempted = await this.tick();
      const now = this.clock().getTime();
      if (now - this.lastPurge >= this.purgeEveryMs) {
        this.lastPurge = now;
        await this.purge();
      }
      return attempted === this.batchSize;
    } catch (error) {
      this.options.log?.(`webhook dispatcher pass failed: ${(error as Error).stack ?? error}`);
      return false;
    }
  }

  /** Takes a due delivery for this worker; null when another worker took it first. */
  private async claim(doc: WebhookDeliveryDoc, now: Date): Promise<WebhookDeliveryDoc | null> {
    const version = (doc._version ?? 1) + 1;
    const set = { status: 'sending' as const, lease_until: new Date(now.getTime() + this.leaseMs).toISOString() };
    const { applied } = await this.deliveries.write([{ kind: 'patch', id: doc._id, set, version }]);
    return applied === 1 ? { ...doc, ...set, _version: version } : null;
  }

  private async deliver(doc: WebhookDeliveryDoc): Promise<void> {
    try {
      await this.attempt(doc);
    } catch (error) {
      // Left `sending`: the lease runs out and the delivery is taken up again.
      this.options.log?.(`webhook delivery ${doc._id} failed: ${(error as Error).stack ?? error}`);
    }
  }

  private async attempt(doc: WebhookDeliveryDoc): Promise<void> {
    const endpoint = await this.endpoints.get(webhookEndpointDocId(doc.organisation_id, doc.endpoint_id));
    if (!endpoint || !endpoint.enabled || !(endpoint.events as readonly string[]).includes(doc.event)) {
      const why = !endpoint || !endpoint.enabled ? 'Endpoint disabled' : `Endpoint no longer subscribed to ${doc.event}`;
      await this.update(doc, { status: 'cancelled', outcome: why, finished_at: this.clock().toISOString(), lease_until: null });
      return;
    }
    const at = this.clock();
    const attemptNo = doc.attempts + 1;
    const plan = (attempt: WebhookAttempt): Plan => {
      if (attempt.isOk) return { kind: 'delivered' };
      if (attempt.code === 410) return { kind: 'gone' };
      const next = nextAttemptAt(attemptNo, at, attempt.retryAfter);
      return next ? { kind: 'retry', at: next } : { kind: 'exhausted' };
    };
    const { attempt, entry } = await attemptWebhook(
      this.deps.sender,
      this.logs,
      { organisationId: doc.organisation_id, endpointId: doc.endpoint_id, messageId: doc.message_id, event: doc.event, attempt: attemptNo, at, url: endpoint.url, secret: endpoint.secret, body: doc.body },
      (a) => [doc.replay_id ? integrationLogPart('replay', { id: doc.replay_id }) : undefined, noteFor(plan(a), attemptNo)].filter((part): part is IntegrationLogPart => part !== undefined),
    );
    const decided = plan(attempt);
    const common = { attempts: attemptNo, last_code: attempt.code, last_log_id: entry.id, lease_until: null };
    const finished = this.clock().toISOString();
    switch (decided.kind) {
      case 'delivered':
        await this.update(doc, { ...common, status: 'delivered', next_attempt_at: null, outcome: entry.message, finished_at: finished });
        return;
      case 'retry':
        await this.update(doc, { ...common, status: 'pending', next_attempt_at: decided.at.toISOString() });
        return;
      case 'exhausted':
        await this.update(doc, { ...common, status: 'failed', next_attempt_at: null, outcome: entry.message, finished_at: finished });
        return;
      case 'gone':
        await this.deps.endpointCommands.disableGone({ organisationId: doc.organisation_id, endpointId: doc.endpoint_id, url: endpoint.url, statusCode: attempt.code, at, causationId: doc.message_id });
        await this.update(doc, { ...common, status: 'failed', next_attempt_at: null, outcome: entry.message, finished_at: finished });
        return;
    }
  }

  private async update(doc: WebhookDeliveryDoc, set: Partial<WebhookDeliveryDoc>): Promise<void> {
    await this.deliveries.write([{ kind: 'patch', id: doc._id, set, version: (doc._version ?? 1) + 1 }]);
  }
}

/** What the log says happens after an attempt. */
const noteFor = (plan: Plan, attemptNo: number): IntegrationLogPart | undefined => {
  switch (plan.kind) {
    case 'delivered':
      return undefined;
    case 'gone':
      return integrationLogPart('gone');
    case 'retry':
      return integrationLogPart('retryAt', { attempt: attemptNo, at: plan.at.toISOString() });
    case 'exhausted':
      return integrationLogPart('exhausted', { attempt: attemptNo });
  }
};
