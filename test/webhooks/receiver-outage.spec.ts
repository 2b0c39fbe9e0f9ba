/**
 * Fault test "take the webhook receiver down for a while", in-process on the delivery worker's real
 * adapters and its injectable clock: the subscriber's port refuses connections when events are due, the
 * clock walks the retry schedule (immediately, 5 s, 5 min) while it is still down, the subscriber comes
 * back, the next scheduled attempt (30 min) gets through, verified, and nothing is sent again after that.
 * The subscriber sits behind a LoopbackDoor: closing it leaves nothing listening on the endpoint's port.
 */
import { loopbackDoor, type LoopbackDoor, probePort } from '../distributed/support/loopback-door';
import { integrationEvent, startWebhookWorld, type WebhookWorld } from './support/webhook-world';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const ORG = 'org_outage';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('webhook receiver outage', () => {
  let world: WebhookWorld;
  let receiver: WebhookReceiver;
  let door: LoopbackDoor;

  beforeEach(async () => {
    receiver = await startWebhookReceiver();
    door = await loopbackDoor(Number(new URL(receiver.url()).port));
    world = await startWebhookWorld();
  });
  afterEach(async () => {
    await world.close();
    await door.close();
    await receiver.close();
  });

  it('logs every refused attempt along the schedule, delivers at the first attempt after the receiver is back, and never twice', async () => {
    // The fake clock starts 35 min 10 s in the past, so the attempts that get through are signed at about
    // the real time: the subscriber's library refuses a webhook-timestamp more than 5 min off its clock.
    world.setNow(new Date(Date.now() - 35 * MINUTE - 10 * SECOND));
    receiver.secret = await world.configure(ORG, 'default', { url: door.url('/hooks'), events: ['profyle.created', 'subscription.allocated'] });
    const { dispatcher } = world.worker;
    const t0 = world.now().getTime();
    const at = (ms: number) => new Date(t0 + ms).toISOString();
    /** Moves the clock to t0 + ms and runs one scheduler pass; answers how many deliveries it attempted. */
    const passAt = async (ms: number) => {
      world.setNow(new Date(t0 + ms));
      return dispatcher.tick();
    };

    // The receiver goes down: nothing listens on the endpoint's port any more.
    await door.close();
    expect(await probePort(door.port)).toBe('ECONNREFUSED');

    const created = integrationEvent(ORG, 'profyle.created', { person_id: 'p-ada', first_name: 'Ada' });
    const allocated = integrationEvent(ORG, 'subscription.allocated', { person_id: 'p-ada', type: 'digital' });
    const createdId = `${created.id}:default`;
    const allocatedId = `${allocated.id}:default`;
    expect(await dispatcher.handle(created)).toBe(1);
    expect(await passAt(0)).toBe(1);
    expect(await dispatcher.delivery(createdId)).toMatchObject({ status: 'pending', attempts: 1, last_code: 0, next_attempt_at: at(5 * SECOND) });
    // A second event arrives during the outage and keeps a schedule of its own.
    world.setNow(new Date(t0 + 2 * SECOND));
    expect(await dispatcher.handle(allocated)).toBe(1);
    expect(await passAt(2 * SECOND)).toBe(1);

    // 5 s after each first attempt: still down.
    expect(await passAt(5 * SECOND - 1)).toBe(0);
    expect(await passAt(5 * SECOND)).toBe(1);
    expect(await passAt(7 * SECOND)).toBe(1);
    expect(await dispatcher.delivery(createdId)).toMatchObject({ status: 'pending', attempts: 2, last_code: 0, next_attempt_at: at(5 * SECOND + 5 * MINUTE) });
    // 5 min later: still down.
    expect(await passAt(5 * SECOND + 5 * MINUTE - 1)).toBe(0);
    expect(await passAt(5 * SECOND + 5 * MINUTE)).toBe(1);
    expect(await passAt(7 * SECOND + 5 * MINUTE)).toBe(1);
    expect(await dispatcher.delivery(allocatedId)).toMatchObject({ status: 'pending', attempts: 3, last_code: 0, next_attempt_at: at(7 * SECOND + 35 * MINUTE) });
    expect(door.accepted()).toBe(0);
    expect(receiver.received).toHaveLength(0);

    // The receiver is back after 20 min; the next attempts are not due before 35 min 5 s.
    await door.open();
    expect(await passAt(20 * MINUTE)).toBe(0);
    expect(await passAt(35 * MINUTE + 5 * SECOND - 1)).toBe(0);
    expect(receiver.received).toHaveLength(0);
    expect(await passAt(35 * MINUTE + 5 * SECOND)).toBe(1);
    expect(await passAt(35 * MINUTE + 7 * SECOND)).toBe(1);

    expect(receiver.received.map((r) => ({ id: r.headers['webhook-id'], type: r.payload?.type, verified: r.verified, error: r.verifyError }))).toEqual([
      { id: created.id, type: 'profyle.created', verified: true, error: undefined },
      { id: allocated.id, type: 'subscription.allocated', verified: true, error: undefined },
    ]);
    expect(await dispatcher.delivery(createdId)).toMatchObject({ status: 'delivered', attempts: 4, last_code: 200, next_attempt_at: null });
    expect(await dispatcher.delivery(allocatedId)).toMatchObject({ status: 'delivered', attempts: 4, last_code: 200, next_attempt_at: null });

    // Nothing is sent twice: not on later passes, not when the bus redelivers the events.
    world.setNow(new Date(t0 + 48 * HOUR));
    expect(await dispatcher.drain()).toBe(0);
    expect(await dispatcher.handle(created)).toBe(0);
    expect(await dispatcher.handle(allocated)).toBe(0);
    expect(await dispatcher.drain()).toBe(0);
    expect(receiver.received).toHaveLength(2);

    // The logs tell the story, newest first: four refusals each, then the two deliveries.
    const entries = await world.worker.logs.latest(ORG, 'default', world.now());
    const refused = (attempt: number, when: number, next: number) => ({
      attempt,
      timestamp: at(when),
      code: 0,
      isOk: false,
      message: `Request failed: ECONNREFUSED. Attempt ${attempt} failed; next attempt at ${at(next)}`,
    });
    const delivered = (when: number) => ({ attempt: 4, timestamp: at(when), code: 200, isOk: true, message: 'HTTP 200 OK' });
    expect(entries.map(({ messageId, event, attempt, timestamp, code, isOk, message }) => ({ messageId, event, attempt, timestamp, code, isOk, message }))).toEqual([
      { messageId: allocated.id, event: 'subscription.allocated', ...delivered(35 * MINUTE + 7 * SECOND) },
      { messageId: created.id, event: 'profyle.created', ...delivered(35 * MINUTE + 5 * SECOND) },
      { messageId: allocated.id, event: 'subscription.allocated', ...refused(3, 5 * MINUTE + 7 * SECOND, 35 * MINUTE + 7 * SECOND) },
      { messageId: created.id, event: 'profyle.created', ...refused(3, 5 * MINUTE + 5 * SECOND, 35 * MINUTE + 5 * SECOND) },
      { messageId: allocated.id, event: 'subscription.allocated', ...refused(2, 7 * SECOND, 5 * MINUTE + 7 * SECOND) },
      { messageId: created.id, event: 'profyle.created', ...refused(2, 5 * SECOND, 5 * MINUTE + 5 * SECOND) },
      { messageId: allocated.id, event: 'subscription.allocated', ...refused(1, 2 * SECOND, 7 * SECOND) },
      { messageId: created.id, event: 'profyle.created', ...refused(1, 0, 5 * SECOND) },
    ]);
    // A refused attempt has the signed request it tried to send and no response.
    const firstAttempt = await world.worker.logs.get(ORG, 'default', entries[7].id, world.now());
    expect(firstAttempt?.response).toBeNull();
    expect(firstAttempt?.request.headers).toMatchObject({ 'webhook-id': created.id, 'webhook-timestamp': String(Math.floor(t0 / 1000)) });
    // Each attempt is signed afresh: the delivered one carries its own time.
    expect(receiver.received[0].headers['webhook-timestamp']).toBe(String(Math.floor((t0 + 35 * MINUTE + 5 * SECOND) / 1000)));
  });
});
