/**
 * The one contract every PushSender adapter passes. Each adapter's spec calls pushSenderContract() with
 * a factory that opens the adapter and can read back what reached the other side.
 */
import { PushDeliveryError, type PushMessage, type PushSender } from './push.port';

export interface PushSenderFixture {
  sender: PushSender;
  /** What was delivered, oldest first, as the receiving side decoded it. */
  delivered(): Promise<PushMessage[]>;
  /** A token the receiving side treats as no longer registered, when the adapter can meet one. */
  unregisteredToken?: string;
  dispose(): Promise<void>;
}

export function pushSenderContract(name: string, factory: () => Promise<PushSenderFixture>): void {
  describe(name, () => {
    let fixture: PushSenderFixture;
    beforeEach(async () => {
      fixture = await factory();
    });
    afterEach(() => fixture.dispose());

    const message: PushMessage = { token: 'device-token-1', title: 'Your Profyle was viewed', body: 'Ada opened your Profyle.', data: { personId: 'p1' } };

    it('delivers the token, title, body and data', async () => {
      await fixture.sender.send(message);
      expect(await fixture.delivered()).toEqual([message]);
    });

    it('answers with an id and the time it was accepted', async () => {
      const sent = await fixture.sender.send(message);
      expect(sent).toMatchObject({ token: 'device-token-1', title: message.title, body: message.body });
      expect(sent.id).not.toBe('');
      expect(Number.isNaN(Date.parse(sent.sentAt))).toBe(false);
    });

    it('delivers every message, in order', async () => {
      for (const token of ['a', 'b', 'c']) await fixture.sender.send({ ...message, token });
      expect((await fixture.delivered()).map((m) => m.token)).toEqual(['a', 'b', 'c']);
    });

    it('says when a token is no longer registered', async () => {
      if (!fixture.unregisteredToken) return;
      const error = await fixture.sender.send({ ...message, token: fixture.unregisteredToken }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PushDeliveryError);
      expect((error as PushDeliveryError).failure).toBe('unregistered');
    });
  });
}
