import { FileExistsError, type FileStore } from './file-store.port';

/** The contract every FileStore adapter passes; each adapter's spec runs it with a fresh store. */
export const fileStoreContract = (name: string, open: () => Promise<FileStore>, cleanup: (store: FileStore) => Promise<void> = (store) => store.close()) => {
  describe(`${name} (FileStore contract)`, () => {
    let store: FileStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => cleanup(store));

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

    it('stores and reads back the bytes and the content type', async () => {
      await store.put('org1/a.png', png, 'image/png');
      const file = await store.get('org1/a.png');
      expect(file?.data.equals(png)).toBe(true);
      expect(file).toMatchObject({ contentType: 'image/png', size: png.length });
      expect(Number.isNaN(Date.parse(file?.createdAt ?? ''))).toBe(false);
    });

    it('answers null for a key that holds nothing', async () => {
      expect(await store.get('org1/missing.png')).toBeNull();
    });

    it('never overwrites a key', async () => {
      await store.put('org1/b.png', png, 'image/png');
      await expect(store.put('org1/b.png', Buffer.from('other'), 'image/png')).rejects.toBeInstanceOf(FileExistsError);
      expect((await store.get('org1/b.png'))?.data.equals(png)).toBe(true);
    });

    it('keeps files of different organisations apart', async () => {
      await store.put('org1/c.png', png, 'image/png');
      expect(await store.get('org2/c.png')).toBeNull();
    });

    it('deletes, and deleting twice is harmless', async () => {
      await store.put('org1/d.png', png, 'image/png');
      await store.delete('org1/d.png');
      await store.delete('org1/d.png');
      expect(await store.get('org1/d.png')).toBeNull();
    });

    it('stores a large file whole (several GridFS chunks)', async () => {
      const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
      await store.put('org1/big.jpg', big, 'image/jpeg');
      expect((await store.get('org1/big.jpg'))?.data.equals(big)).toBe(true);
    });

    it('refuses keys that could leave the store', async () => {
      for (const key of ['../etc/passwd', 'org1/../../x', '/abs', 'org1/.hidden', 'noslash']) {
        await expect(store.put(key, png, 'image/png')).rejects.toThrow('Invalid file key');
        await expect(store.get(key)).rejects.toThrow('Invalid file key');
      }
    });
  });
};
