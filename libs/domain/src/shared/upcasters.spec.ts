import type { RecordedEvent } from './envelope';
import { UpcasterRegistry } from './upcasters';

const stored = (data: unknown, schemaVersion = 1): RecordedEvent => ({
  id: 'e1',
  streamId: 'person-1',
  revision: 0,
  position: 1,
  type: 'PersonRenamed',
  data,
  recordedAt: '2026-01-01T00:00:00.000Z',
  metadata: { organisationId: 'o', actor: { userId: 'u' }, correlationId: 'c', causationId: 'c', occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion },
});

describe('UpcasterRegistry', () => {
  const registry = new UpcasterRegistry()
    .register('PersonRenamed', 1, (d: { name: string }) => ({ fullName: d.name }))
    .register('PersonRenamed', 2, (d: { fullName: string }) => ({ first: d.fullName.split(' ')[0], last: d.fullName.split(' ')[1] }));

  it('applies every step from the stored version to the newest', () => {
    const event = registry.upcast(stored({ name: 'Ada Lovelace' }));
    expect(event.data).toEqual({ first: 'Ada', last: 'Lovelace' });
    expect(event.metadata.schemaVersion).toBe(3);
  });

  it('starts from the version the event was stored with', () => {
    expect(registry.upcast(stored({ fullName: 'Grace Hopper' }, 2)).data).toEqual({ first: 'Grace', last: 'Hopper' });
  });

  it('leaves current and unknown events untouched', () => {
    const current = stored({ first: 'A', last: 'B' }, 3);
    expect(registry.upcast(current)).toBe(current);
    const other = { ...stored({}), type: 'Other' };
    expect(registry.upcast(other)).toBe(other);
  });

  it('knows the current version of each type', () => {
    expect(registry.currentVersion('PersonRenamed')).toBe(3);
    expect(registry.currentVersion('Unknown')).toBe(1);
  });

  it('refuses two upcasters for the same step', () => {
    expect(() => registry.register('PersonRenamed', 1, (d) => d)).toThrow('already registered');
  });
});
