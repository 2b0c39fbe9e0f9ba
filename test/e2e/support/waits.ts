/**
 * Waits for reads Playwright does not retry. `allInnerTexts()`, `count()`, `inputValue()` and the like
 * answer what the page shows at that instant; when that can still change (a field an effect fills in
 * after the first render, a list showing its cached rows while it refetches after a change), the read
 * is repeated until its assertion holds.
 */

/**
 * Reads until `assert` holds and answers the value that held; when it never holds within the time,
 * fails with the assertion's own message for the last value read.
 */
export const expectEventually = async <T>(read: () => Promise<T>, assert: (value: T) => void, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      assert(value);
      return value;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    // The next read after the page had a chance to render again (a poll interval, not a wait for the app).
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
