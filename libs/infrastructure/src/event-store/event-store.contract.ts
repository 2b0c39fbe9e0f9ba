import { randomUUID } from 'node:crypto';
import type { EventMetadata, RecordedEvent } from '@profyle/domain';
import {
  EventIdConflictError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type SubscribeOptions,
} from './event-store.port';

export interface EventStoreUnderTest {
  store: EventStore;
  cleanup?: () => Promise<void>;
}

/**
 * The behaviour every EventStore adapter must show. Each test works in its own streams and categories
 * (fresh uuids) and reads the global log only through them, so the suite can share a server with others.
 */
export const eventStoreContract = (name: string, factory: () => Promise<EventStoreUnderTest>): void => {
  describe(`${name} honours the EventStore contract`, () => {
    let store: EventStore;
    let cleanup: (() => Promise<void>) | undefined;

    beforeEach(async () => {
      ({ store, cleanup } = await factory());
    });
    afterEach(async () => {
      await store.close();
      await cleanup?.();
    });

    describe('append and readStream', () => {
      it('reads back what was appended, in order, with revisions from 0', async () => {
        const stream = streamIn(newCategory());
        const events = [event('Opened', { n: 1 }), event('Renamed', { n: 2 }), event('Closed', { n: 3 })];
        const result = await store.append(stream, events, 'no-stream');

        const read = await store.readStream(stream);
        expect(result.nextRevision).toBe(2);
        expect(read.map((e) => [e.id, e.streamId, e.revision, e.type, e.data])).toEqual(
          events.map((e, i) => [e.id, stream, i, e.type, e.data]),
        );
        expect(read[2].position).toBe(result.position);
        expect(Number.isNaN(Date.parse(read[0].recordedAt))).toBe(false);
      });

      it('reads a stream that does not exist as empty, in both directions', async () => {
        const stream = streamIn(newCategory());
        expect(await store.readStream(stream)).toEqual([]);
        expect(await store.readStream(stream, { direction: 'backwards' })).toEqual([]);
      });

      it('reads backwards, from a revision and up to a limit', async () => {
        const stream = streamIn(newCategory());
        await store.append(stream, times(5, () => event()), 'no-stream');
        const revisions = async (options: Parameters<EventStore['readStream']>[1]) =>
          (await store.readStream(stream, options)).map((e) => e.revision);

        expect(await revisions({ direction: 'backwards' })).toEqual([4, 3, 2, 1, 0]);
        expect(await revisions({ direction: 'backwards', fromRevision: 2 })).toEqual([2, 1, 0]);
        expect(await revisions({ direction: 'backwards', limit: 2 })).toEqual([4, 3]);
        expect(await revisions({ fromRevision: 3 })).toEqual([3, 4]);
        expect(await revisions({ fromRevision: 1, limit: 2 })).toEqual([1, 2]);
        expect(await revisions({ fromRevision: 9 })).toEqual([]);
      });

      it('keeps metadata as written, including who acted on behalf of whom', async () => {
        const category = newCategory();
        const stream = streamIn(category);
        const metadata: EventMetadata = {
          ...baseMetadata(),
          actor: { userId: 'superadmin-1', email: 'root@example.com' },
          onBehalfOf: { organisationId: 'org-42' },
          schemaVersion: 3,
        };
        await store.append(stream, [{ ...event(), metadata }], 'no-stream');

        const [fromStream] = await store.readStream(stream);
        const [fromLog] = await store.readAll({ filter: { categories: [category] } });
        expect(fromStream.metadata).toEqual(metadata);
        expect(fromLog.metadata).toEqual(metadata);
      });

      it('refuses an append without events', async () => {
        await expect(store.append(streamIn(newCategory()), [], 'any')).rejects.toThrow(TypeError);
      });
    });

    describe('expected revision', () => {
      it("'no-stream' creates a stream and fails with the actual revision once it exists", async () => {
        const stream = streamIn(newCategory());
        await expect(store.append(stream, [event()], 'no-stream')).resolves.toMatchObject({ nextRevision: 0 });
        await expectWrongRevision(store.append(stream, [event()], 'no-stream'), 'no-stream', 0);
      });

      it("'exists' fails with 'no-stream' on a new stream and appends to an existing one", async () => {
        const stream = streamIn(newCategory());
        await expectWrongRevision(store.append(stream, [event()], 'exists'), 'exists', 'no-stream');
        await store.append(stream, [event(), event()], 'no-stream');
        await expect(store.append(stream, [event()], 'exists')).resolves.toMatchObject({ nextRevision: 2 });
      });

      it('an exact revision must be the last one: behind, ahead or on a new stream fails', async () => {
        const stream = streamIn(newCategory());
        await expectWrongRevision(store.append(stream, [event()], 0), 0, 'no-stream');
        await store.append(stream, [event(), event()], 'no-stream');
        await expectWrongRevision(store.append(stream, [event()], 0), 0, 1);
        await expectWrongRevision(store.append(stream, [event()], 5), 5, 1);
        await expect(store.append(stream, [event()], 1)).resolves.toMatchObject({ nextRevision: 2 });
      });

      it("'any' appends whatever the stream holds", async () => {
        const stream = streamIn(newCategory());
        await expect(store.append(stream, [event()], 'any')).resolves.toMatchObject({ nextRevision: 0 });
        await expect(store.append(stream, [event(), event()], 'any')).resolves.toMatchObject({ nextRevision: 2 });
      });

      it('lets exactly one of 20 concurrent appends with the same expected revision win', async () => {
        const stream = streamIn(newCategory());
        await store.append(stream, [event()], 'no-stream');

        const outcomes = await Promise.allSettled(times(20, () => store.append(stream, [event()], 0)));
        const won = outcomes.filter((o) => o.status === 'fulfilled');
        const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(19);
        for (const error of lost) expect(error).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 1 });
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it("lets exactly one of 20 concurrent 'no-stream' appends create the stream", async () => {
        const stream = streamIn(newCategory());
        const outcomes = await Promise.allSettled(times(20, () => store.append(stream, [event()], 'no-stream')));
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        expect(await store.readStream(stream)).toHaveLength(1);
      });
    });

    describe('conditions on other streams', () => {
      /** Runs only where the adapter checks conditions; the others must refuse them (the first test). */
      const whereChecked = (title: string, body: () => Promise<void>) =>
        it(title, async () => {
          if (store.checksOtherStreams) await body();
        });

      it('refuses conditions when the adapter cannot check them, writing nothing', async () => {
        if (store.checksOtherStreams) return;
        const [stream, other] = [streamIn(newCategory()), streamIn(newCategory())];
        await expect(store.append(stream, [event()], 'any', { conditions: [{ streamId: other, revision: 'no-stream' }] })).rejects.toThrow(TypeError);
        expect(await store.readStream(stream)).toEqual([]);
      });

      whereChecked('appends when every other stream is at its stated revision, or absent as stated', async () => {
        const [stream, other, absent] = [streamIn(newCategory()), streamIn(newCategory()), streamIn(newCategory())];
        await store.append(other, [event(), event()], 'no-stream');
        const conditions = [
          { streamId: other, revision: 1 },
          { streamId: absent, revision: 'no-stream' as const },
        ];
        await expect(store.append(stream, [event()], 'no-stream', { conditions })).resolves.toMatchObject({ nextRevision: 0 });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      whereChecked('fails with the first condition that does not hold, naming its stream, and writes nothing', async () => {
        const [stream, other, absent] = [streamIn(newCategory()), streamIn(newCategory()), streamIn(newCategory())];
        await store.append(other, [event(), event()], 'no-stream');
        const refused = async (revision: number | 'no-stream', actual: number | 'no-stream', streamId = other) => {
          const error = await store.append(stream, [event()], 'any', { conditions: [{ streamId, revision }] }).then(
            () => undefined,
            (e: unknown) => e,
          );
          expect(error).toBeInstanceOf(WrongExpectedRevisionError);
          expect(error).toMatchObject({ streamId, expected: revision, actual });
        };
        await refused(0, 1);
        await refused(2, 1);
        await refused('no-stream', 1);
        await refused(0, 'no-stream', absent);
        // The stream's own expected revision holds here; a condition alone refused each append.
        expect(await store.readStream(stream)).toEqual([]);
      });

      whereChecked('checks a condition against what committed before the append: a racing append to that stream either comes after or fails it', async () => {
        for (let round = 0; round < 10; round++) {
          const [stream, other] = [streamIn(newCategory()), streamIn(newCategory())];
          await store.append(other, [event()], 'no-stream');
          const [racing, guarded] = await Promise.allSettled([
            store.append(other, [event()], 0),
            store.append(stream, [event()], 'no-stream', { conditions: [{ streamId: other, revision: 0 }] }),
          ]);
          expect(racing.status).toBe('fulfilled');
          if (guarded.status === 'fulfilled' && racing.status === 'fulfilled') expect(guarded.value.position).toBeLessThan(racing.value.position);
          else expect(guarded).toMatchObject({ status: 'rejected', reason: { name: 'WrongExpectedRevisionError', streamId: other, actual: 1 } });
        }
      });

      whereChecked('answers a retry with the original result even when a condition no longer holds', async () => {
        const [stream, other] = [streamIn(newCategory()), streamIn(newCategory())];
        const events = [event()];
        const first = await store.append(stream, events, 'no-stream', { conditions: [{ streamId: other, revision: 'no-stream' }] });
        await store.append(other, [event()], 'no-stream');
        await expect(store.append(stream, events, 'no-stream', { conditions: [{ streamId: other, revision: 'no-stream' }] })).resolves.toEqual(first);
      });

      it('refuses a condition on the appended stream itself or with a bad revision', async () => {
        const [stream, other] = [streamIn(newCategory()), streamIn(newCategory())];
        await expect(store.append(stream, [event()], 'any', { conditions: [{ streamId: stream, revision: 'no-stream' }] })).rejects.toThrow(TypeError);
        await expect(store.append(stream, [event()], 'any', { conditions: [{ streamId: other, revision: -1 }] })).rejects.toThrow(TypeError);
        expect(await store.readStream(stream)).toEqual([]);
      });
    });

    describe('idempotency on event id', () => {
      it('answers a repeated append with the original result and stores nothing twice', async () => {
        const stream = streamIn(newCategory());
        const events = [event(), event()];
        const first = await store.append(stream, events, 'no-stream');
        const again = await store.append(stream, events, 'no-stream');

        expect(again).toEqual(first);
        expect((await store.readStream(stream)).map((e) => e.id)).toEqual(events.map((e) => e.id));
      });

      it('answers a retry with the original result after the stream moved on', async () => {
        const stream = streamIn(newCategory());
        const events = [event(), event()];
        const first = await store.append(stream, events, 'no-stream');
        await store.append(stream, [event()], 1);

        await expect(store.append(stream, events, 'no-stream')).resolves.toEqual(first);
        await expect(store.append(stream, events, 'any')).resolves.toEqual(first);
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('refuses an append that repeats only some of an earlier one', async () => {
        const stream = streamIn(newCategory());
        const [a, b] = [event(), event()];
        await store.append(stream, [a, b], 'no-stream');

        await expect(store.append(stream, [a, event()], 'no-stream')).rejects.toBeInstanceOf(EventIdConflictError);
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe('global log', () => {
      it('orders the log by strictly increasing positions and pages it with after and limit', async () => {
        const category = newCategory();
        const streams = times(3, () => streamIn(category));
        const results: AppendResult[] = [];
        const appended: string[] = [];
        for (let i = 0; i < 6; i += 1) {
          const events = [event(), event()];
          results.push(await store.append(streams[i % 3], events, 'any'));
          appended.push(...events.map((e) => e.id));
        }

        const log = await store.readAll({ filter: { categories: [category] } });
        expect(log.map((e) => e.id)).toEqual(appended);
        expectStrictlyIncreasing(log.map((e) => e.position));
        expect(results.map((r) => r.position)).toEqual(log.filter((_, i) => i % 2 === 1).map((e) => e.position));

        const page = await store.readAll({ after: log[3].position, limit: 4, filter: { categories: [category] } });
        expect(page.map((e) => e.id)).toEqual(appended.slice(4, 8));
        expect(await store.headPosition()).toBeGreaterThanOrEqual(log[log.length - 1].position);
      });

      it('reads everything after a position when no filter is given', async () => {
        const stream = streamIn(newCategory());
        const first = await store.append(stream, [event()], 'no-stream');
        const second = [event(), event()];
        await store.append(stream, second, 0);

        const after = await store.readAll({ after: first.position });
        expect(after.filter((e) => e.streamId === stream).map((e) => e.id)).toEqual(second.map((e) => e.id));
        expect(after.every((e) => e.position > first.position)).toBe(true);
      });

      it('filters by category, by event-type prefix, and by both', async () => {
        const [people, cards] = [newCategory(), newCategory()];
        const prefix = `T${randomUUID().replace(/-/g, '')}`;
        await store.append(streamIn(people), [event(`${prefix}Invited`), event('Renamed')], 'no-stream');
        await store.append(streamIn(cards), [event(`${prefix}Printed`), event('Shipped')], 'no-stream');
        const types = async (filter: { categories?: string[]; eventTypePrefixes?: string[] }) =>
          (await store.readAll({ filter })).map((e) => e.type);

        expect(await types({ categories: [people] })).toEqual([`${prefix}Invited`, 'Renamed']);
        expect(await types({ categories: [people, cards] })).toEqual([
          `${prefix}Invited`,
          'Renamed',
          `${prefix}Printed`,
          'Shipped',
        ]);
        expect(await types({ eventTypePrefixes: [prefix] })).toEqual([`${prefix}Invited`, `${prefix}Printed`]);
        expect(await types({ categories: [cards], eventTypePrefixes: [prefix] })).toEqual([`${prefix}Printed`]);
      });
    });

    describe('audit reads', () => {
      const at = (organisationId: string, overrides: Partial<EventMetadata> = {}) => (type = 'SomethingHappened'): EventToAppend => ({
        ...event(type),
        metadata: { ...baseMetadata(), organisationId, ...overrides },
      });

      it('reads one organisation across its streams, newest first, paged by position', async () => {
        const [org, other] = [`org-${randomUUID()}`, `org-${randomUUID()}`];
        const [a, b] = [streamIn(newCategory()), streamIn(newCategory())];
        const appended: EventToAppend[] = [];
        for (let i = 0; i < 5; i += 1) {
          const mine = at(org)();
          appended.push(mine);
          await store.append(i % 2 ? a : b, [mine, at(other)()], 'any');
        }
        const newestFirst = appended.map((e) => e.id).reverse();
        const first = await store.readOrganisationLog(org, { limit: 3 });
        expect(first.map((e) => e.id)).toEqual(newestFirst.slice(0, 3));
        const second = await store.readOrganisationLog(org, { limit: 3, before: first[2].position });
        expect(second.map((e) => e.id)).toEqual(newestFirst.slice(3));
        expect(second.every((e) => e.metadata.organisationId === org)).toBe(true);
      });

      it('filters the organisation history by type, category, stream, actor and time', async () => {
        const org = `org-${randomUUID()}`;
        const [people, groups] = [newCategory(), newCategory()];
        const [ann, sales] = [streamIn(people), streamIn(groups)];
        const byAnn = at(org, { actor: { userId: 'u-ann', email: 'Ann@Example.com' }, occurredAt: '2026-03-01T10:00:00.000Z' });
        const byBob = at(org, { actor: { userId: 'u-bob', email: 'bob@example.com' }, occurredAt: '2026-03-02T10:00:00.000Z' });
        await store.append(ann, [byAnn('PersonCreated'), byBob('PersonUpdated')], 'no-stream');
        await store.append(sales, [byBob('GroupCreated')], 'no-stream');
        const types = async (filter: Parameters<EventStore['readOrganisationLog']>[1]['filter']) => (await store.readOrganisationLog(org, { limit: 10, filter })).map((e) => e.type);

        expect(await types({})).toEqual(['GroupCreated', 'PersonUpdated', 'PersonCreated']);
        expect(await types({ types: ['PersonCreated', 'GroupCreated'] })).toEqual(['GroupCreated', 'PersonCreated']);
        expect(await types({ categories: [people] })).toEqual(['PersonUpdated', 'PersonCreated']);
        expect(await types({ streamId: sales })).toEqual(['GroupCreated']);
        expect(await types({ actorUserId: 'u-ann' })).toEqual(['PersonCreated']);
        expect(await types({ actorEmail: 'ann@EXAMPLE' })).toEqual(['PersonCreated']);
        expect(await types({ from: '2026-03-02T00:00:00.000Z' })).toEqual(['GroupCreated', 'PersonUpdated']);
        expect(await types({ to: '2026-03-01T23:59:59.999Z' })).toEqual(['PersonCreated']);
        expect(await types({ actorUserId: 'u-bob', categories: [people] })).toEqual(['PersonUpdated']);
      });

      it('reads the events of one correlation in log order', async () => {
        const correlationId = randomUUID();
        const together = at('org-1', { correlationId });
        const [x, y] = [streamIn(newCategory()), streamIn(newCategory())];
        const first = together('First');
        const second = together('Second');
        await store.append(x, [first, event()], 'no-stream');
        await store.append(y, [second], 'no-stream');
        expect((await store.readCorrelated(correlationId)).map((e) => e.id)).toEqual([first.id, second.id]);
        expect((await store.readCorrelated(correlationId, { limit: 1 })).map((e) => e.id)).toEqual([first.id]);
        expect(await store.readCorrelated(randomUUID())).toEqual([]);
      });
    });

    describe('subscribeToAll', () => {
      it('catches up, then goes live while appends continue, delivering every event once and in order', async () => {
        const category = newCategory();
        const streams = times(10, () => streamIn(category));
        const start = await store.headPosition();
        const history: string[] = [];
        for (let i = 0; i < 10; i += 1) {
          const events = times(5, () => event());
          await store.append(streams[i], events, 'no-stream');
          history.push(...events.map((e) => e.id));
        }

        const seen = recorder();
        const subscription = store.subscribeToAll({ after: start, filter: { categories: [category] }, batchSize: 7 }, seen.handler);
        // 300 more events in 150 two-event appends, five at a time, with pauses so that some land while
        // the subscription is still catching up and the rest after it went live.
        for (let round = 0; round < 30; round += 1) {
          await Promise.all(times(5, (i) => store.append(streams[(round + i) % 10], [event(), event()], 'any')));
          if (round % 3 === 0) await delay(5);
        }
        const all = await store.readAll({ after: start, filter: { categories: [category] } });
        expect(all).toHaveLength(350);

        await eventually(() => seen.events.length >= 350);
        await delay(300);
        await subscription.stop();

        expect(seen.events.map((e) => e.id)).toEqual(all.map((e) => e.id));
        expect(seen.events.slice(0, 50).map((e) => e.id)).toEqual(history);
        expectStrictlyIncreasing(seen.events.map((e) => e.position));
        expect(new Set(seen.events.map((e) => e.id)).size).toBe(350);
        expect(Math.max(...seen.batchSizes)).toBeLessThanOrEqual(7);
        expect(seen.maxConcurrentCalls).toBe(1);
      });

      it('starts strictly after the given position', async () => {
        const category = newCategory();
        const stream = streamIn(category);
        const events = [event(), event(), event()];
        await store.append(stream, events, 'no-stream');
        const [first] = await store.readStream(stream, { limit: 1 });

        const seen = recorder();
        const subscription = store.subscribeToAll({ after: first.position, filter: { categories: [category] } }, seen.handler);
        await eventually(() => seen.events.length >= 2);
        await delay(100);
        await subscription.stop();
        expect(seen.events.map((e) => e.id)).toEqual([events[1].id, events[2].id]);
      });

      it('delivers only what matches its filter, live included', async () => {
        const [people, cards] = [newCategory(), newCategory()];
        const start = await store.headPosition();
        const seen = recorder();
        const subscription = store.subscribeToAll(
          { after: start, filter: { categories: [people], eventTypePrefixes: ['Person'] } },
          seen.handler,
        );
        const wanted = event('PersonInvited');
        await store.append(streamIn(people), [event('Renamed'), wanted], 'no-stream');
        await store.append(streamIn(cards), [event('PersonInvited')], 'no-stream');
        const last = event('PersonRemoved');
        await store.append(streamIn(people), [last], 'no-stream');

        await eventually(() => seen.events.length >= 2);
        await delay(300);
        await subscription.stop();
        expect(seen.events.map((e) => e.id)).toEqual([wanted.id, last.id]);
      });

      it('stop() waits for the running handler, and no handler call starts after it', async () => {
        const category = newCategory();
        const start = await store.headPosition();
        let release: () => void = () => undefined;
        const calls: string[][] = [];
        const subscription = store.subscribeToAll({ after: start, filter: { categories: [category] } }, async (events) => {
          calls.push(events.map((e) => e.id));
          await new Promise<void>((resolve) => (release = resolve));
        });
        await store.append(streamIn(category), [event()], 'no-stream');
        await eventually(() => calls.length === 1);

        let stopped = false;
        const stopping = subscription.stop().then(() => (stopped = true));
        await store.append(streamIn(category), [event()], 'no-stream');
        await delay(300);
        expect(stopped).toBe(false);
        release();
        await stopping;

        await store.append(streamIn(category), [event()], 'no-stream');
        await delay(300);
        expect(calls).toHaveLength(1);
      });

      it('ends when a handler throws and reports the error through onError', async () => {
        const category = newCategory();
        const start = await store.headPosition();
        const errors: Error[] = [];
        let calls = 0;
        const options: SubscribeOptions = { after: start, filter: { categories: [category] }, onError: (e) => errors.push(e) };
        const subscription = store.subscribeToAll(options, async () => {
          calls += 1;
          throw new Error('projection failed');
        });
        await store.append(streamIn(category), [event()], 'no-stream');
        await eventually(() => errors.length === 1);
        await store.append(streamIn(category), [event()], 'no-stream');
        await delay(300);
        await subscription.stop();
        expect(errors[0].message).toBe('projection failed');
        expect(calls).toBe(1);
      });
    });
  });
};

// --- helpers -------------------------------------------------------------------------------------------

/** A category nobody else uses: no hyphen (streams are `<category>-<id>`), unique per test. */
export const newCategory = (): string => `test${randomUUID().replace(/-/g, '')}`;
export const streamIn = (category: string): string => `${category}-${randomUUID()}`;

export const baseMetadata = (): EventMetadata => ({
  organisationId: 'org-1',
  actor: { userId: 'user-1' },
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: '2026-01-01T00:00:00.000Z',
  schemaVersion: 1,
});

export const event = (type = 'SomethingHappened', data: unknown = { value: randomUUID() }): EventToAppend => ({
  id: randomUUID(),
  type,
  data,
  metadata: baseMetadata(),
});

export const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const eventually = async (condition: () => boolean, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await delay(10);
  }
};

/** A handler that records what it got and checks it is never called while a previous call is running. */
export const recorder = () => {
  const state = { events: [] as RecordedEvent[], batchSizes: [] as number[], maxConcurrentCalls: 0 };
  let running = 0;
  const handler = async (events: RecordedEvent[]): Promise<void> => {
    running += 1;
    state.maxConcurrentCalls = Math.max(state.maxConcurrentCalls, running);
    state.batchSizes.push(events.length);
    state.events.push(...events);
    await delay(1);
    running -= 1;
  };
  return Object.assign(state, { handler });
};

const expectStrictlyIncreasing = (values: number[]): void => {
  values.slice(1).forEach((value, i) => expect(value).toBeGreaterThan(values[i]));
};

const expectWrongRevision = async (
  append: Promise<AppendResult>,
  expected: WrongExpectedRevisionError['expected'],
  actual: WrongExpectedRevisionError['actual'],
): Promise<void> => {
  const error = await append.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect(error).toMatchObject({ expected, actual });
};
