import { randomUUID } from 'node:crypto';
import { type PersonalDataKeyStore, SubjectErasedError } from './key-store.port';

/** What every key store must do; `open` gives a store on fresh storage, `reopen` one on the same storage. */
export const keyStoreContract = (name: string, fixture: () => Promise<{ open: () => Promise<PersonalDataKeyStore>; cleanup?: () => Promise<void> }>): void => {
  describe(`${name} honours the personal data key store contract`, () => {
    let open: () => Promise<PersonalDataKeyStore>;
    let cleanup: (() => Promise<void>) | undefined;
    let store: PersonalDataKeyStore;
    beforeEach(async () => {
      ({ open, cleanup } = await fixture());
      store = await open();
    });
    afterEach(async () => {
      await store.close();
      await cleanup?.();
    });

    it('creates one 32-byte key per subject, and gives the same key every time', async () => {
      const subject = `person-${randomUUID()}`;
      expect(await store.lookup(subject)).toEqual({ status: 'none' });
      const [a, b] = await Promise.all([store.keyFor(subject), store.keyFor(subject)]);
      expect(a).toHaveLength(32);
      expect(b.equals(a)).toBe(true);
      const other = await store.keyFor(`person-${randomUUID()}`);
      expect(other.equals(a)).toBe(false);
      expect(await store.lookup(subject)).toEqual({ status: 'active', key: a });
    });

    it('keeps keys durably: another instance on the same storage finds them', async () => {
      const subject = `person-${randomUUID()}`;
      const key = await store.keyFor(subject);
      const second = await open();
      try {
        expect(((await second.lookup(subject)) as { key: Buffer }).key.equals(key)).toBe(true);
        expect((await second.keyFor(subject)).equals(key)).toBe(true);
      } finally {
        await second.close();
      }
    });

    it('destroys the key on erasure, keeps the first erasure time, and refuses a new key afterwards', async () => {
      const subject = `person-${randomUUID()}`;
      await store.keyFor(subject);
      await store.erase(subject, '2026-05-01T10:00:00.000Z');
      await store.erase(subject, '2026-06-01T10:00:00.000Z');
      expect(await store.lookup(subject)).toEqual({ status: 'erased', erasedAt: '2026-05-01T10:00:00.000Z' });
      await expect(store.keyFor(subject)).rejects.toBeInstanceOf(SubjectErasedError);
      const never = `person-${randomUUID()}`;
      await store.erase(never, '2026-05-02T00:00:00.000Z');
      expect(await store.lookup(never)).toEqual({ status: 'erased', erasedAt: '2026-05-02T00:00:00.000Z' });
    });
  });
};
