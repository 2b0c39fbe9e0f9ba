/**
 * What the distributed suites that run the built api, projector and workers share: the processes'
 * environment (SQLite log file, MongoDB-wire read models, the Kafka bus, all names unique to the run),
 * polling an answer with the processes' output in the failure, and the run's superadmin and owner admin,
 * registered in the log and signed in through the api like anyone.
 */
import { join } from 'node:path';
import { SqliteEventStore } from '@profyle/infrastructure';
import { httpClient } from '../../support/http-client';
import { registerUser } from '../../support/registered-user';
import { type NodeProcess, until } from './processes';

export interface ClusterRun {
  /** Unique per run: names the topic, the consumer groups and the database. */
  run: string;
  dataDir: string;
  database: string;
  topic: string;
  mongoUrl: string;
  brokers: string;
  authSecret: string;
}

export const clusterEnv = (cluster: ClusterRun, overrides: Record<string, string> = {}): Record<string, string> => ({
  EVENT_STORE: 'sqlite',
  DATA_DIR: cluster.dataDir,
  READ_STORE: 'mongodb',
  MONGO_URL: cluster.mongoUrl,
  MONGO_DB: cluster.database,
  BUS: 'kafka',
  KAFKA_BROKERS: cluster.brokers,
  INTEGRATION_TOPIC: cluster.topic,
  KAFKA_GROUP_PREFIX: `${cluster.run}.`,
  AUTH_SECRET: cluster.authSecret,
  SEED_DEMO: 'false',
  EVENT_POLL_MS: '50',
  ...overrides,
});

/** Polls an answer until it passes `check`; the failure names the last answer and what the processes printed. */
export const eventuallyOf =
  (processes: NodeProcess[]) =>
  async <T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 30_000): Promise<T> => {
    let last: T | undefined;
    await until(
      () => `${what}, last ${JSON.stringify(last)?.slice(0, 600)}; output:\n${processes.map((p) => `--- ${p.name}\n${p.output().slice(-1500)}`).join('\n')}`,
      async () => check((last = await read())),
      timeoutMs,
    );
    return last as T;
  };

/** Signs in with a password through the api (retried while the api's read models catch up with the user). */
export const signIn = async (apiUrl: string, email: string, password: string): Promise<string> => {
  let session = { status: 0, body: null as any };
  await until(
    () => `sign-in of ${email}: ${session.status} ${JSON.stringify(session.body)}`,
    async () => (session = await httpClient(apiUrl).post('/v1/auth/password', { email, password })).status === 200,
  );
  return session.body.accessToken;
};

/**
 * The run's superadmin and the organisation's owner admin, written into the shared log, then signed in;
 * the superadmin creates the organisation. Answers both tokens.
 */
export const organisationWithOwner = async (apiUrl: string, dataDir: string, organisation: { id: string; name: string; subscriptions: number }): Promise<{ superadminToken: string; adminToken: string }> => {
  const events = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
  try {
    await registerUser(events, { userId: 'u-super', email: 'super@profyle.example', organisationId: 'profyle_hq', password: 'super-password', superadmin: true });
    await registerUser(events, { userId: 'u-admin', email: 'admin@acme.example', organisationId: organisation.id, password: 'admin-password', owner: true });
  } finally {
    await events.close();
  }
  const superadminToken = await signIn(apiUrl, 'super@profyle.example', 'super-password');
  const created = await httpClient(apiUrl, superadminToken).post('/v1/enterprise', { organisation_id: organisation.id, name: organisation.name, subscriptions: organisation.subscriptions });
  if (created.status !== 201) throw new Error(`the organisation ${organisation.id} was not created: ${created.status} ${JSON.stringify(created.body)}`);
  return { superadminToken, adminToken: await signIn(apiUrl, 'admin@acme.example', 'admin-password') };
};
