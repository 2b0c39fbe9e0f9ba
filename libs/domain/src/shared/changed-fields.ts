/** Structural equality for JSON values (strings, numbers, booleans, null, arrays, plain objects). */
export const jsonEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && jsonEqual(left[key], right[key]));
};

/** The top-level fields whose values differ, in the order of `after`'s keys. */
export const changedFields = <T extends object>(before: T, after: T): (keyof T)[] =>
  (Object.keys(after) as (keyof T)[]).filter((field) => !jsonEqual(before[field], after[field]));
