import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  type CommandMetadata,
  LIFECYCLE_TIMER_COMMANDS,
  LIFECYCLE_TIMER_KINDS,
  type LifecycleTimer,
  type LifecycleTimerKind,
  lifecycleTimers,
  organisationDecider,
  organisationStreamId,
} from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { organisationsProjection, type ScheduledItem, scheduledWorkProjection, WorkScheduler } from '@profyle/projector';
import type { Runtime } from '../../../runtime/runtime';
import { RUNTIME } from '../../../runtime/runtime.tokens';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { latest, onOrganisation } from '../../../shared/organisation/organisation-command';
import { readModel } from '../../../shared/read-model/read-model';

const SCHEDULER_ACTOR = { userId: 'scheduler' };
/** How often every organisation's timers are checked against the scheduled work (see `reconcile`). */
const RECONCILE_EVERY_MS = 60 * 60_000;
const RECONCILE_BATCH = 500;

/**
 * The lifecycle's own clock (spec 000 section 4): a trial expires at demoExpiresOn, a non-renewing
 * account closes at closeAfter and a closed one is pending deletion at deleteAfter, each recorded by the
 * scheduler sending the organisation the command (never worked out when something is read).
 *
 * Every change that sets one of these dates calls `ensure` for its organisation, which schedules what the
 * organisation's state waits for (an item per organisation, kind and date, so scheduling twice is
 * harmless). `reconcile` does the same for every organisation at start-up and hourly from the
 * organisations read model, so an organisation opened by a path that does not call `ensure`, or a
 * process that stopped between its append and its scheduling, still gets its timers.
 */
@Injectable()
export class LifecycleTimers implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('lifecycle-timers');
  private interval?: NodeJS.Timeout;
  private reconciling: Promise<number> = Promise.resolve(0);

  constructor(
    @Inject(WorkScheduler) private readonly scheduler: WorkScheduler,
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  onModuleInit(): void {
    for (const kind of Object.values(LIFECYCLE_TIMER_KINDS)) this.scheduler.register(kind, (item) => this.fire(kind, item));
  }

  onApplicationBootstrap(): void {
    this.reconcileInBackground();
    this.interval = setInterval(() => this.reconcileInBackground(), RECONCILE_EVERY_MS);
    this.interval.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.interval);
    await this.reconciling.catch(() => 0);
  }

  /** Schedules the timers the organisation's current state waits for; answers the last position appended. */
  async ensure(organisationId: string, metadata: Omit<CommandMetadata, 'now'>): Promise<number | null> {
    const { state } = await this.shell.load(organisationStreamId(organisationId), organisationDecider);
    if (!state.exists) return null;
    return this.schedule(organisationId, lifecycleTimers(organisationId, state), metadata);
  }

  /** Schedules every timer the organisations read model shows and the scheduled work lacks; answers how many. */
  async reconcile(): Promise<number> {
    const organisations = await readModel(this.store, organisationsProjection).find({
      $or: [{ accountStatus: { $in: ['trial', 'closed'] } }, { closed: null, closeAfter: { $ne: null } }],
    });
    const timers = organisations.flatMap((doc) => lifecycleTimers(doc.id, doc).map((timer) => ({ organisationId: doc.id, timer })));
    const scheduled = readModel(this.store, scheduledWorkProjection);
    let added = 0;
    for (let start = 0; start < timers.length; start += RECONCILE_BATCH) {
      const batch = timers.slice(start, start + RECONCILE_BATCH);
      const known = new Set((await scheduled.getMany(batch.map(({ timer }) => timer.itemId))).map((doc) => doc.item_id));
      for (const { organisationId, timer } of batch.filter(({ timer }) => !known.has(timer.itemId))) {
        await this.schedule(organisationId, [timer], { organisationId, actor: SCHEDULER_ACTOR, correlationId: randomUUID() });
        added++;
      }
    }
    return added;
  }

  private schedule(organisationId: string, timers: LifecycleTimer[], metadata: Omit<CommandMetadata, 'now'>): Promise<number | null> {
    if (timers.length === 0) return Promise.resolve(null);
    return this.scheduler.schedule(
      timers.map(({ kind, itemId, dueAt }) => ({ itemId, kind, organisationId, subjectId: organisationId, dueAt: new Date(dueAt) })),
      { ...metadata, organisationId },
    );
  }

  private reconcileInBackground(): void {
    this.reconciling = this.reconciling
      .then(() => this.reconcile())
      .then((added) => {
        if (added > 0) this.logger.log(`scheduled ${added} missing lifecycle timer(s)`);
        return added;
      })
      .catch((error: unknown) => {
        this.logger.warn(`lifecycle timers not reconciled: ${(error as Error).stack ?? error}`);
        return 0;
      });
  }

  /**
   * A timer is due: the organisation decides whether anything happens (a date moved by an extension or a
   * reopening records nothing). The command's time is the later of the clock and the due date, since the
   * scheduler only hands out items its clock says are due.
   */
  private async fire(kind: LifecycleTimerKind, item: ScheduledItem): Promise<string> {
    const now = new Date(Math.max(Date.now(), Date.parse(item.dueAt))).toISOString();
    const metadata: CommandMetadata = { organisationId: item.organisationId, actor: SCHEDULER_ACTOR, correlationId: item.itemId, now };
    const changed = await onOrganisation(this.shell, metadata, LIFECYCLE_TIMER_COMMANDS[kind], {});
    if (changed.position === null) return 'nothing to do';
    const next = await this.ensure(item.organisationId, metadata);
    await this.runtime.awaitProjections(latest(next, changed.position));
    return 'done';
  }
}
