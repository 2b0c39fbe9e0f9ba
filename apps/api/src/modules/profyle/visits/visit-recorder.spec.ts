import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@profyle/infrastructure';
import { VisitRecorder } from './visit-recorder';

const visit = (personId: string, organisationId = 'acme', visitedAt = '2026-04-01T10:00:00.000Z') => ({ organisationId, personId, visitedAt, country: 'GB', via: 'link' as const, cardId: null, eventId: null });

describe('VisitRecorder', () => {
  let dir: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'visits-'));
    store = new SqliteEventStore({ file: join(dir, 'events.db') });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('appends queued visits in batches, one stream per organisation and day, after a short delay', async () => {
    const recorder = new VisitRecorder(store, { flushAfterMs: 20 });
    recorder.record(visit('p1'));
    recorder.record(visit('p2'));
    recorder.record(visit('p3', 'other'));
    recorder.record(visit('p1', 'acme', '2026-04-02T00:00:01.000Z'));
    expect(await store.headPosition()).toBe(0);
    // Nothing calls flush: the delay does. The append itself goes through the store's writer thread, whose
    // start-up (a TypeScript load under Jest) takes longer than the delay, so wait for it, bounded.
    const deadline = Date.now() + 5_000;
    while ((await store.headPosition()) < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await store.readStream('visits-acme_20260401')).map((event) => (event.data as { personId: string }).personId)).toEqual(['p1', 'p2']);
    expect(await store.readStream('visits-other_20260401')).toHaveLength(1);
    expect(await store.readStream('visits-acme_20260402')).toHaveLength(1);
    const [stored] = await store.readStream('visits-other_20260401');
    expect(stored).toMatchObject({ type: 'ProfyleVisited', metadata: { organisationId: 'other', actor: { userId: 'public:visitor' }, occurredAt: '2026-04-01T10:00:00.000Z' } });
  });

  it('writes at once when a batch is full, and flush stores everything queued', async () => {
    const recorder = new VisitRecorder(store, { flushAfterMs: 10_000, maxBatch: 3 });
    for (let i = 0; i < 4; i++) recorder.record(visit(`p${i}`));
    await recorder.flush();
    expect(await store.readStream('visits-acme_20260401')).toHaveLength(4);
  });
});
