import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyPersonProfile, type EventMetadata, type RecordedEvent, isErasedValue } from '@profyle/domain';
import { SqliteEventStore } from '../event-store/sqlite/sqlite-event-store';
import { SubjectErasedError } from './key-store.port';
import { PersonalDataProtector } from './personal-data-protector';
import { PersonalDataProtectingEventStore } from './protected-event-store';
import { SqliteKeyStore } from './sqlite/sqlite-key-store';

const metadata = (): EventMetadata => ({ organisationId: 'org-1', actor: { userId: 'admin-1' }, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 });
const profile = (first: string) => ({ ...emptyPersonProfile(), first_name: first, last_name: 'Zyxwvut', email: `${first.toLowerCase()}@zyx.example`, tags: ['vip'], custom_fields: { cf1: 'Likes tea' }, translations: { de: { bio: 'Hallo' } } });
const created = (personId: string, first: string) => ({ id: randomUUID(), type: 'PersonCreated', data: { personId, organisationId: 'org-1', profile: profile(first), unverified: false, selfRegistration: false, createdAt: 'x', createdBy: 'admin-1' }, metadata: metadata() });
const updated = (personId: string, first: string) => ({ id: randomUUID(), type: 'PersonUpdated', data: { personId, profile: profile(first), changed: ['first_name'], updatedAt: 'y', updatedBy: 'admin-1' }, metadata: metadata() });
const claimed = (personId: string, email: string) => ({ id: randomUUID(), type: 'PersonEmailClaimed', data: { personId, email }, metadata: metadata() });

describe('PersonalDataProtectingEventStore', () => {
  let dir: string;
  let inner: SqliteEventStore;
  let keys: SqliteKeyStore;
  let protector: PersonalDataProtector;
  let store: PersonalDataProtectingEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'profyle-pd-'));
    inner = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
    keys = new SqliteKeyStore({ file: join(dir, 'keys.sqlite') });
    protector = new PersonalDataProtector(keys);
    store = new PersonalDataProtectingEventStore(inner, protector);
  });
  afterEach(async () => {
    await store.close();
    await keys.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const profileOf = (event: RecordedEvent) => (event.data as { profile: ReturnType<typeof profile> }).profile;

  it('stores personal fields sealed and reads them back as written, through every read', async () => {
    await store.append('person-p1', [created('p1', 'Quentina'), updated('p1', 'Quinn')], 'no-stream');
    await store.append('organisation-org-1', [claimed('p1', 'quinn@zyx.example')], 'any');

    const raw = readFileSync(join(dir, 'events.sqlite')).toString('latin1') + readFileSync(join(dir, 'events.sqlite-wal')).toString('latin1');
    for (const secret of ['Quentina', 'Zyxwvut', 'zyx.example', 'Likes tea', 'Hallo']) expect(raw).not.toContain(secret);
    expect(raw).toContain('cf1'); // keys of maps and non-personal fields stay readable

    const [first, second] = await store.readStream('person-p1');
    expect(profileOf(first)).toEqual(profile('Quentina'));
    expect(profileOf(second).first_name).toBe('Quinn');
    expect((await store.readAll()).map((e) => e.type)).toEqual(['PersonCreated', 'PersonUpdated', 'PersonEmailClaimed']);
    expect(((await store.readOrganisationLog('org-1', { limit: 1 }))[0].data as { email: string }).email).toBe('quinn@zyx.example');
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({}, async (events) => void seen.push(...events));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await subscription.stop();
    expect(profileOf(seen[0]).last_name).toBe('Zyxwvut');
  });

  it('seals the same value of the same field alike, so erased values still show which fields changed', async () => {
    await store.append('person-p2', [created('p2', 'Ann'), updated('p2', 'Anne')], 'no-stream');
    const [a, b] = (await inner.readStream('person-p2')).map(profileOf);
    expect(a.last_name).toBe(b.last_name);
    expect(a.first_name).not.toBe(b.first_name);
    expect(a.first_name.startsWith('pd1:')).toBe(true);
  });

  it('reads an erased subject as markers: same value same marker, nothing readable, other subjects untouched', async () => {
    await store.append('person-p3', [created('p3', 'Ann'), updated('p3', 'Anne')], 'no-stream');
    await store.append('person-p4', [created('p4', 'Bea')], 'no-stream');
    await protector.erase('person-p3', '2026-02-01T00:00:00.000Z');

    const [a, b] = (await store.readStream('person-p3')).map(profileOf);
    expect(isErasedValue(a.first_name)).toBe(true);
    expect(a.first_name).not.toBe(b.first_name);
    expect(a.last_name).toBe(b.last_name);
    expect(a.tags).toHaveLength(1);
    expect(isErasedValue(a.tags[0])).toBe(true);
    expect(Object.keys(a.custom_fields)).toEqual(['cf1']);
    expect(isErasedValue(a.translations.de.bio)).toBe(true);
    expect(a.visible).toBe(true);
    expect(JSON.stringify((await store.readAll()).filter((e) => e.streamId === 'person-p3'))).not.toMatch(/Ann|zyx\.example|Likes tea|Hallo/);
    expect(profileOf((await store.readStream('person-p4'))[0]).first_name).toBe('Bea');
    await expect(store.append('person-p3', [updated('p3', 'Again')], 'any')).rejects.toBeInstanceOf(SubjectErasedError);
  });

  it('an erasure made through another process is seen once the key cache expires', async () => {
    let now = 0;
    const reader = new PersonalDataProtectingEventStore(inner, new PersonalDataProtector(keys, { keyTtlMs: 1000, now: () => now }));
    await store.append('person-p5', [created('p5', 'Cy')], 'no-stream');
    expect(profileOf((await reader.readStream('person-p5'))[0]).first_name).toBe('Cy');
    await protector.erase('person-p5', '2026-02-01T00:00:00.000Z');
    now = 1001;
    expect(isErasedValue(profileOf((await reader.readStream('person-p5'))[0]).first_name)).toBe(true);
  });

  it('reads values stored before sealing existed as they are, and as erased once their subject is erased', async () => {
    await inner.append('person-p6', [created('p6', 'Legacy')], 'no-stream');
    expect(profileOf((await store.readStream('person-p6'))[0]).first_name).toBe('Legacy');
    await protector.erase('person-p6', '2026-02-01T00:00:00.000Z');
    expect(profileOf((await store.readStream('person-p6'))[0]).first_name).toBe('[erased]');
  });

  it('an erasure event read in log order makes what follows read as erased, even with the key still cached', async () => {
    const reader = new PersonalDataProtectingEventStore(inner, new PersonalDataProtector(keys, { keyTtlMs: 60_000 }));
    await store.append('person-p7', [created('p7', 'Dee')], 'no-stream');
    expect(profileOf((await reader.readStream('person-p7'))[0]).first_name).toBe('Dee');
    const erasure = { id: randomUUID(), type: 'PersonErased', data: { personId: 'p7', reason: 'asked', erasedAt: 'z', erasedBy: 'super' }, metadata: metadata() };
    await store.append('person-p7', [erasure], 0);
    await keys.erase('person-p7', '2026-02-01T00:00:00.000Z');
    await inner.append('organisation-org-1', [claimed('p7', 'dee@zyx.example')], 'any');
    const log = await reader.readAll();
    expect(log.map((e) => e.type)).toEqual(['PersonCreated', 'PersonErased', 'PersonEmailClaimed']);
    expect((log[2].data as { email: string }).email).toBe('[erased]');
  });
  it("an introduction seals the owner's e-mail with the person and the visitor's contact with the introduction: erasing one leaves the other", async () => {
    const contact = { name: 'Vivienne Qarlsson', email: 'viv@qarl.example', phone: '+44 20 7946 0000', company: 'Qarl Ltd', website: '', note: 'Met at the fair' };
    const captured = (introductionId: string) => ({
      id: randomUUID(),
      type: 'IntroductionCaptured',
      data: { introductionId, organisationId: 'org-1', personId: 'p8', owner: 'owner@zyx.example', contact, consents: ['Marketing'], via: 'exchange', country: 'GB', eventId: null, capturedAt: 'x' },
      metadata: metadata(),
    });
    await store.append('introduction-i1', [captured('i1')], 'no-stream');
    await store.append('introduction-i2', [captured('i2')], 'no-stream');
    const raw = readFileSync(join(dir, 'events.sqlite')).toString('latin1') + readFileSync(join(dir, 'events.sqlite-wal')).toString('latin1');
    for (const secret of ['Vivienne', 'qarl.example', '7946', 'Qarl Ltd', 'Met at the fair', 'owner@zyx']) expect(raw).not.toContain(secret);
    const dataOf = async (streamId: string) => (await store.readStream(streamId))[0].data as { owner: string; contact: typeof contact; consents: string[] };
    expect(await dataOf('introduction-i1')).toMatchObject({ owner: 'owner@zyx.example', contact, consents: ['Marketing'] });

    await protector.erase('person-p8', '2026-02-01T00:00:00.000Z');
    const ownerErased = await dataOf('introduction-i1');
    expect(isErasedValue(ownerErased.owner)).toBe(true);
    expect(ownerErased.contact).toEqual(contact);

    await protector.erase('introduction-i2', '2026-02-01T00:00:00.000Z');
    const contactErased = await dataOf('introduction-i2');
    expect(Object.values(contactErased.contact).filter((value) => value !== '').every(isErasedValue)).toBe(true);
    expect((await dataOf('introduction-i1')).contact).toEqual(contact);
  });
});
