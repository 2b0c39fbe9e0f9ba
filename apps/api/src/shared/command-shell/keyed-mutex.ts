/**
 * Runs tasks one at a time per key, in arrival order. The shell uses it per stream so commands on one
 * hot stream (an organisation's pool) queue inside a process instead of racing each other into
 * optimistic-concurrency retries; across processes the append's expected revision still decides.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with queued or running tasks (for tests and diagnostics). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
