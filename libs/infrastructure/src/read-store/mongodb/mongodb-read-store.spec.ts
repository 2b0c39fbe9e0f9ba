import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Db, type Collection as DriverCollection, MongoClient } from 'mongodb';
import { type StartedTestContainer } from 'testcontainers';
import { readStoreContract, type ReadStoreFixture } from '../read-store.contract';
import { type Stored } from './guarded-writes';
import { MongoDbCollection } from './mongodb-collection';
import { MongoReadStore } from './mongodb-read-store';

const DOCKER_SOCKET = '/var/run/docker.sock';

/** Jest registers tests synchronously, so the engine is asked in a child process: does the socket answer /_ping? */
function dockerEngineAnswers(): boolean {
  if (!existsSync(DOCKER_SOCKET)) return false;
  const ping = `require('http').get({ socketPath: '${DOCKER_SOCKET}', path: '/_ping' }, (r) => process.exit(r.statusCode === 200 ? 0 : 1)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', ping], { timeout: 5000 }).status === 0;
}

const configuredUrl = process.env.MONGO_URL;
const skipReason = configuredUrl || dockerEngineAnswers() ? null : 'MONGO_URL not set and no Docker engine';

if (skipReason) {
  console.warn(`mongodb read store skipped: ${skipReason}`);
  describe(`mongodb read store (skipped: ${skipReason})`, () => {
    it.skip('runs the read store contract against a real MongoDB-wire server', () => undefined);
  });
} else {
  describe('mongodb read store', () => {
    let url = configuredUrl ?? '';
    let container: StartedTestContainer | undefined;
    let databases = 0;

    beforeAll(async () => {
      if (configuredUrl) return;
      const { GenericContainer, Wait } = await import('testcontainers');
      container = await new GenericContainer('mongo:7').withExposedPorts(27017).withWaitStrategy(Wait.forListeningPorts()).start();
      url = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?directConnection=true`;
    }, 180_000);
    afterAll(async () => {
      await container?.stop();
    });

    // A fresh database per test, named so that parallel runs never meet, dropped afterwards.
    const open = async (): Promise<ReadStoreFixture> => {
      const database = `read_store_test_${process.pid}_${Date.now().toString(36)}_${++databases}`;
      const connect = () => MongoReadStore.create({ url, database, client: { serverSelectionTimeoutMS: 10_000 } });
      let current = await connect();
      return {
        store: current,
        reopen: async () => {
          await current.close();
          current = await connect();
          return current;
        },
        dispose: async () => {
          await current.dropDatabase();
          await current.close();
        },
      };
    };

    readStoreContract(configuredUrl ? 'contract against MONGO_URL' : 'contract against mongo:7 in Docker', open);

    /** A raw driver collection in a fresh database, for what the store itself never writes. */
    const withRawCollection = async (test: (raw: DriverCollection<Stored>) => Promise<void>) => {
      const client = await new MongoClient(url, { serverSelectionTimeoutMS: 10_000 }).connect();
      const db = client.db(`read_store_raw_${process.pid}_${Date.now().toString(36)}_${++databases}`);
      try {
        await test(db.collection<Stored>('docs'));
      } finally {
        await db.dropDatabase();
        await client.close();
      }
    };

    it('guards documents written without a version as older than any version', async () => {
      await withRawCollection(async (raw) => {
        await raw.insertOne({ _id: 'legacy', name: 'raw' });
        const docs = new MongoDbCollection(raw, 50);
        expect(await docs.write([{ kind: 'patch', id: 'legacy', set: { name: 'patched' }, version: 1 }])).toEqual({ applied: 1 });
        expect(await docs.get('legacy')).toEqual({ _id: 'legacy', name: 'patched', _version: 1 });
      });
    });

    it('settles an insert that lost a race: stale if the other write was newer, applied if it was older', async () => {
      await withRawCollection(async (raw) => {
        // Another writer inserts the document between our version read and our bulk write.
        let racer: Stored | undefined;
        const racing = new Proxy(raw, {
          get(target, key, receiver) {
            if (key !== 'bulkWrite') return Reflect.get(target, key, receiver);
            return async (...args: Parameters<typeof raw.bulkWrite>) => {
              if (racer) await target.insertOne(racer);
              racer = undefined;
              return target.bulkWrite(...args);
            };
          },
        });
        const docs = new MongoDbCollection(racing, 50);

        racer = { _id: 'newer', by: 'racer', _version: 9 };
        expect(await docs.write([{ kind: 'upsert', doc: { _id: 'newer', by: 'us' }, version: 5 }])).toEqual({ applied: 0 });
        expect(await docs.get('newer')).toEqual({ _id: 'newer', by: 'racer', _version: 9 });

        racer = { _id: 'older', by: 'racer', _version: 1 };
        const result = await docs.write([
          { kind: 'upsert', doc: { _id: 'older', by: 'us' }, version: 5 },
          { kind: 'upsert', doc: { _id: 'after' }, version: 1 },
        ]);
        expect(result).toEqual({ applied: 2 });
        expect(await docs.get('older')).toEqual({ _id: 'older', by: 'us', _version: 5 });
        expect(await docs.get('after')).toEqual({ _id: 'after', _version: 1 });
      });
    });

    it('creates declared indexes and reports a real unique violation instead of taking it for a stale write', async () => {
      const fixture = await open();
      const store = fixture.store as MongoReadStore;
      try {
        // Indexes an earlier version declared (here: the two per sort it used to make) are dropped.
        const mongo = (store as unknown as { db: Db }).db.collection('users');
        await mongo.createIndex({ org: 1, name: -1, _id: 1 });
        await mongo.createIndex({ org: -1, name: 1, _id: 1 });
        const users = store.collection('users', [{ fields: [['email', 1]], unique: true }, { fields: [['org', 1], ['name', -1]] }]);
        await store.ensureIndexes();
        await store.ensureIndexes();
        expect(await store.collections()).toEqual(['users']);
        // A sorted read ends with the `_id` tie-break in its last field's direction: so does the one sorting index.
        const keys = (await mongo.listIndexes().toArray()).map((index) => index.key);
        expect(keys).toEqual(expect.arrayContaining([{ _id: 1 }, { email: 1 }, { org: 1, name: -1, _id: -1 }]));
        expect(keys).toHaveLength(3);
        await users.write([{ kind: 'upsert', doc: { _id: 'a', email: 'x@example.com' }, version: 1 }]);
        await expect(users.write([{ kind: 'upsert', doc: { _id: 'b', email: 'x@example.com' }, version: 1 }])).rejects.toThrow(/E11000|duplicate/i);
        expect(await users.get('b')).toBeNull();
      } finally {
        await fixture.dispose();
      }
    });
  });
}
