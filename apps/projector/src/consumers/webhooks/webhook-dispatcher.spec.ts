import { integrationLogMessage, integrationLogPart } from '@profyle/contracts';
import { type CloudEvent, EmbeddedReadStore, type OutgoingWebhook, type WebhookAttempt, type WebhookSender } from '@profyle/infrastructure';
import { webhookEndpointDocId, webhookEndpointsProjection } from '../../projections/webhook-endpoints/webhook-endpoints.projection';
import { collectionName } from '../../runner/projection';
import { WebhookDispatcher } from './webhook-dispatcher';

const ORG = 'org_wake';

const event = (id: string): CloudEvent => ({
  specversion: '1.0',
  id,
  source: `/organisations/${ORG}`,
  type: 'profyle.created',
  time: new Date().toISOString(),
  datacontenttype: 'application/json',
  organisationid: ORG,
  data: {},
});

/** A sender that answers 200 once the test lets each send finish (all at once unless held). */
const fakeSender = () => {
  const sent: string[] = [];
  let held: Promise<void> | null = null;
  let release = () => undefined as void;
  const sender = {
    timeoutMs: 1000,
    send: async (message: OutgoingWebhook): Promise<WebhookAttempt> => {
      sent.push(message.messageId);
      if (held) await held;
      return {
        request: { method: 'POST', url: message.url, headers: {}, body: message.body },
        response: { status: 200, headers: {}, body: 'ok', truncated: false },
        code: 200,
        isOk: true,
        ...integrationLogMessage([integrationLogPart('httpStatusReason', { status: 200, reason: 'OK' })]),
        timedOut: false,
      };
    },
  };
  return {
    sender: sender as unknown as WebhookSender,
    sent,
    hold: () => {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => {
      held = null;
      release();
    },
  };
};

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 2000): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return true;
};

describe('webhook dispatcher loop', () => {
  let store: EmbeddedReadStore;
  let fake: ReturnType<typeof fakeSender>;
  let dispatcher: WebhookDispatcher;

  beforeEach(async () => {
    store = new EmbeddedReadStore({ file: ':memory:' });
    const endpoint = { _id: webhookEndpointDocId(ORG, 'default'), organisation_id: ORG, endpoint_id: 'default', configured: true, enabled: true, url: 'https://hooks.example.com', secret: 'whsec_x', events: ['profyle.created'] };
    await store.collection(collectionName(webhookEndpointsProjection)).write([{ kind: 'upsert', doc: endpoint, version: 1 }]);
    fake = fakeSender();
    // An interval far longer than the test: only a wake can make the loop run a pass in time.
    dispatcher = new WebhookDispatcher({ store, sender: fake.sender, endpointCommands: { disableGone: async () => undefined } }, { intervalMs: 60_000 });
  });
  afterEach(async () => {
    fake.release();
    await dispatcher.stop();
    await store.close();
  });

  it('sends a delivery it records at once, without waiting for the next interval', async () => {
    dispatcher.start();
    // The first pass runs at start and finds nothing; the loop then sleeps for the interval.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await dispatcher.handle(event('e1'))).toBe(1);
    expect(await until(() => fake.sent.length === 1)).toBe(true);
    expect(await until(async () => (await dispatcher.delivery('e1:default'))?.status === 'delivered')).toBe(true);
    // A redelivered event records nothing and sends nothing.
    expect(await dispatcher.handle(event('e1'))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.sent).toEqual(['e1']);
  });

  it('runs another pass right after the one in progress when a delivery is recorded during it', async () => {
    dispatcher.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    fake.hold();
    await dispatcher.handle(event('e1'));
    expect(await until(() => fake.sent.length === 1)).toBe(true);
    // The pass sending e1 looked before e2 existed; e2 goes out in the pass that follows it.
    await dispatcher.handle(event('e2'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.sent).toEqual(['e1']);
    fake.release();
    expect(await until(() => fake.sent.length === 2)).toBe(true);
    expect(fake.sent).toEqual(['e1', 'e2']);
  });

  it('is not woken once stopped, nor before it is started', async () => {
    await dispatcher.handle(event('e1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.sent).toEqual([]);
    dispatcher.start();
    expect(await until(() => fake.sent.length === 1)).toBe(true);
    await dispatcher.stop();
    await dispatcher.handle(event('e2'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.sent).toEqual(['e1']);
  });
});
