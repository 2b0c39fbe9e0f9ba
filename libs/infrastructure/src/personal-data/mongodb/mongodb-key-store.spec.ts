import { MongoClient } from 'mongodb';
import { keyStoreContract } from '../key-store.contract';
import { MongoKeyStore } from './mongodb-key-store';

const url = process.env.MONGO_URL;

if (!url) {
  console.warn('mongodb key store skipped: MONGO_URL not set');
  describe('mongodb key store (skipped: MONGO_URL not set)', () => {
    it.skip('runs the key store contract against a real MongoDB-wire server', () => undefined);
  });
} else {
  let n = 0;
  keyStoreContract('MongoKeyStore', async () => {
    const database = `key_store_test_${process.pid}_${Date.now().toString(36)}_${++n}`;
    return {
      open: () => MongoKeyStore.create({ url, database }),
      cleanup: async () => {
        const client = await MongoClient.connect(url);
        await client.db(database).dropDatabase();
        await client.close();
      },
    };
  });
}
