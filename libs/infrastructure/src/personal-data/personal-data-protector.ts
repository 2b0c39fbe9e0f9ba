import { ERASURE_EVENTS, erasedMarker, PERSONAL_DATA, type PersonalDataDeclaration, type RecordedEvent } from '@profyle/domain';
import type { EventToAppend } from '../event-store/event-store.port';
import type { PersonalDataKeyStore, SubjectKey } from './key-store.port';
import { erasedTag, isSealed, type SubjectCipher, subjectCipher } from './subject-cipher';

type Transform = (path: string, value: string) => string;

/** Applies `transform` to every non-empty string at a dotted path (inside arrays and objects too); returns a copy. */
const mapStringsAt = (data: unknown, path: string, transform: Transform): unknown => {
  const [head, ...rest] = path.split('.');
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !(head in data)) return data;
  const record = data as Record<string, unknown>;
  const value = rest.length ? mapStringsAt(record[head], rest.join('.'), transform) : mapStrings(record[head], path, transform);
  return value === record[head] ? data : { ...record, [head]: value };
};

const mapStrings = (value: unknown, path: string, transform: Transform): unknown => {
  if (typeof value === 'string') return value === '' ? value : transform(path, value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, path, transform));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, path, transform)]));
  return value;
};

const transformEvent = <E extends { data: unknown }>(event: E, declaration: PersonalDataDeclaration, transform: Transform): E => {
  let data = event.data;
  for (const path of declaration.paths) data = mapStringsAt(data, path, transform);
  return data === event.data ? event : { ...event, data };
};

interface CachedKey {
  value: SubjectKey;
  cipher?: SubjectCipher;
  /** Active keys are looked up again after this (another process may have erased the subject). */
  until: number;
}

export interface ProtectorOptions {
  /** How long an active key is trusted without asking the key store again. Default 30 s. */
  keyTtlMs?: number;
  /** Most keys kept in memory. Default 20,000. */
  capacity?: number;
  now?: () => number;
}

/**
 * Seals the personal fields of events before they are stored and opens them when they are read. Which
 * fields are whose comes from the domain's PERSONAL_DATA declarations. A value of an erased subject
 * (key destroyed) reads as an `[erased <tag>]` marker; so does a plaintext value stored before sealing
 * existed, once its subject is erased. Values of subjects that never had a key are left as stored.
 */
export class PersonalDataProtector {
  private readonly cache = new Map<string, CachedKey>();
  private readonly keyTtlMs: number;
  private readonly capacity: number;
  private readonly now: () => number;

  constructor(
    private readonly keys: PersonalDataKeyStore,
    options: ProtectorOptions = {},
    private readonly declarations: ReadonlyMap<string, readonly PersonalDataDeclaration[]> = PERSONAL_DATA,
    private readonly erasures: ReadonlyMap<string, (data: any) => string> = ERASURE_EVENTS,
  ) {
    this.keyTtlMs = options.keyTtlMs ?? 30_000;
    this.capacity = options.capacity ?? 20_000;
    this.now = options.now ?? Date.now;
  }

  async seal(events: EventToAppend[]): Promise<EventToAppend[]> {
    return Promise.all(
      events.map(async (event) => {
        let sealed = event;
        for (const declaration of this.declarations.get(event.type) ?? []) {
          const subject = declaration.subject(event.data);
          const cached = this.cache.get(subject);
          const cipher = cached?.value.status === 'active' && cached.until > this.now() ? cached.cipher! : this.remember(subject, { status: 'active', key: await this.keys.keyFor(subject) }).cipher!;
          sealed = transformEvent(sealed, declaration, (path, value) => cipher.seal(path, value));
        }
        return sealed;
      }),
    );
  }

  async open(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = new Set<string>();
    for (const event of events) {
      for (const declaration of this.declarations.get(event.type) ?? []) subjects.add(declaration.subject(event.data));
    }
    const loaded = new Map(await Promise.all([...subjects].map(async (subject) => [subject, await this.load(subject)] as const)));
    return events.map((event) => {
      const erased = this.erasures.get(event.type);
      // An erasure read in log order: everything after it must read as erased, also from this cache.
      if (erased) loaded.set(erased(event.data), this.remember(erased(event.data), { status: 'erased', erasedAt: event.metadata.occurredAt }));
      let opened = event;
      for (const declaration of this.declarations.get(event.type) ?? []) {
        const { value, cipher } = loaded.get(declaration.subject(event.data)) as CachedKey;
        opened = transformEvent(opened, declaration, (path, stored) => {
          if (!isSealed(stored)) return value.status === 'erased' ? erasedMarker() : stored;
          if (!cipher) return erasedMarker(erasedTag(stored));
          try {
            return cipher.open(path, stored);
          } catch {
            // Not ours after all: a legacy plaintext that happens to start like a sealed value.
            return stored;
          }
        });
      }
      return opened;
    });
  }

  /** Destroys the subject's key; every read from now on, in every process once its cache expires, sees markers. */
  async erase(subject: string, erasedAt: string): Promise<void> {
    await this.keys.erase(subject, erasedAt);
    this.remember(subject, { status: 'erased', erasedAt });
  }

  private async load(subject: string): Promise<CachedKey> {
    const cached = this.cache.get(subject);
    if (cached && (cached.value.status === 'erased' || cached.until > this.now())) return cached;
    return this.remember(subject, await this.keys.lookup(subject));
  }

  private remember(subject: string, value: SubjectKey): CachedKey {
    const existing = this.cache.get(subject);
    // Once erased, always erased: a slower lookup answering with an older view must not revive a key.
    if (existing?.value.status === 'erased' && value.status !== 'erased') return existing;
    const entry: CachedKey = {
      value,
      cipher: value.status === 'active' ? (existing?.value.status === 'active' && existing.value.key.equals(value.key) ? existing.cipher : subjectCipher(value.key)) : undefined,
      // A subject with no key yet may get one any moment: look again soon.
      until: this.now() + (value.status === 'none' ? 1_000 : this.keyTtlMs),
    };
    this.cache.delete(subject);
    this.cache.set(subject, entry);
    if (this.cache.size > this.capacity) this.cache.delete(this.cache.keys().next().value as string);
    return entry;
  }
}
