import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type StartedTestContainer } from 'testcontainers';
import { readStoreContract, type ReadStoreFixture } from '../read-store.contract';
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

    it('creates declared indexes and reports a real unique violation instead of taking it for a stale write', async () => {
      const fixture = await open();
      const store = fixture.store as MongoReadStore;
      try {
        const users = store.collection('users', [{ fields: [['email', 1]], unique: true }, { fields: [['org', 1], ['name', -1]] }]);
        await store.ensureIndexes();
        await store.ensureIndexes();
        expect(await store.collections()).toEqual(['users']);
        await users.write([{ kind: 'upsert', doc: { _id: 'a', email: 'x@example.com' }, version: 1 }]);
        await expect(users.write([{ kind: 'upsert', doc: { _id: 'b', email: 'x@example.com' }, version: 1 }])).rejects.toThrow(/E11000|duplicate/i);
        expect(await users.get('b')).toBeNull();
      } finally {
        await fixture.dispose();
      }
    });
  });
}
