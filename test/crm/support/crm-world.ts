/**
 * The CRM sync on real parts for the consumer suites: an in-memory SQLite event store, an embedded read
 * store with the crm-connections projection running, both stand-ins on loopback, the official-client
 * adapters pointed at them, and a bus (in-process, or Kafka when the suite is given brokers). A
 * connection is made the way the api makes it: the consent page, the code exchanged for tokens, the
 * tokens sealed and recorded on the connection's stream.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type CommandMetadata, crmConnectionDecider, crmStreamId, type CrmProvider, eventUpcasters } from '@profyle/domain';
import {
  type CloudEvent,
  CrmHttpRecorder,
  CrmLogStore,
  EmbeddedReadStore,
  hubspotClientOf,
  HubSpotStandIn,
  InProcessIntegrationBus,
  type IntegrationBus,
  INTEGRATION_TOPIC,
  pipedriveClientOf,
  PipedriveStandIn,
  SqliteEventStore,
  STAND_IN_CLIENTS,
  TokenCipher,
} from '@profyle/infrastructure';
import { crmConnectionsProjection, ProjectionRunner } from '@profyle/projector';
import { decideOnStream, type RunningConsumer, startConsumer } from '../../../apps/projector/src/consumers/consumer-runner';
import { CrmSync } from '../../../apps/projector/src/consumers/crm-sync';
import { consent } from '../../../libs/infrastructure/src/crm/crm-client.contract';

export const REDIRECT_URI = 'http://127.0.0.1:9/oauth/callback';

export interface CrmWorld {
  eventStore: SqliteEventStore;
  readStore: EmbeddedReadStore;
  bus: IntegrationBus;
  topic: string;
  hubspot: HubSpotStandIn;
  pipedrive: PipedriveStandIn;
  syncs: Record<CrmProvider, CrmSync>;
  consumers: Record<CrmProvider, RunningConsumer>;
  logs: CrmLogStore;
  /** Every token the stand-ins issued to this world, to prove none reaches a log. */
  issuedSecrets(): string[];
  groupId(provider: CrmProvider): string;
  connect(organisationId: string, provider: CrmProvider, options?: { createLead?: boolean }): Promise<void>;
  /** An introduction.created CloudEvent as the publisher makes it. */
  introduction(organisationId: string, contact?: Partial<{ name: string; email: string; company: string; phone: string }>): CloudEvent;
  publish(...events: CloudEvent[]): Promise<void>;
  settle(): Promise<void>;
  close(): Promise<void>;
}

export interface CrmWorldOptions {
  bus?: IntegrationBus;
  topic?: string;
  groupPrefix?: string;
  retry?: { attempts: number; initialDelayMs: number; maxDelayMs?: number };
}

export const startCrmWorld = async (options: CrmWorldOptions = {}): Promise<CrmWorld> => {
  const eventStore = new SqliteEventStore({ file: ':memory:', pollIntervalMs: 10 });
  const readStore = new EmbeddedReadStore({ file: ':memory:' });
  const runner = new ProjectionRunner(eventStore, readStore, [crmConnectionsProjection], { upcast: eventUpcasters.upcast.bind(eventUpcasters) });
  await runner.start();
  const hubspot = new HubSpotStandIn(STAND_IN_CLIENTS.hubspot);
  const pipedrive = new PipedriveStandIn(STAND_IN_CLIENTS.pipedrive);
  const [hubspotUrl, pipedriveUrl] = await Promise.all([hubspot.start(), pipedrive.start()]);
  const settings = {
    HUBSPOT: 'hubspot' as const,
    HUBSPOT_CLIENT_ID: STAND_IN_CLIENTS.hubspot.clientId,
    HUBSPOT_CLIENT_SECRET: STAND_IN_CLIENTS.hubspot.clientSecret,
    HUBSPOT_API_URL: hubspotUrl,
    HUBSPOT_AUTHORIZE_URL: `${hubspotUrl}/oauth/authorize`,
    PIPEDRIVE: 'pipedrive' as const,
    PIPEDRIVE_CLIENT_ID: STAND_IN_CLIENTS.pipedrive.clientId,
    PIPEDRIVE_CLIENT_SECRET: STAND_IN_CLIENTS.pipedrive.clientSecret,
    PIPEDRIVE_OAUTH_URL: pipedriveUrl,
    CRM_STAND_IN_PORT: 0,
  };
  const clients = { hubspot: hubspotClientOf(settings), pipedrive: pipedriveClientOf(settings) };
  const cipher = new TokenCipher(randomBytes(32).toString('base64'));
  const logs = new CrmLogStore(readStore);
  const bus = options.bus ?? new InProcessIntegrationBus({ redeliveryDelayMs: 5 });
  const topic = options.topic ?? INTEGRATION_TOPIC;
  const secrets = new Set<string>();
  const groupId = (provider: CrmProvider) => `${options.groupPrefix ?? ''}crm-${provider}`;
  const syncs = {
    hubspot: new CrmSync({ provider: 'hubspot', client: clients.hubspot, readStore, eventStore, cipher, logs }),
    pipedrive: new CrmSync({ provider: 'pipedrive', client: clients.pipedrive, readStore, eventStore, cipher, logs }),
  };
  const retry = options.retry ?? { attempts: 4, initialDelayMs: 20, maxDelayMs: 2_000 };
  const consumerOf = (provider: CrmProvider) =>
    startConsumer(
      { bus, store: readStore },
      { name: `crm-${provider}`, groupId: groupId(provider), topics: [topic], retry, handler: async (event, attempt) => void (await syncs[provider].handle(event, attempt)) },
    );
  const consumers = { hubspot: await consumerOf('hubspot'), pipedrive: await consumerOf('pipedrive') };

  const settle = async () => {
    if (!(await runner.waitFor(await eventStore.headPosition(), 5_000))) throw new Error('projection did not catch up');
  };

  return {
    eventStore,
    readStore,
    bus,
    topic,
    hubspot,
    pipedrive,
    syncs,
    consumers,
    logs,
    groupId,
    issuedSecrets: () => [...secrets, ...((hubspot as unknown as { state: { tokens: { accessToken: string; refreshToken: string }[] } }).state.tokens.flatMap((t) => [t.accessToken, t.refreshToken])), ...((pipedrive as unknown as { state: { tokens: { accessToken: string; refreshToken: string }[] } }).state.tokens.flatMap((t) => [t.accessToken, t.refreshToken]))],
    connect: async (organisationId, provider, { createLead = false } = {}) => {
      const client = clients[provider];
      const state = randomBytes(24).toString('base64url');
      const stateHash = createHash('sha256').update(state).digest('hex');
      const metadata = (): CommandMetadata => ({ organisationId, actor: { userId: 'u-admin' }, correlationId: randomUUID(), now: new Date().toISOString() });
      const stream = crmStreamId(organisationId, provider);
      await decideOnStream(eventStore, stream, crmConnectionDecider, { type: 'StartCrmAuthorisation', data: { provider, stateHash, expiresAt: new Date(Date.now() + 600_000).toISOString() }, metadata: metadata() }, { causationId: randomUUID() });
      const back = await consent(client.authorizeUrl(state, REDIRECT_URI));
      const recorder = new CrmHttpRecorder();
      const tokens = await client.exchangeCode(back.searchParams.get('code') ?? '', REDIRECT_URI, recorder);
      secrets.add(tokens.accessToken).add(tokens.refreshToken);
      const account = await client.account({ accessToken: tokens.accessToken, apiDomain: tokens.apiDomain, recorder });
      const sealed = cipher.seal({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
      await decideOnStream(
        eventStore,
        stream,
        crmConnectionDecider,
        { type: 'CompleteCrmAuthorisation', data: { provider, stateHash, tokens: sealed, tokenType: tokens.tokenType, expiresAt: new Date(Date.now() + tokens.expiresIn * 1000).toISOString(), account }, metadata: metadata() },
        { causationId: randomUUID() },
      );
      if (createLead) await decideOnStream(eventStore, stream, crmConnectionDecider, { type: 'ChangeCrmSetting', data: { provider, setting: 'create_lead', value: true }, metadata: metadata() }, { causationId: randomUUID() });
      await settle();
    },
    introduction: (organisationId, contact = {}) => {
      const id = randomUUID();
      return {
        specversion: '1.0',
        id,
        source: `/organisations/${organisationId}`,
        type: 'introduction.created',
        time: new Date().toISOString(),
        datacontenttype: 'application/json',
        dataschema: 'profyle.introduction.created.v1',
        subject: 'people/p-1',
        organisationid: organisationId,
        data: {
          introduction_id: randomUUID(),
          person_id: 'p-1',
          organisation_id: organisationId,
          owner: 'owner@acme.example',
          name: contact.name ?? 'Ann Lee',
          email: contact.email ?? `ann.${id.slice(0, 8)}@visitor.example`,
          phone: contact.phone ?? '+44 20 7946 0000',
          company: contact.company ?? 'Lee & Co',
          website: '',
          note: 'Met at the stand',
          consents: [],
          via: 'exchange',
          country: 'GB',
          event_id: null,
          created_at: new Date().toISOString(),
        },
      };
    },
    publish: (...events) => bus.publish(events.map((event) => ({ topic, key: event.organisationid, event }))),
    settle,
    close: async () => {
      await Promise.all(Object.values(consumers).map((c) => c.stop()));
      await runner.stop();
      await Promise.all([hubspot.stop(), pipedrive.stop()]);
      if (!options.bus) await bus.close();
      await readStore.close();
      await eventStore.close();
    },
  };
};
