import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileStoreContract } from '../file-store.contract';
import { FilesystemFileStore } from './filesystem-file-store';

const roots = new Map<object, string>();
fileStoreContract(
  'FilesystemFileStore',
  async () => {
    const root = mkdtempSync(join(tmpdir(), 'profyle-files-'));
    const store = new FilesystemFileStore(root);
    roots.set(store, root);
    return store;
  },
  async (store) => {
    await store.close();
    rmSync(roots.get(store) as string, { recursive: true, force: true });
  },
);
