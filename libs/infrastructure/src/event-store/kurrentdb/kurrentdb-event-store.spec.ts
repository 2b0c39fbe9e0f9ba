import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { eventStoreContract } from '../event-store.contract';
import { KurrentDbEventStore } from './kurrentdb-event-store';

const DOCKER_SOCKET = '/var/run/docker.sock';
const IMAGE = 'eventstore/eventstore:24.10';

/**
 * A Docker engine answers `GET /_ping` on its socket. The socket file alone proves nothing (a CLI without
 * an engine, a stale file), and Jest needs the answer before it collects tests, hence a synchronous probe.
 */
const dockerAnswers = (): boolean => {
  if (!existsSync(DOCKER_SOCKET)) return false;
  const probe = `require('http').get({ socketPath: ${JSON.stringify(DOCKER_SOCKET)}, path: '/_ping', timeout: 2000 },
    (res) => process.exit(res.statusCode === 200 ? 0 : 1)).on('error', () => process.exit(1)).on('timeout', () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5000 }).status === 0;
};

const configuredUrl = process.env.KURRENTDB_URL;
const skipReason = configuredUrl
  ? undefined
  : !existsSync(DOCKER_SOCKET)
    ? `KURRENTDB_URL is not set and there is no Docker socket at ${DOCKER_SOCKET}`
    : dockerAnswers()
      ? undefined
      : `KURRENTDB_URL is not set and the Docker engine at ${DOCKER_SOCKET} does not answer`;

if (skipReason) {
  console.warn(`KurrentDbEventStore contract suite skipped: ${skipReason}.`);
  describe.skip(`KurrentDbEventStore (skipped: ${skipReason})`, () => {
    it('runs the EventStore contract against a real KurrentDB', () => undefined);
  });
} else {
  let container: StartedTestContainer | undefined;
  let connectionString = configuredUrl ?? '';

  beforeAll(async () => {
    if (configuredUrl) return;
    container = await new GenericContainer(IMAGE)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_CLUSTER_SIZE: '1',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_START_STANDARD_PROJECTIONS: 'false',
        EVENTSTORE_MEM_DB: 'true',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .withStartupTimeout(120_000)
      .start();
    connectionString = `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
  }, 180_000);

  afterAll(async () => {
    await container?.stop();
  });

  eventStoreContract('KurrentDbEventStore', async () => ({ store: new KurrentDbEventStore({ connectionString }) }));
}
