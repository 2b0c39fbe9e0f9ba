/**
 * Where uploaded files (images) live: the filesystem under DATA_DIR in embedded mode, MongoDB GridFS in
 * distributed mode, so every api instance serves every upload. Keys are `<organisationId>/<name>`,
 * chosen by the api (never by a client); a key is written once and never changes, so it can be cached
 * for ever.
 */
export interface StoredFile {
  data: Buffer;
  contentType: string;
  size: number;
  /** ISO timestamp of the upload. */
  createdAt: string;
}

export interface FileStore {
  /** Stores the file under a new key; a key that exists already is refused. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export const FILE_STORE = Symbol('FileStore');

/** Keys are made of safe path segments only: no '..', no absolute paths, no odd characters. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/;
export const assertFileKey = (key: string): void => {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '.' || segment === '..' || segment.startsWith('.'))) {
    throw new Error(`Invalid file key: ${key}`);
  }
};

export class FileExistsError extends Error {
  constructor(key: string) {
    super(`A file is already stored under ${key}`);
    this.name = 'FileExistsError';
  }
}
