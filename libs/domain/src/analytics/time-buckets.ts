/**
 * Analytics time: visits and introductions are counted per UTC day in quarter-hour slots (every time
 * zone's offset is a whole number of quarter hours), so one stored bucket serves any organisation time
 * zone, including a change of zone: a local day, week or month is a range of instants, and each slot
 * falls into exactly one of them. Pure functions; Intl is the only helper.
 */

export const QUARTER_MS = 15 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const QUARTERS_PER_DAY = 96;

/** `YYYYMMDD` of the UTC day of an ISO instant. */
export const utcDayKey = (iso: string): string => iso.slice(0, 10).replace(/-/g, '');

/** `YYYY-MM-DD` of the UTC day of an ISO instant. */
export const utcDay = (iso: string): string => iso.slice(0, 10);

/** The quarter hour of its UTC day an instant falls in: 0 (00:00-00:15) to 95. */
export const quarterOfDay = (iso: string): number => {
  const ms = Date.parse(iso);
  return Math.floor((((ms % DAY_MS) + DAY_MS) % DAY_MS) / QUARTER_MS);
};

/** The instant a slot starts: its UTC day plus the quarter hours. */
export const slotStart = (day: string, quarter: number): number => Date.parse(`${day}T00:00:00.000Z`) + quarter * QUARTER_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string): Intl.DateTimeFormat => {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, found);
  }
  return found;
};

export const isTimeZone = (timeZone: string): boolean => {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** The wall-clock parts of an instant in a time zone. */
const wallClock = (ms: number, timeZone: string) => {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
};

/** Offset of the zone from UTC at an instant, in ms (London in summer: +3,600,000). */
export const zoneOffset = (ms: number, timeZone: string): number => {
  const w = wallClock(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
};

/** The local date (`YYYY-MM-DD`) of an instant in a time zone. */
export const localDate = (ms: number, timeZone: string): string => new Date(ms + zoneOffset(ms, timeZone)).toISOString().slice(0, 10);

/** The instant a local date starts in a time zone (midnight, or the first instant of the day when a change skips it). */
export const startOfLocalDate = (date: string, timeZone: string): number => {
  const wall = Date.parse(`${date}T00:00:00.000Z`);
  // Two rounds settle the offset even next to a change of offset.
  let guess = wall - zoneOffset(wall, timeZone);
  guess = wall - zoneOffset(guess, timeZone);
  return localDate(guess, timeZone) === date ? guess : guess + QUARTER_MS * 4;
};

/** A calendar date plus days, as `YYYY-MM-DD`. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one date to another (to - from). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);

/** The first day of the month of a date, as `YYYY-MM-DD`. */
export const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;

/** The first day of the month `months` after (or before) the month of `date`. */
export const addMonths = (date: string, months: number): string => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  return new Date(Date.UTC(year + Math.floor(month / 12), ((month % 12) + 12) % 12, 1)).toISOString().slice(0, 10);
};

export type BucketWidth = 'DAY' | 'WEEK' | 'MONTH';

/** One row of a time series: its first local date and the instants it covers, [start, end). */
export interface TimeBucket {
  time: string;
  start: number;
  end: number;
}

/**
 * The buckets covering local dates `from` to `to` (inclusive) in a time zone: days, weeks of 7 days
 * starting on `from` (the last one cut at `to`), or calendar months (the first starting on `from`).
 */
export const timeBuckets = (from: string, to: string, width: BucketWidth, timeZone: string): TimeBucket[] => {
  const buckets: TimeBucket[] = [];
  const last = addDays(to, 1);
  let date = from;
  while (date < last) {
    let next = width === 'DAY' ? addDays(date, 1) : width === 'WEEK' ? addDays(date, 7) : addMonths(date, 1);
    if (next > last) next = last;
    buckets.push({ time: date, start: startOfLocalDate(date, timeZone), end: startOfLocalDate(next, timeZone) });
    date = next;
  }
  return buckets;
};

/** The index of the bucket an instant falls in, or -1 (buckets are sorted and contiguous). */
export const bucketIndex = (buckets: readonly TimeBucket[], ms: number): number => {
  let low = 0;
  let high = buckets.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (ms < buckets[mid].start) high = mid - 1;
    else if (ms >= buckets[mid].end) low = mid + 1;
    else return mid;
  }
  return -1;
};

/** The UTC days (`YYYY-MM-DD`) whose slots can fall inside [start, end). */
export const utcDaysCovering = (start: number, end: number): { first: string; last: string } => ({
  first: new Date(start).toISOString().slice(0, 10),
  last: new Date(end - 1).toISOString().slice(0, 10),
});
