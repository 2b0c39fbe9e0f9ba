/**
 * The CRM sync as consumer groups (one per CRM) against the local HubSpot and Pipedrive stand-ins, on
 * the in-process bus and, when KAFKA_BROKERS is set, on real Kafka: an introduction becomes one contact
 * (and a lead) whatever the redeliveries, 429s and 5xx are ridden out, an expired token is refreshed
 * once, and what cannot succeed is parked on the dead-letter topic and shows in the logs.
 */
import { integrationLogMessage } from '@profyle/contracts';
import { type CloudEvent, deadLetterTopic, type IntegrationBus, KafkaIntegrationBus, type PublishedMessage } from '@profyle/infrastructure';
import { randomUUID } from 'node:crypto';
import { collectionName, type CrmConnectionDoc, crmConnectionDocId, crmConnectionsProjection, toIntegrationEvent } from '@profyle/projector';
import { type CrmWorld, startCrmWorld } from './support/crm-world';

jest.setTimeout(120_000);

const brokers = process.env.KAFKA_BROKERS;
if (!brokers) console.warn('CRM sync on Kafka skipped: KAFKA_BROKERS is not set (scripts/servers.sh start; eval "$(scripts/servers.sh env)"); the in-process bus runs');

const until = async (what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const buses: [string, (() => { bus: IntegrationBus; topic: string; prefix: string }) | null][] = [
  ['the in-process bus', null],
  [
    `Kafka ${brokers ?? '(skipped: KAFKA_BROKERS not set)'}`,
    brokers
      ? () => {
          const run = `crm-${process.pid}-${Date.now().toString(36)}`;
          return { bus: new KafkaIntegrationBus({ brokers: brokers.split(','), clientId: run, partitions: 3, sessionTimeoutMs: 6_000, log: () => undefined }), topic: `${run}.integration-events`, prefix: `${run}.` };
        }
      : null,
  ],
];

describe.each(buses)('CRM sync consumers on %s', (name, kafka) => {
  /** The in-process bus always runs; Kafka only when KAFKA_BROKERS names the brokers. */
  const available = kafka !== null || name === 'the in-process bus';
  const enabled = available ? it : it.skip;
  let world: CrmWorld;
  let bus: IntegrationBus | undefined;

  beforeAll(async () => {
    if (!available) return;
    const chosen = kafka?.();
    bus = chosen?.bus;
    world = await startCrmWorld(chosen ? { bus: chosen.bus, topic: chosen.topic, groupPrefix: chosen.prefix, retry: { attempts: 4, initialDelayMs: 50, maxDelayMs: 3_000 } } : {});
  });

  afterAll(async () => {
    if (!world) return;
    await world.close();
    if (bus instanceof KafkaIntegrationBus) {
      await bus.deleteTopics([world.topic, deadLetterTopic(world.topic, world.groupId('hubspot')), deadLetterTopic(world.topic, world.groupId('pipedrive'))]);
      await bus.close();
    }
  });

  /** Everything parked on a group's dead-letter topic so far. */
  const parked = async (provider: 'hubspot' | 'pipedrive'): Promise<PublishedMessage[]> => {
    const messages: PublishedMessage[] = [];
    await world.bus.consumeToEnd({ groupId: `inspect-${Date.now()}-${Math.random()}`, topics: [deadLetterTopic(world.topic, world.groupId(provider))], fromBeginning: true }, async (m) => void messages.push(m));
    return messages;
  };
  const handled = (provider: 'hubspot' | 'pipedrive') => world.consumers[provider].stats().handled;
  const logsOf = (org: string, provider: 'hubspot' | 'pipedrive') => world.logs.latest(org, provider, new Date());

  enabled('turns an introduction into one contact and a lead in each CRM; the same introduction delivered twice changes nothing', async () => {
    await world.connect('org_both', 'hubspot', { createLead: true });
    await world.connect('org_both', 'pipedrive');
    const intro = world.introduction('org_both', { name: 'Grace Hopper', email: 'grace@navy.example', company: 'US Navy' });
    const before = { hubspot: handled('hubspot'), pipedrive: handled('pipedrive') };
    await world.publish(intro);
    await world.publish(intro);
    await until('both CRMs synced', () => handled('hubspot') > before.hubspot && handled('pipedrive') > before.pipedrive);
    // A redelivery after a crash bypasses the inbox: the sync's own progress still adds nothing.
    expect(await world.syncs.hubspot.handle(intro)).toBe('already-synced');
    expect(await world.syncs.pipedrive.handle(intro)).toBe('already-synced');
    expect(world.hubspot.contacts.filter((c) => c.properties.email === 'grace@navy.example')).toEqual([
      expect.objectContaining({ properties: expect.objectContaining({ firstname: 'Grace', lastname: 'Hopper', company: 'US Navy', phone: '+44 20 7946 0000' }) }),
    ]);
    const contact = world.hubspot.contacts.find((c) => c.properties.email === 'grace@navy.example');
    expect(world.hubspot.leads.filter((l) => l.contactId === contact?.id)).toEqual([expect.objectContaining({ properties: { hs_lead_name: 'Grace Hopper (US Navy): Profyle introduction' } })]);
    const person = world.pipedrive.persons.find((p) => p.emails.some((e) => e.value === 'grace@navy.example'));
    expect(person).toMatchObject({ name: 'Grace Hopper' });
    expect(world.pipedrive.persons.filter((p) => p.emails.some((e) => e.value === 'grace@navy.example'))).toHaveLength(1);
    expect(world.pipedrive.leads.filter((l) => l.person_id === person?.id)).toHaveLength(1);

    // A second introduction from the same visitor updates the contact, it does not add one.
    await world.publish(world.introduction('org_both', { name: 'Grace B. Hopper', email: 'grace@navy.example', company: 'US Navy' }));
    await until('second introduction synced', () => handled('hubspot') > before.hubspot + 1 && handled('pipedrive') > before.pipedrive + 1);
    expect(world.hubspot.contacts.filter((c) => c.properties.email === 'grace@navy.example')).toHaveLength(1);
    expect(world.hubspot.contacts.find((c) => c.properties.email === 'grace@navy.example')?.properties.firstname).toBe('Grace B.');
    expect(world.pipedrive.persons.filter((p) => p.emails.some((e) => e.value === 'grace@navy.example'))).toEqual([expect.objectContaining({ name: 'Grace B. Hopper' })]);

    const logs = await logsOf('org_both', 'hubspot');
    expect(logs[0]).toMatchObject({ event: 'introduction.created', isOk: true, method: 'POST', message: expect.stringMatching(/^HTTP 201 Created\. Lead created/) });
    expect(logs.some((l) => /Contact created/.test(l.message))).toBe(true);
    expect(logs.some((l) => /Contact updated/.test(l.message))).toBe(true);
    // Each entry keeps its sentences as data too, saying just what its English message says.
    expect(logs[0].messageParts?.map((part) => part.code)).toEqual(['httpStatusReason', 'leadCreated']);
    expect(logs[0].messageParts?.[0].values).toEqual({ status: 201, reason: 'Created' });
    for (const entry of logs) expect([entry.id, integrationLogMessage(entry.messageParts ?? []).message]).toEqual([entry.id, entry.message]);
  });

  /** Appends to the contact's stream as the api and the enrichment do; answers the integration event the publisher makes of it. */
  const record = async (introductionId: string, organisationId: string, type: string, data: Record<string, unknown>, expected: number | 'no-stream'): Promise<CloudEvent> => {
    const now = new Date().toISOString();
    const metadata = { organisationId, actor: { userId: 'u-admin' }, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: now, schemaVersion: 1 };
    await world.eventStore.append(`introduction-${introductionId}`, [{ id: randomUUID(), type, data, metadata }], expected);
    const [stored] = (await world.eventStore.readStream(`introduction-${introductionId}`)).slice(-1);
    const event = toIntegrationEvent(stored);
    if (!event) throw new Error(`${type} makes no integration event`);
    return event;
  };

  enabled('sends a contact change (an admin correction, the enrichment) to the CRMs that have the contact, once per change however often it is delivered', async () => {
    await world.connect('org_changes', 'hubspot');
    await world.connect('org_changes', 'pipedrive');
    const id = randomUUID();
    const capture = { introductionId: id, organisationId: 'org_changes', personId: 'p-1', owner: 'owner@acme.example', contact: { name: 'Ada', email: 'ada@engines.example', phone: '', company: '', website: '', note: 'Met at the stand' }, consents: [], via: 'exchange', country: 'GB', eventId: null, capturedAt: new Date().toISOString() };
    const created = await record(id, 'org_changes', 'IntroductionCaptured', capture, 'no-stream');
    const start = { hubspot: handled('hubspot'), pipedrive: handled('pipedrive') };
    await world.publish(created);
    await until('introduction synced', () => handled('hubspot') > start.hubspot && handled('pipedrive') > start.pipedrive);

    // The enrichment fills in the company; an admin corrects the name.
    const enriched = await record(id, 'org_changes', 'ContactEnriched', { introductionId: id, provider: 'local', fields: { company: 'Analytical Engines', position: 'Mathematician' }, enrichedAt: new Date().toISOString() }, 0);
    expect(enriched).toMatchObject({ type: 'contact.updated', subject: `introductions/${id}`, data: { introduction_id: id, organisation_id: 'org_changes', changed: ['company', 'position'] } });
    const corrected = await record(id, 'org_changes', 'ContactFieldChanged', { introductionId: id, field: 'name', value: 'Ada Lovelace' }, 1);
    await world.publish(enriched, corrected, corrected);
    // The introduction, the enrichment and the correction (its repeat comes after it, in order).
    await until('changes synced', () => handled('hubspot') >= start.hubspot + 3 && handled('pipedrive') >= start.pipedrive + 3);
    expect(world.hubspot.contacts.filter((c) => c.properties.email === 'ada@engines.example')).toEqual([
      expect.objectContaining({ properties: expect.objectContaining({ firstname: 'Ada', lastname: 'Lovelace', company: 'Analytical Engines' }) }),
    ]);
    expect(world.pipedrive.persons.filter((p) => p.emails.some((e) => e.value === 'ada@engines.example'))).toEqual([expect.objectContaining({ name: 'Ada Lovelace' })]);
    // A change is an update: no second lead.
    const person = world.pipedrive.persons.find((p) => p.emails.some((e) => e.value === 'ada@engines.example'));
    expect(world.pipedrive.leads.filter((l) => l.person_id === person?.id)).toHaveLength(1);
    const logs = await logsOf('org_changes', 'hubspot');
    expect(logs[0]).toMatchObject({ event: 'contact.updated', isOk: true, message: expect.stringMatching(/Contact updated \(\d+\): name changed in Profyle/) });

    // A change of what the CRMs do not receive, or of a contact they never got, calls nobody.
    const calls = world.hubspot.calls.length;
    const linkedinOnly = await record(id, 'org_changes', 'ContactFieldChanged', { introductionId: id, field: 'linkedin', value: 'https://www.linkedin.com/in/ada' }, 2);
    expect(await world.syncs.hubspot.handle(linkedinOnly)).toBe('skipped');
    const elsewhere = randomUUID();
    await record(elsewhere, 'org_changes', 'IntroductionCaptured', { ...capture, introductionId: elsewhere, contact: { ...capture.contact, email: 'never.synced@visitor.example' } }, 'no-stream');
    expect(await world.syncs.hubspot.handle(await record(elsewhere, 'org_changes', 'ContactCompanyChanged', { introductionId: elsewhere, company: 'Elsewhere' }, 0))).toBe('skipped');
    expect(world.hubspot.calls.length).toBe(calls);

    // An introduction whose contact changed before its sync goes out as it is by then.
    const late = randomUUID();
    const lateCreated = await record(late, 'org_changes', 'IntroductionCaptured', { ...capture, introductionId: late, contact: { ...capture.contact, email: 'late@visitor.example' } }, 'no-stream');
    await record(late, 'org_changes', 'ContactCompanyChanged', { introductionId: late, company: 'Late Ltd' }, 0);
    expect(await world.syncs.hubspot.handle(lateCreated)).toBe('synced');
    expect(world.hubspot.contacts.find((c) => c.properties.email === 'late@visitor.example')?.properties.company).toBe('Late Ltd');
  });

  enabled('leaves an organisation without a connection alone, and HubSpot makes no lead unless create_lead is on', async () => {
    await world.connect('org_hs_only', 'hubspot');
    const before = world.hubspot.leads.length;
    const pipedriveCalls = world.pipedrive.calls.length;
    const start = handled('hubspot');
    await world.publish(world.introduction('org_hs_only', { email: 'no.lead@visitor.example' }), world.introduction('org_nothing', { email: 'nobody@visitor.example' }));
    await until('handled', () => handled('hubspot') >= start + 2);
    expect(world.hubspot.contacts.some((c) => c.properties.email === 'no.lead@visitor.example')).toBe(true);
    expect(world.hubspot.contacts.some((c) => c.properties.email === 'nobody@visitor.example')).toBe(false);
    expect(world.hubspot.leads.length).toBe(before);
    await until('pipedrive handled', () => handled('pipedrive') >= 2);
    expect(world.pipedrive.calls.length).toBe(pipedriveCalls);
  });

  enabled('rides out a 429 (waiting its Retry-After) and a 5xx, logging each failed attempt', async () => {
    await world.connect('org_busy', 'hubspot');
    world.hubspot.fail({ status: 429, headers: { 'retry-after': '1' }, path: '/crm/v3/objects/contacts' });
    world.hubspot.fail({ status: 502, path: '/crm/v3/objects/contacts' });
    const start = handled('hubspot');
    const publishedAt = Date.now();
    await world.publish(world.introduction('org_busy', { email: 'patient@visitor.example' }));
    await until('synced after the outage', () => handled('hubspot') > start);
    expect(Date.now() - publishedAt).toBeGreaterThanOrEqual(1_000);
    expect(world.hubspot.contacts.filter((c) => c.properties.email === 'patient@visitor.example')).toHaveLength(1);
    const logs = (await logsOf('org_busy', 'hubspot')).reverse();
    expect(logs.map((l) => [l.code, l.attempt])).toEqual([
      [429, 1],
      [502, 2],
      [200, 3],
    ]);
    expect(logs[0].message).toMatch(/^HTTP 429 Too Many Requests\. Attempt 1 of 4 failed; trying again/);
    expect(logs[2].message).toMatch(/Contact created/);
    expect(await parked('hubspot')).toEqual([]);
  });

  enabled('refreshes an expired access token once and records the new tokens on the connection, sealed', async () => {
    await world.connect('org_expired', 'pipedrive');
    const docs = world.readStore.collection<CrmConnectionDoc>(collectionName(crmConnectionsProjection));
    const sealedBefore = (await docs.get(crmConnectionDocId('org_expired', 'pipedrive')))?.tokens;
    world.pipedrive.expireAccessTokens();
    const start = handled('pipedrive');
    await world.publish(world.introduction('org_expired', { email: 'renewed@visitor.example' }));
    await until('synced after the refresh', () => handled('pipedrive') > start);
    expect(world.pipedrive.persons.some((p) => p.emails.some((e) => e.value === 'renewed@visitor.example'))).toBe(true);
    const logs = (await logsOf('org_expired', 'pipedrive')).reverse();
    expect(logs.slice(0, 2).map((l) => [l.code, l.method, l.message.replace(/\(.*/, '').trim()])).toEqual([
      [401, 'GET', 'HTTP 401 Unauthorized. Access token refused; refreshing it once'],
      [200, 'POST', 'HTTP 200 OK. Access token refreshed'],
    ]);
    expect(logs.slice(0, 2).map((l) => l.messageParts?.map((part) => part.code))).toEqual([
      ['httpStatusReason', 'tokenRefused'],
      ['httpStatusReason', 'tokenRefreshedRefused'],
    ]);
    expect(logs[1].url).toMatch(/\/oauth\/token$/);
    await world.settle();
    const after = await docs.get(crmConnectionDocId('org_expired', 'pipedrive'));
    expect(after?.status).toBe('connected');
    expect(after?.tokens).toMatch(/^enc:v1:/);
    expect(after?.tokens).not.toBe(sealedBefore);
    const refreshed = (await world.eventStore.readStream('crm-org_expired-pipedrive')).map((e) => e.type);
    expect(refreshed).toContain('CrmTokensRefreshed');
  });

  enabled('parks a permanent failure on the dead-letter topic at once, and one that keeps failing after the last attempt; both show in the logs', async () => {
    await world.connect('org_broken', 'hubspot');
    world.hubspot.fail({ status: 400, path: '/crm/v3/objects/contacts' });
    const refused = world.introduction('org_broken', { email: 'refused@visitor.example' });
    await world.publish(refused);
    await until('parked', async () => (await parked('hubspot')).some((m) => m.event.id === refused.id));
    const [dead] = (await parked('hubspot')).filter((m) => m.event.id === refused.id);
    expect(dead.event).toMatchObject({ deadletterattempts: 1, deadlettergroup: world.groupId('hubspot'), deadlettererror: expect.stringContaining('HubSpot answered HTTP 400') });

    world.hubspot.fail({ status: 503, times: 4, path: '/crm/v3/objects/contacts' });
    const down = world.introduction('org_broken', { email: 'down@visitor.example' });
    await world.publish(down);
    await until('parked after the last attempt', async () => (await parked('hubspot')).some((m) => m.event.id === down.id), 60_000);
    expect((await parked('hubspot')).find((m) => m.event.id === down.id)?.event.deadletterattempts).toBe(4);
    const logs = await logsOf('org_broken', 'hubspot');
    expect(logs.filter((l) => /parked on the dead-letter topic/.test(l.message)).map((l) => l.code)).toEqual([503, 400]);
    expect(world.hubspot.contacts.some((c) => ['refused@visitor.example', 'down@visitor.example'].includes(c.properties.email))).toBe(false);
  });

  enabled('marks the connection lost when the CRM refuses the refresh token, and parks the message', async () => {
    await world.connect('org_revoked', 'hubspot');
    world.hubspot.revokeAll();
    const intro = world.introduction('org_revoked', { email: 'late@visitor.example' });
    await world.publish(intro);
    await until('parked', async () => (await parked('hubspot')).some((m) => m.event.id === intro.id));
    await world.settle();
    const doc = await world.readStore.collection<CrmConnectionDoc>(collectionName(crmConnectionsProjection)).get(crmConnectionDocId('org_revoked', 'hubspot'));
    expect(doc).toMatchObject({ status: 'lost', tokens: null, lost_reason: expect.stringContaining('HTTP 400') });
    const logs = await logsOf('org_revoked', 'hubspot');
    expect(logs[0].message).toMatch(/refused the refresh token: the connection is lost/);
  });

  enabled('never writes a token, a code or the client secret into a log', async () => {
    const everything = JSON.stringify(await world.readStore.collection('crm_logs_v1').find());
    expect(everything.length).toBeGreaterThan(1000);
    for (const secret of [...world.issuedSecrets(), 'local-stand-in-hubspot-secret', 'local-stand-in-pipedrive-secret']) expect(everything).not.toContain(secret);
    expect(everything).toContain('Bearer [redacted]');
  });
});
