/**
 * The Firebase Cloud Messaging HTTP v1 adapter against the local stand-in that speaks FCM's protocol:
 * the port's contract, plus the OAuth token kept between sends and refreshed when refused.
 */
import { FcmPushSender, PushDeliveryError } from '@profyle/infrastructure';
import { pushSenderContract } from '../../libs/infrastructure/src/push/push.contract';
import { type FcmStandIn, startFcmStandIn } from './fcm-stand-in';

const senderFor = (standIn: FcmStandIn) => new FcmPushSender({ serviceAccount: standIn.serviceAccount, baseUrl: standIn.baseUrl, tokenUrl: standIn.tokenUrl });

pushSenderContract('FcmPushSender (FCM HTTP v1 stand-in)', async () => {
  const standIn = await startFcmStandIn();
  return {
    sender: senderFor(standIn),
    delivered: async () => standIn.received.map(({ message }) => ({ token: message.token, title: message.notification.title, body: message.notification.body, data: message.data })),
    unregisteredToken: 'unregistered-device',
    dispose: () => standIn.close(),
  };
});

describe('FcmPushSender credentials', () => {
  let standIn: FcmStandIn;
  beforeEach(async () => {
    standIn = await startFcmStandIn();
  });
  afterEach(() => standIn.close());

  it('keeps its access token between sends and gets a new one when it is refused', async () => {
    const sender = senderFor(standIn);
    await sender.send({ token: 't1', title: 'a', body: 'b' });
    await sender.send({ token: 't2', title: 'a', body: 'b' });
    expect(standIn.tokensIssued()).toBe(1);
    standIn.revokeTokens();
    await sender.send({ token: 't3', title: 'a', body: 'b' });
    expect(standIn.tokensIssued()).toBe(2);
    expect(standIn.received.map(({ message }) => message.token)).toEqual(['t1', 't2', 't3']);
  });

  it('says auth when the service account is not the one the project trusts', async () => {
    const other = await startFcmStandIn();
    const sender = new FcmPushSender({ serviceAccount: other.serviceAccount, baseUrl: standIn.baseUrl, tokenUrl: standIn.tokenUrl });
    const error = await sender.send({ token: 't', title: 'a', body: 'b' }).catch((e: unknown) => e);
    await other.close();
    expect(error).toBeInstanceOf(PushDeliveryError);
    expect((error as PushDeliveryError).failure).toBe('auth');
  });

  it('says unavailable when FCM cannot be reached', async () => {
    const sender = new FcmPushSender({ serviceAccount: standIn.serviceAccount, baseUrl: 'http://127.0.0.1:9', tokenUrl: 'http://127.0.0.1:9/token', timeoutMs: 2000 });
    const error = await sender.send({ token: 't', title: 'a', body: 'b' }).catch((e: unknown) => e);
    expect((error as PushDeliveryError).failure).toBe('unavailable');
  });
});
