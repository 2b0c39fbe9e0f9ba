import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keyStoreContract } from '../key-store.contract';
import { SqliteKeyStore } from './sqlite-key-store';

keyStoreContract('SqliteKeyStore', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'profyle-keys-'));
  return { open: async () => new SqliteKeyStore({ file: join(dir, 'keys.sqlite') }), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
});

describe('SqliteKeyStore on disk', () => {
  it('leaves no copy of a destroyed key in its file or its journal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'profyle-keys-'));
    const file = join(dir, 'keys.sqlite');
    const store = new SqliteKeyStore({ file });
    try {
      const keys = await Promise.all(Array.from({ length: 20 }, (_, i) => store.keyFor(`person-${i}`)));
      await store.erase('person-7', '2026-05-01T00:00:00.000Z');
      const bytes = Buffer.concat([readFileSync(file), readFileSync(`${file}-wal`, { flag: 'a+' })]);
      expect(bytes.includes(keys[7])).toBe(false);
      expect(bytes.includes(keys[8])).toBe(true);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
