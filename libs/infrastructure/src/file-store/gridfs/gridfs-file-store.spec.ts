import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { fileStoreContract } from '../file-store.contract';
import { GridFsFileStore } from './gridfs-file-store';

const url = process.env.MONGO_URL;
if (!url) console.warn('GridFsFileStore contract: skipped, MONGO_URL is not set (scripts/servers.sh env sets it)');

(url ? describe : describe.skip)('GridFS on a real MongoDB-wire server', () => {
  const databases = new Map<object, { client: MongoClient; name: string }>();
  fileStoreContract(
    'GridFsFileStore',
    async () => {
      const client = await MongoClient.connect(url as string);
      const name = `files_${randomUUID().slice(0, 8)}`;
      const store = new GridFsFileStore(client, name, 'uploads', false);
      databases.set(store, { client, name });
      return store;
    },
    async (store) => {
      const { client, name } = databases.get(store) as { client: MongoClient; name: string };
      await client.db(name).dropDatabase();
      await client.close();
    },
  );
});
