import { bucketIndex, type TimeBucket, quarterOfDay, slotStart } from './time-buckets';

/**
 * Counts of one UTC day by quarter-hour slot (`"0"` to `"95"`, only the slots that have any), and the
 * same split by country. This is what the analytics read models store and what every query adds up.
 */
export type SlotCounts = Record<string, number>;
export type CountrySlotCounts = Record<string, Record<string, number>>;

/** The slot counts with one more at the instant. */
export const countInSlot = (slots: SlotCounts, at: string): SlotCounts => {
  const q = String(quarterOfDay(at));
  return { ...slots, [q]: (slots[q] ?? 0) + 1 };
};

/** The country slot counts with one more at the instant (unknown countries are not split out). */
export const countCountryInSlot = (slots: CountrySlotCounts, at: string, country: string | null): CountrySlotCounts => {
  if (!country) return slots;
  const q = String(quarterOfDay(at));
  const inSlot = slots[q] ?? {};
  return { ...slots, [q]: { ...inSlot, [country]: (inSlot[country] ?? 0) + 1 } };
};

/** Adds a day's slot counts into per-bucket totals (slots outside every bucket are left out). */
export const addToBuckets = (totals: number[], buckets: readonly TimeBucket[], day: string, slots: SlotCounts): void => {
  for (const q in slots) {
    const index = bucketIndex(buckets, slotStart(day, Number(q)));
    if (index >= 0) totals[index] += slots[q];
  }
};

/** A day's count within [start, end). */
export const countWithin = (day: string, slots: SlotCounts, start: number, end: number): number => {
  let total = 0;
  for (const q in slots) {
    const at = slotStart(day, Number(q));
    if (at >= start && at < end) total += slots[q];
  }
  return total;
};

/** Adds a day's per-country counts within [start, end) into `into`. */
export const addCountriesWithin = (into: Map<string, number>, day: string, slots: CountrySlotCounts, start: number, end: number): void => {
  for (const q in slots) {
    const at = slotStart(day, Number(q));
    if (at < start || at >= end) continue;
    for (const [country, count] of Object.entries(slots[q])) into.set(country, (into.get(country) ?? 0) + count);
  }
};
