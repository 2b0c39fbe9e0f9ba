import { randomUUID } from 'node:crypto';
import { type Command, type CommandMetadata, type Decider, DomainError, type DomainEvent, UpcasterRegistry } from '@profyle/domain';
import { type AppendResult, type EventStore, SqliteEventStore } from '@profyle/infrastructure';
import { ConcurrencyExhaustedError, PreconditionFailedError, StaleDependencyError } from './command-errors';
import { CommandShell } from './command-shell';

/** A pool of seats: Take refuses when none is left; Noop changes nothing. */
type PoolCommand = Command<'Take' | 'Noop', { who: string }, CommandMetadata>;
type PoolEvent = DomainEvent<'SeatTaken', { who: string }>;
interface PoolState {
  taken: string[];
}
const SEATS = 5;
const pool: Decider<PoolCommand, PoolEvent, PoolState> = {
  initialState: () => ({ taken: [] }),
  evolve: (state, event) => ({ taken: [...state.taken, event.data.who] }),
  decide: (command, state) => {
    if (command.type === 'Noop') return [];
    if (state.taken.length >= SEATS) throw new DomainError('POOL_FULL', 'No seat left');
    return [{ type: 'SeatTaken', data: { who: command.data.who } }];
  },
};

const metadata: CommandMetadata = { organisationId: 'org-1', actor: { userId: 'u1' }, correlationId: 'c1', now: '2026-01-01T00:00:00.000Z' };
const take = (who: string, ifMatch?: number) => ({ streamId: 'pool-1', decider: pool, command: { type: 'Take' as const, data: { who }, metadata }, ifMatch });

describe('CommandShell', () => {
  let store: SqliteEventStore;
  let appends: number;
  let reported: [number, readonly string[]][];
  let shell: CommandShell;

  /** The test's store with some of its methods replaced. */
  const storeWith = (overrides: Partial<EventStore>): EventStore => ({
    checksOtherStreams: store.checksOtherStreams,
    append: (...args) => store.append(...args),
    readStream: (...args) => store.readStream(...args),
    readAll: (...args) => store.readAll(...args),
    headPosition: () => store.headPosition(),
    readOrganisationLog: (...args) => store.readOrganisationLog(...args),
    readCorrelated: (...args) => store.readCorrelated(...args),
    subscribeToAll: (...args) => store.subscribeToAll(...args),
    close: () => store.close(),
    ...overrides,
  });
  /** The store, counting appends. */
  const counted = (inner: EventStore): EventStore => ({
    ...storeWith({}),
    append: (...args) => {
      appends += 1;
      return inner.append(...args);
    },
  });

  beforeEach(() => {
    store = new SqliteEventStore({ file: ':memory:' });
    appends = 0;
    reported = [];
    shell = new CommandShell(counted(store), new UpcasterRegistry(), { onAppended: (position, types) => reported.push([position, types]) });
  });
  afterEach(() => store.close());

  it('decides the commands that queued behind an append in one batch, appended together, each answered with its own revision', async () => {
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((who) => shell.execute(take(who))));

    // The first goes alone; the three that arrived while it was being appended go in one append.
    expect(appends).toBe(2);
    expect(results.map((r) => r.revision)).toEqual([0, 1, 2, 3]);
    expect(results.map((r) => r.events)).toEqual(['a', 'b', 'c', 'd'].map((who) => [{ type: 'SeatTaken', data: { who } }]));
    const stored = await store.readStream('pool-1');
    expect(stored.map((e) => e.data)).toEqual([{ who: 'a' }, { who: 'b' }, { who: 'c' }, { who: 'd' }]);
    expect(results[3].position).toBe(stored[3].position);
    expect(results[1].position).toBe(stored[3].position);
    expect(reported).toEqual([
      [stored[0].position, ['SeatTaken']],
      [stored[3].position, ['SeatTaken']],
    ]);
    // Each command keeps its own causation: the batch is not one command.
    expect(new Set(stored.map((e) => e.metadata.causationId)).size).toBe(4);
  });

  it('fails only the refused commands of a batch, decided against the state the earlier ones left', async () => {
    const outcomes = await Promise.allSettled(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((who) => shell.execute(take(who))));

    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(outcomes.slice(5).map((o) => o.status === 'rejected' && (o.reason as DomainError).code)).toEqual(['POOL_FULL', 'POOL_FULL']);
    expect((await store.readStream('pool-1')).map((e) => e.data)).toHaveLength(SEATS);
  });

  it('answers a no-op with the revision it was decided on, appending nothing for it', async () => {
    await shell.execute(take('a'));
    const [noop, taken, later] = await Promise.all([
      shell.execute({ streamId: 'pool-1', decider: pool, command: { type: 'Noop', data: { who: 'x' }, metadata } }),
      shell.execute(take('b')),
      shell.execute({ streamId: 'pool-1', decider: pool, command: { type: 'Noop', data: { who: 'y' }, metadata } }),
    ]);
    expect([noop, taken, later].map((r) => [r.events.length, r.revision, r.position === null])).toEqual([
      [0, 0, true],
      [1, 1, false],
      [0, 1, true],
    ]);
  });

  it('checks If-Match against the revision the earlier commands of the batch leave: the second of two racing edits gets a 412', async () => {
    await shell.execute(take('a'));
    const outcomes = await Promise.allSettled([shell.execute(take('b', 0)), shell.execute(take('c', 0))]);
    expect(outcomes[0]).toMatchObject({ status: 'fulfilled', value: { revision: 1 } });
    expect(outcomes[1]).toMatchObject({ status: 'rejected', reason: expect.any(PreconditionFailedError) });
  });

  it('retries a whole batch another writer raced, except the commands that sent If-Match', async () => {
    await shell.execute(take('a'));
    // Another process appends behind this shell's back, between its read and its append.
    const racing = storeWith({
      append: async (...args): Promise<AppendResult> => {
        appends += 1;
        if (appends === 1) await store.append('pool-1', [{ id: randomUUID(), type: 'SeatTaken', data: { who: 'other' }, metadata: { ...metadata, causationId: 'x', occurredAt: metadata.now, schemaVersion: 1 } }], 'any');
        return store.append(...args);
      },
    });
    appends = 0;
    const racedShell = new CommandShell(racing, new UpcasterRegistry());
    await racedShell.load('pool-1', pool);
    const outcomes = await Promise.allSettled([racedShell.execute(take('b')), racedShell.execute(take('c', 0))]);
    expect(outcomes[0]).toMatchObject({ status: 'fulfilled', value: { revision: 2 } });
    expect(outcomes[1]).toMatchObject({ status: 'rejected', reason: expect.any(PreconditionFailedError) });
    expect((await store.readStream('pool-1')).map((e) => (e.data as { who: string }).who)).toEqual(['a', 'other', 'b']);
  });

  it('appends what depends on another stream as read, and fails only the commands whose dependency moved on', async () => {
    const seatEvent = (who: string) => ({ id: randomUUID(), type: 'SeatTaken', data: { who }, metadata: { ...metadata, causationId: 'x', occurredAt: metadata.now, schemaVersion: 1 } });
    await store.append('person-1', [seatEvent('p')], 'no-stream');
    await shell.execute(take('a'));
    // Queued behind one in flight, so the three are decided and appended together.
    const first = shell.execute(take('b'));
    const [held, stale, free] = await Promise.allSettled([
      shell.execute({ ...take('c'), dependsOn: [{ streamId: 'person-1', revision: 0 }] }),
      shell.execute({ ...take('d'), dependsOn: [{ streamId: 'person-1', revision: 'no-stream' }] }),
      shell.execute(take('e')),
    ]);
    await first;
    expect(held).toMatchObject({ status: 'fulfilled', value: { events: [{ data: { who: 'c' } }] } });
    expect(stale).toMatchObject({ status: 'rejected', reason: { name: 'StaleDependencyError', streamId: 'person-1', actual: 0 } });
    expect(stale.status === 'rejected' && stale.reason).toBeInstanceOf(StaleDependencyError);
    expect(free).toMatchObject({ status: 'fulfilled' });
    expect((await store.readStream('pool-1')).map((e) => (e.data as { who: string }).who)).toEqual(['a', 'b', 'c', 'e']);
  });

  it('answers a known state without reading the store, only where the store checks other streams', async () => {
    await shell.execute(take('a'));
    let reads = 0;
    const reading = (checksOtherStreams: boolean) =>
      new CommandShell(
        storeWith({
          checksOtherStreams,
          readStream: (...args) => {
            reads += 1;
            return store.readStream(...args);
          },
        }),
        new UpcasterRegistry(),
      );
    const checking = reading(true);
    expect(checking.known('pool-1', pool)).toBeUndefined();
    await checking.load('pool-1', pool);
    reads = 0;
    expect(checking.known('pool-1', pool)).toEqual({ state: { taken: ['a'] }, revision: 0 });
    expect(reads).toBe(0);

    const unchecked = reading(false);
    await unchecked.load('pool-1', pool);
    expect(unchecked.known('pool-1', pool)).toBeUndefined();
  });

  it('gives up after repeated conflicts with a 409 for every command of the batch', async () => {
    const alwaysBehind = storeWith({ readStream: async () => [] });
    await store.append('pool-1', [{ id: randomUUID(), type: 'SeatTaken', data: { who: 'z' }, metadata: { ...metadata, causationId: 'x', occurredAt: metadata.now, schemaVersion: 1 } }], 'no-stream');
    const stubborn = new CommandShell(alwaysBehind, new UpcasterRegistry());
    await expect(stubborn.execute(take('a'))).rejects.toBeInstanceOf(ConcurrencyExhaustedError);
  }, 20_000);
});
