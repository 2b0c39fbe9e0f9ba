import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { assertFileKey, FileExistsError, type FileStore, type StoredFile } from '../file-store.port';

/**
 * Files under a directory (DATA_DIR/uploads in embedded mode): the bytes at `<root>/<key>`, the content
 * type and upload time beside them in `<key>.meta.json`. Writes go to a temporary file renamed into
 * place, so a reader never sees half a file.
 */
export class FilesystemFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertFileKey(key);
    const path = join(this.root, key);
    if (await exists(path)) throw new FileExistsError(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomUUID()}.tmp`;
    await writeFile(temp, data);
    await writeFile(`${path}.meta.json`, JSON.stringify({ contentType, size: data.length, createdAt: new Date().toISOString() }));
    await rename(temp, path);
  }

  async get(key: string): Promise<StoredFile | null> {
    assertFileKey(key);
    const path = join(this.root, key);
    try {
      const [data, meta] = await Promise.all([readFile(path), readFile(`${path}.meta.json`, 'utf8')]);
      const { contentType, createdAt } = JSON.parse(meta) as { contentType: string; createdAt: string };
      return { data, contentType, size: data.length, createdAt };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    const path = join(this.root, key);
    await rm(path, { force: true });
    await rm(`${path}.meta.json`, { force: true });
  }

  async close(): Promise<void> {}
}

const exists = async (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
