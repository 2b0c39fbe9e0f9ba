import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import type { StorageSettings } from '../runtime/storage-settings';
import type { FileStore } from './file-store.port';
import { FilesystemFileStore } from './filesystem/filesystem-file-store';
import { GridFsFileStore } from './gridfs/gridfs-file-store';

/** Uploads live beside the read models: on the filesystem with the embedded store, in GridFS with MongoDB. */
export const createFileStore = async (settings: Pick<StorageSettings, 'READ_STORE' | 'DATA_DIR' | 'MONGO_URL' | 'MONGO_DB'>): Promise<FileStore> => {
  if (settings.READ_STORE === 'mongodb') return new GridFsFileStore(await MongoClient.connect(settings.MONGO_URL as string), settings.MONGO_DB);
  return new FilesystemFileStore(join(settings.DATA_DIR, 'uploads'));
};
