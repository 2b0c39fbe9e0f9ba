/**
 * The lifecycle's timers on the real embedded runtime: a trial expires when the durable scheduler finds
 * demoExpiresOn passed (not when something is read), an extension moves the timer, a non-renewing account
 * closes at closeAfter and is pending deletion at deleteAfter, an organisation opened without its timers
 * gets them from the reconciliation, and a restart of the api loses none of them.
 */
import { randomUUID } from 'node:crypto';
import { daysLater, organisationDecider, organisationStreamId } from '@profyle/domain';
import { type ScheduledWorkDoc, scheduledWorkProjection, WorkScheduler } from '@profyle/projector';
import { LifecycleTimers } from '../../apps/api/src/modules/organisations/services/lifecycle-timers';
import { CommandShell } from '../../apps/api/src/shared/command-shell/command-shell';
import { readModel } from '../../apps/api/src/shared/read-model/read-model';
import { httpClient } from '../support/http-client';
import { startTestApp, superadmin, type TestApp } from '../support/test-app';

type Client = ReturnType<typeof httpClient>;
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

describe('lifecycle timers (durable scheduler)', () => {
  let test: TestApp;
  let root: Client;

  const start = async (dataDir?: string) => {
    test = await startTestApp({}, ...(dataDir ? [dataDir] : []));
    root = httpClient(test.url, await test.tokenFor(superadmin));
  };
  const organisation = async (id: string) => (await root.get(`/v1/enterprise/${id}`)).body;
  const timersOf = async (id: string) =>
    (await readModel(test.runtime.readStore, scheduledWorkProjection).find({ subject_id: id }))
      .map((doc: ScheduledWorkDoc) => [doc.kind, doc.due_at, doc.status])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  /** Runs what the scheduler finds due at `at`, then lets the read models catch up. */
  const runDueAt = async (at: Date) => {
    const done = await test.app.get(WorkScheduler).drain(at);
    await test.runtime.awaitProjections(await test.runtime.eventStore.headPosition());
    return done;
  };

  beforeAll(() => start());
  afterAll(() => test.destroy());

  it('expires a trial once its end has passed, and only then', async () => {
    expect((await root.post('/v1/enterprise', { organisation_id: 'timer_trial', name: 'Timer Trial', is_demo: true })).status).toBe(201);
    const { demoExpiresOn } = await organisation('timer_trial');
    expect(await timersOf('timer_trial')).toEqual([['organisation.expire-trial', demoExpiresOn, 'scheduled']]);

    expect(await runDueAt(later(demoExpiresOn, -1000))).toBe(0);
    expect(await organisation('timer_trial')).toMatchObject({ accountStatus: 'trial', isDemoExpired: false });

    expect(await runDueAt(later(demoExpiresOn, 1000))).toBeGreaterThanOrEqual(1);
    expect(await organisation('timer_trial')).toMatchObject({ accountStatus: 'trial_expired', isDemoExpired: true });
    expect(await timersOf('timer_trial')).toEqual([['organisation.expire-trial', demoExpiresOn, 'completed']]);
  });

  it('an extension reactivates the trial and waits for the new end; the old timer records nothing', async () => {
    const extended = (await root.post('/v1/enterprise/timer_trial/extend-demo')).body;
    expect(extended).toMatchObject({ accountStatus: 'trial' });
    const timers = await timersOf('timer_trial');
    expect(timers[timers.length - 1]).toEqual(['organisation.expire-trial', extended.demoExpiresOn, 'scheduled']);

    expect(await runDueAt(later(extended.demoExpiresOn, -1000))).toBe(0);
    expect((await organisation('timer_trial')).accountStatus).toBe('trial');
    await runDueAt(later(extended.demoExpiresOn, 1000));
    expect((await organisation('timer_trial')).accountStatus).toBe('trial_expired');
  });

  it('closes a non-renewing account at closeAfter, then marks it pending deletion at deleteAfter', async () => {
    expect((await root.post('/v1/enterprise', { organisation_id: 'timer_customer', name: 'Timer Customer', subscriptions: 2 })).status).toBe(201);
    expect(await timersOf('timer_customer')).toEqual([]);
    const closeAfter = daysLater(new Date().toISOString(), 10);
    expect((await root.put('/v1/enterprise/timer_customer/close-after', { close_after: closeAfter })).status).toBe(200);
    expect(await timersOf('timer_customer')).toEqual([['organisation.close-not-renewed', closeAfter, 'scheduled']]);

    await runDueAt(later(closeAfter, 1000));
    const closed = await organisation('timer_customer');
    expect(closed).toMatchObject({ accountStatus: 'closed', pendingDeletion: false });
    expect(await timersOf('timer_customer')).toEqual([
      ['organisation.close-not-renewed', closeAfter, 'completed'],
      ['organisation.mark-deletion-pending', closed.deleteAfter, 'scheduled'],
    ]);

    await runDueAt(later(closed.deleteAfter, 1000));
    expect(await organisation('timer_customer')).toMatchObject({ accountStatus: 'pending_deletion', pendingDeletion: true });
    // Still reopenable: nothing was deleted.
    expect((await root.post('/v1/enterprise/timer_customer/reopen-account')).body).toMatchObject({ accountStatus: 'customer', closed: null, deleteAfter: null });
  });

  it('a closeAfter cleared before its date closes nothing', async () => {
    expect((await root.post('/v1/enterprise', { organisation_id: 'timer_renewed', name: 'Timer Renewed' })).status).toBe(201);
    const closeAfter = daysLater(new Date().toISOString(), 5);
    await root.put('/v1/enterprise/timer_renewed/close-after', { close_after: closeAfter });
    await root.put('/v1/enterprise/timer_renewed/close-after', { close_after: null });
    await runDueAt(later(closeAfter, 1000));
    expect(await organisation('timer_renewed')).toMatchObject({ accountStatus: 'customer', closed: null });
  });

  it('gives an organisation opened without its timers the ones it waits for (reconciliation)', async () => {
    // Opened on its stream directly, as a path that does not schedule would.
    const shell = test.app.get(CommandShell);
    const metadata = { organisationId: 'timer_unscheduled', actor: { userId: superadmin.userId }, correlationId: randomUUID(), now: new Date().toISOString() };
    const created = await shell.execute({
      streamId: organisationStreamId('timer_unscheduled'),
      decider: organisationDecider,
      command: { type: 'CreateOrganisation', data: { organisationId: 'timer_unscheduled', name: 'Timer Unscheduled', isDemo: true }, metadata },
    });
    await test.runtime.awaitProjections(created.position);
    expect(await timersOf('timer_unscheduled')).toEqual([]);

    const timers = test.app.get(LifecycleTimers);
    expect(await timers.reconcile()).toBe(1);
    await test.runtime.awaitProjections(await test.runtime.eventStore.headPosition());
    const { demoExpiresOn } = await organisation('timer_unscheduled');
    expect(await timersOf('timer_unscheduled')).toEqual([['organisation.expire-trial', demoExpiresOn, 'scheduled']]);
    expect(await timers.reconcile()).toBe(0);
  });

  it('keeps its timers across a restart of the api', async () => {
    expect((await root.post('/v1/enterprise', { organisation_id: 'timer_restart', name: 'Timer Restart', is_demo: true })).status).toBe(201);
    const { demoExpiresOn } = await organisation('timer_restart');
    const { dataDir } = test;
    await test.stop();
    await start(dataDir);
    await runDueAt(later(demoExpiresOn, 1000));
    expect((await organisation('timer_restart')).accountStatus).toBe('trial_expired');
  });
});
