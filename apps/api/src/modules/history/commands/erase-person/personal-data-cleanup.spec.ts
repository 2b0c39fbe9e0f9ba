import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '@profyle/domain';
import { EmbeddedReadStore, FilesystemFileStore, WEBHOOK_LOG_COLLECTION } from '@profyle/infrastructure';
import { WEBHOOK_DELIVERY_COLLECTION } from '@profyle/projector';
import { cleanUpAfterErasure, redactJson } from './personal-data-cleanup';

const ORG = 'org-1';
const recorded = (id: string, type: string, data: object): RecordedEvent =>
  ({ id, type, data, streamId: 'person-p1', revision: 0, position: 1, metadata: { organisationId: ORG, actor: { userId: 'u1' }, correlationId: 'c', causationId: 'c', occurredAt: 'x', schemaVersion: 1 } }) as RecordedEvent;

describe('cleaning up after an erasure', () => {
  let dir: string;
  let store: EmbeddedReadStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'profyle-cleanup-'));
    store = new EmbeddedReadStore({ file: ':memory:' });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('redacts the person’s fields by default, and only the keys named otherwise', () => {
    const body = JSON.stringify({ data: { person_id: 'p1', first_name: 'Ann', email: 'ann@example.com', owner: 'ann@example.com', tags: ['vip'], type: 'digital' } });
    expect(JSON.parse(redactJson(body)).data).toEqual({ person_id: 'p1', first_name: '[erased]', email: '[erased]', owner: 'ann@example.com', tags: ['[erased]'], type: 'digital' });
    expect(JSON.parse(redactJson(body, new Set(['owner']))).data).toMatchObject({ first_name: 'Ann', email: 'ann@example.com', owner: '[erased]' });
    expect(redactJson('not json')).toBe('not json');
  });

  it('redacts webhook bodies of the person’s events whole, and only the owner in their contacts’ introduction.created', async () => {
    const personBody = JSON.stringify({ type: 'profyle.created', data: { person_id: 'p1', first_name: 'Ann', email: 'ann@example.com' } });
    const introBody = JSON.stringify({ type: 'introduction.created', data: { person_id: 'p1', owner: 'ann@example.com', name: 'Grace Hopper', email: 'grace@navy.example' } });
    const otherBody = JSON.stringify({ type: 'introduction.created', data: { person_id: 'p2', owner: 'bo@example.com', name: 'Cy', email: 'cy@example.com' } });
    const delivery = (id: string, messageId: string, body: string) => ({ _id: id, organisation_id: ORG, endpoint_id: 'default', message_id: messageId, event: 'x', body, status: 'delivered', attempts: 1, next_attempt_at: null, lease_until: null, last_code: 200, last_log_id: null, outcome: null, created_at: 'x' });
    await store.collection(WEBHOOK_DELIVERY_COLLECTION).write([
      { kind: 'upsert', doc: delivery('d1', 'e1', personBody), version: 1 },
      { kind: 'upsert', doc: delivery('d2', 'i1', introBody), version: 1 },
      { kind: 'upsert', doc: delivery('d3', 'i2', otherBody), version: 1 },
    ]);
    await store.collection(WEBHOOK_LOG_COLLECTION).write([{ kind: 'upsert', doc: { _id: 'l1', organisation_id: ORG, endpoint_id: 'default', messageId: 'i1', request: { body: introBody } }, version: 1 }]);

    const cleaned = await cleanUpAfterErasure({ store, files: new FilesystemFileStore(dir) }, ORG, 'p1', [recorded('e1', 'PersonCreated', { personId: 'p1', profile: {} })], ['i1']);
    expect(cleaned).toEqual({ photos: 0, webhook_records: 3, import_rows: 0 });
    const bodyOf = async (id: string) => JSON.parse(((await store.collection(WEBHOOK_DELIVERY_COLLECTION).get(id)) as unknown as { body: string }).body).data;
    expect(await bodyOf('d1')).toEqual({ person_id: 'p1', first_name: '[erased]', email: '[erased]' });
    expect(await bodyOf('d2')).toEqual({ person_id: 'p1', owner: '[erased]', name: 'Grace Hopper', email: 'grace@navy.example' });
    expect(await bodyOf('d3')).toEqual({ person_id: 'p2', owner: 'bo@example.com', name: 'Cy', email: 'cy@example.com' });
    const log = (await store.collection(WEBHOOK_LOG_COLLECTION).get('l1')) as unknown as { request: { body: string } };
    expect(JSON.parse(log.request.body).data.owner).toBe('[erased]');
  });
});
