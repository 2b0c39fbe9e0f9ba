/**
 * A bounded cache of folded aggregate states, least recently used out first. An entry is only valid
 * for the decider that folded it. The shell re-reads newer events before deciding on a stream, and a
 * command that uses an entry as it is (`known`) states its revision in `dependsOn`, so a stale entry never
 * decides a write: the append's expected revision or its condition guards it.
 */
export class StateCache {
  private readonly entries = new Map<string, { owner: object; state: unknown; revision: number }>();

  constructor(private readonly capacity: number) {}

  get<S>(streamId: string, owner: object): { state: S; revision: number } | undefined {
    const entry = this.entries.get(streamId);
    if (!entry || entry.owner !== owner) return undefined;
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    return { state: entry.state as S, revision: entry.revision };
  }

  set(streamId: string, owner: object, value: { state: unknown; revision: number }): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, { owner, ...value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }
}
