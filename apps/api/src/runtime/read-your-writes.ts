/**
 * Read-your-writes at the lowest cost: a command's answer waits only for the read models that read the
 * event types it appended (the others cannot show its effect), up to its position in the log.
 *
 * The shell reports every append (its position and event types); the types are collected per HTTP request
 * (an async-local scope opened by a middleware), so a handler that appends to several streams waits for
 * the read models of all of them, whichever position it waits for. Outside a request (seeding, tests that
 * call handlers directly) the types recorded for that very position are used; a position this process did
 * not append waits for every read model, as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const REMEMBERED_POSITIONS = 10_000;

export class ReadYourWrites {
  private readonly scopes = new AsyncLocalStorage<Set<string>>();
  private readonly byPosition = new Map<number, readonly string[]>();

  /** Runs `fn` (the rest of a request's handling) in a scope that collects the types it appends. */
  scope<T>(fn: () => T): T {
    return this.scopes.run(new Set(), fn);
  }

  readonly record = (position: number, types: readonly string[]): void => {
    this.byPosition.set(position, types);
    if (this.byPosition.size > REMEMBERED_POSITIONS) this.byPosition.delete(this.byPosition.keys().next().value as number);
    const scope = this.scopes.getStore();
    if (scope) for (const type of types) scope.add(type);
  };

  /** The event types whose read models must include `position` before answering; null: all of them. */
  typesFor(position: number): ReadonlySet<string> | null {
    const scope = this.scopes.getStore();
    const atPosition = this.byPosition.get(position);
    if (scope && scope.size > 0) return atPosition ? new Set([...scope, ...atPosition]) : scope;
    return atPosition ? new Set(atPosition) : null;
  }
}
