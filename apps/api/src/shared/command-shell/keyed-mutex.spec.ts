import { KeyedMutex } from './keyed-mutex';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('KeyedMutex', () => {
  it('runs tasks of one key one at a time, in order, and other keys alongside', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (key: string, i: number) =>
      mutex.run(key, async () => {
        running += 1;
        most = Math.max(most, running);
        log.push(`${key}${i}`);
        await tick();
        running -= 1;
        return i;
      });
    const results = await Promise.all([task('a', 1), task('a', 2), task('b', 1), task('a', 3)]);
    expect(results).toEqual([1, 2, 1, 3]);
    expect(log.filter((l) => l.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    expect(most).toBe(2);
    await tick();
    expect(mutex.busyKeys).toBe(0);
  });

  it('keeps going after a task fails, and hands the failure to its caller', async () => {
    const mutex = new KeyedMutex();
    const failed = mutex.run('a', async () => {
      throw new Error('boom');
    });
    const next = mutex.run('a', async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });
});
