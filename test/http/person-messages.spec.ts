/**
 * What reaches a person, over real HTTP on the embedded runtime: the welcome e-mail (after an
 * assignment, on the scheduler; or at once from the person page), the notice when a subscription is
 * removed, the seven Academy e-mails on the durable scheduler (across a restart, each exactly once),
 * push notifications through the captured port and through the FCM HTTP v1 adapter against its local
 * stand-in, the signed wallet and toolkit links, and the introductions CSV.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { capturedMail, capturedPushes, type SentMail } from '@profyle/infrastructure';
import { personDecider, personStreamId } from '@profyle/domain';
import { WorkScheduler } from '@profyle/projector';
import { commandMetadata } from '../../apps/api/src/shared/command-shell/command-metadata';
import { type FcmStandIn, startFcmStandIn } from '../push/fcm-stand-in';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'messages_org';
const DAY = 24 * 60 * 60 * 1000;
const person = (first: string) => ({ first_name: first, last_name: 'Tester', position: 'Engineer', email: `${first.toLowerCase()}@example.com` });

describe('person messages', () => {
  let test: TestApp;
  let root: ReturnType<typeof httpClient>;
  let admin: ReturnType<typeof httpClient>;
  let ada: string;
  let adaDigitalId: string;
  let fcm: FcmStandIn;

  const mailTo = async (to: string): Promise<SentMail[]> => (await capturedMail(join(test.dataDir, 'mail'))).filter((mail) => mail.to === to).reverse();
  const waitForMail = async (to: string, count: number): Promise<SentMail[]> => {
    for (let i = 0; i < 100; i++) {
      const mails = await mailTo(to);
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${to} got ${(await mailTo(to)).length} e-mails, not ${count}`);
  };
  const scheduler = () => test.app.get(WorkScheduler);
  const create = async (first: string) => (await admin.put(`/v1/enterprise/${ORG}/people`, person(first))).body.personId as string;
  const registerPushToken = async (personId: string, token: string) => {
    const metadata = commandMetadata(adminOf(ORG), ORG);
    const changed = await test.runtime.shell.execute({ streamId: personStreamId(personId), decider: personDecider, command: { type: 'ChangePushToken', data: { personId, token }, metadata } });
    await test.runtime.awaitProjections(changed.position);
  };
  const start = async (dataDir?: string, env: Record<string, string> = {}) => {
    test = await startTestApp({ SCHEDULER_INTERVAL_MS: '50', PROFYLE_BASE_URL: 'https://profyle.example/c', ...env }, dataDir);
    root = httpClient(test.url, await test.tokenFor(superadmin));
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
  };

  beforeAll(async () => {
    fcm = await startFcmStandIn();
    await start();
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Messages Ltd', subscriptions: 10 })).status).toBe(201);
    ada = await create('Ada');
  });
  afterAll(async () => {
    await test.destroy();
    await fcm.close();
  });

  describe('the welcome e-mail', () => {
    it('goes out after an assignment asked for it, with the Profyle, toolkit and wallet links', async () => {
      expect((await admin.put(`/v1/enterprise/${ORG}/people/${ada}/assign-subscription`, { type: 'digital', send_email: true })).status).toBe(204);
      adaDigitalId = (await admin.get(`/v1/enterprise/${ORG}/people/${ada}`)).body.subscription.digital_id;
      const [welcome] = await waitForMail('ada@example.com', 1);
      expect(welcome.subject).toBe('Your Profyle from Messages Ltd is ready');
      expect(welcome.links).toEqual(
        expect.arrayContaining([
          `https://profyle.example/c/${adaDigitalId}`,
          expect.stringMatching(new RegExp(`/toolkit\\?id=${adaDigitalId}&expires=\\d+&signature=`)),
          expect.stringMatching(new RegExp(`^https://profyle.example/c/${adaDigitalId}/wallet/ios\\?expires=\\d+&signature=`)),
          expect.stringMatching(new RegExp(`^https://profyle.example/c/${adaDigitalId}/wallet/android\\?expires=\\d+&signature=`)),
        ]),
      );
    });

    it('does not go out when the assignment did not ask for it', async () => {
      const grace = await create('Grace');
      expect((await admin.put(`/v1/enterprise/${ORG}/people/${grace}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
      await scheduler().drain(new Date(Date.now() + DAY));
      expect(await mailTo('grace@example.com')).toEqual([]);
    });

    it('is sent at once from the person page by the Profyle’s card id (200 {success})', async () => {
      const sent = await admin.post(`/v1/cards/${adaDigitalId.toLowerCase()}/send-welcome-email`);
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ success: true });
      expect(await mailTo('ada@example.com')).toHaveLength(2);
    });

    it('refuses an unknown card, and a card of another organisation as unknown', async () => {
      const unknown = await admin.post(`/v1/cards/${'F'.repeat(32)}/send-welcome-email`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.errorMessage).toBe('Card ID');
      const outsider = httpClient(test.url, await test.tokenFor(adminOf('other_org')));
      expect((await outsider.post(`/v1/cards/${adaDigitalId}/send-welcome-email`)).status).toBe(404);
      expect((await outsider.post(`/v1/cards/${adaDigitalId}/send-academy-emails`)).status).toBe(404);
    });
  });

  describe('the Academy e-mails', () => {
    it('sends seven e-mails, the first at once and one every two days, each exactly once across a restart', async () => {
      const katherine = await create('Katherine');
      expect((await admin.put(`/v1/enterprise/${ORG}/people/${katherine}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
      const digitalId = (await admin.get(`/v1/enterprise/${ORG}/people/${katherine}`)).body.subscription.digital_id;
      const enrolled = await admin.post(`/v1/cards/${digitalId}/send-academy-emails`);
      expect(enrolled.status).toBe(200);
      expect(enrolled.body).toEqual({ success: true });
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${katherine}`)).body.academy_enrolled_at).not.toBeNull();
      expect((await waitForMail('katherine@example.com', 1)).map((m) => m.subject)).toEqual(['Profyle Academy 1 of 7: welcome']);

      await scheduler().drain(new Date(Date.now() + 2 * DAY + 60_000));
      expect((await mailTo('katherine@example.com')).map((m) => m.subject)).toEqual(['Profyle Academy 1 of 7: welcome', 'Profyle Academy 2 of 7: share with a tap']);

      // A restart: the rest of the series is still there, and nothing already sent goes again.
      const dataDir = test.dataDir;
      await test.stop();
      await start(dataDir);
      const enrolledAt = Date.now();
      for (const step of [3, 4, 5, 6, 7]) {
        await scheduler().drain(new Date(enrolledAt + (step - 1) * 2 * DAY + 60_000));
        await test.runtime.awaitProjections(await test.runtime.eventStore.headPosition());
        expect(await mailTo('katherine@example.com')).toHaveLength(step);
      }
      await scheduler().drain(new Date(enrolledAt + 60 * DAY));
      const subjects = (await mailTo('katherine@example.com')).map((m) => m.subject.slice(0, 24));
      expect(subjects).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Profyle Academy ${n} of 7: `));
    });

    it('replaces a running series with a new one when enrolled again', async () => {
      const alan = await create('Alan');
      expect((await admin.put(`/v1/enterprise/${ORG}/people/${alan}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
      const digitalId = (await admin.get(`/v1/enterprise/${ORG}/people/${alan}`)).body.subscription.digital_id;
      expect((await admin.post(`/v1/cards/${digitalId}/send-academy-emails`)).status).toBe(200);
      await waitForMail('alan@example.com', 1);
      expect((await admin.post(`/v1/cards/${digitalId}/send-academy-emails`)).status).toBe(200);
      await waitForMail('alan@example.com', 2);
      await scheduler().drain(new Date(Date.now() + 30 * DAY));
      await test.runtime.awaitProjections(await test.runtime.eventStore.headPosition());
      await scheduler().drain(new Date(Date.now() + 60 * DAY));
      // One first e-mail from the replaced series, then the whole new series.
      expect((await mailTo('alan@example.com')).map((m) => m.subject.slice(0, 24)).sort()).toEqual(['Profyle Academy 1 of 7: ', ...[1, 2, 3, 4, 5, 6, 7].map((n) => `Profyle Academy ${n} of 7: `)].sort());
    });
  });

  it('tells the person when their subscription is removed', async () => {
    const tim = await create('Tim');
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${tim}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${tim}/remove-subscription`)).status).toBe(200);
    const [notice] = await waitForMail('tim@example.com', 1);
    expect(notice.subject).toBe('Your Profyle from Messages Ltd has ended');
  });

  describe('links', () => {
    it('answers signed wallet and toolkit links, valid 28 days, only with a Profyle', async () => {
      const wallet = await admin.get(`/v1/enterprise/${ORG}/people/${ada}/wallet-urls`);
      expect(wallet.status).toBe(200);
      const expires = Number(new URL(wallet.body.ios).searchParams.get('expires'));
      expect(Math.round((expires - Date.now()) / DAY)).toBe(28);
      expect(wallet.body.android).toMatch(/\/wallet\/android\?expires=\d+&signature=[\w-]+$/);
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${ada}/toolkit-url`)).body.toolkitUrl).toMatch(/\/toolkit\?id=[0-9A-F]{32}&expires=\d+&signature=/);
      const margaret = await create('Margaret');
      const none = await admin.get(`/v1/enterprise/${ORG}/people/${margaret}/wallet-urls`);
      expect(none.status).toBe(400);
      expect(none.body.errorMessage).toBe('This person has no Profyle yet: assign a subscription first');
    });
  });

  describe('push notifications', () => {
    it('are for superadmins, with a non-blank title and message, to a person with a device', async () => {
      expect((await admin.post(`/v1/enterprise/${ORG}/people/${ada}/notification`, { title: 'Hi', body: 'There' })).status).toBe(403);
      const blank = await root.post(`/v1/enterprise/${ORG}/people/${ada}/notification`, { title: ' ', body: '' });
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual([
        { path: 'title', msg: 'Please enter a title' },
        { path: 'body', msg: 'Please enter a message' },
      ]);
      const noDevice = await root.post(`/v1/enterprise/${ORG}/people/${ada}/notification`, { title: 'Hi', body: 'There' });
      expect(noDevice.status).toBe(400);
      expect(noDevice.body.errorMessage).toMatch(/^Push notifications are not available for this person/);
    });

    it('are captured in embedded mode', async () => {
      await registerPushToken(ada, 'device-ada');
      const sent = await root.post(`/v1/enterprise/${ORG}/people/${ada}/notification`, { title: 'Event tonight', body: 'Doors open at 7.' });
      expect(sent.status).toBe(200);
      const [push] = await capturedPushes(join(test.dataDir, 'push'));
      expect(push).toMatchObject({ token: 'device-ada', title: 'Event tonight', body: 'Doors open at 7.', data: { personId: ada, digitalId: adaDigitalId } });
    });

    it('go through Firebase Cloud Messaging HTTP v1 when configured, and a gone device is withdrawn', async () => {
      const file = join(test.dataDir, 'fcm-service-account.json');
      writeFileSync(file, JSON.stringify(fcm.serviceAccount));
      const dataDir = test.dataDir;
      await test.stop();
      await start(dataDir, { PUSH: 'fcm', FCM_SERVICE_ACCOUNT_FILE: file, FCM_BASE_URL: fcm.baseUrl, FCM_TOKEN_URL: fcm.tokenUrl });
      expect((await root.post(`/v1/enterprise/${ORG}/people/${ada}/notification`, { title: 'Hello', body: 'From FCM' })).status).toBe(200);
      expect(fcm.received).toEqual([{ message: { token: 'device-ada', notification: { title: 'Hello', body: 'From FCM' }, data: { personId: ada, digitalId: adaDigitalId } } }]);

      await registerPushToken(ada, 'unregistered-phone');
      const gone = await root.post(`/v1/enterprise/${ORG}/people/${ada}/notification`, { title: 'Hello', body: 'Again' });
      expect(gone.status).toBe(502);
      expect(gone.body.errorMessage).toBe('Failed to send notification');
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${ada}`)).body.push_status).toBe('UNAVAILABLE');
    });
  });

  it('answers a mail that cannot be handed over with the spec’s error', async () => {
    const dataDir = test.dataDir;
    await test.stop();
    await start(dataDir, { MAIL: 'smtp', SMTP_URL: 'smtp://127.0.0.1:9' });
    const failed = await admin.post(`/v1/cards/${adaDigitalId}/send-welcome-email`);
    expect(failed.status).toBe(502);
    expect(failed.body.errorMessage).toMatch(/^Error sending email: /);
  });
});
