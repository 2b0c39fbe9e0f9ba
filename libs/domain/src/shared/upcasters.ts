import type { RecordedEvent } from './envelope';

/** Turns the data of a stored event at one schema version into the next version's shape. */
export type Upcaster = (data: any) => unknown;

/**
 * Upcasters keyed by event type and the schema version they upgrade from. Reading applies them in order
 * until the event reaches the newest version, so deciders and projections only see current shapes.
 */
export class UpcasterRegistry {
  private readonly chains = new Map<string, Map<number, Upcaster>>();

  register(type: string, fromVersion: number, upcast: Upcaster): this {
    const chain = this.chains.get(type) ?? new Map<number, Upcaster>();
    if (chain.has(fromVersion)) throw new Error(`Upcaster for ${type} v${fromVersion} already registered`);
    chain.set(fromVersion, upcast);
    this.chains.set(type, chain);
    return this;
  }

  currentVersion(type: string): number {
    const chain = this.chains.get(type);
    return chain ? Math.max(...chain.keys()) + 1 : 1;
  }

  upcast<E extends RecordedEvent>(event: E): E {
    const chain = this.chains.get(event.type);
    if (!chain) return event;
    let version = event.metadata.schemaVersion ?? 1;
    let data = event.data;
    for (let step = chain.get(version); step; step = chain.get(version)) {
      data = step(data);
      version += 1;
    }
    return version === event.metadata.schemaVersion ? event : { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
  }
}

/**
 * The registry every reader of the event store uses. Context modules register their upcasters here
 * when a stored event's shape changes (a breaking change gets a new event type instead).
 */
export const eventUpcasters = new UpcasterRegistry();
