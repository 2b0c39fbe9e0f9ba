import { addToBuckets, countCountryInSlot, countInSlot, countWithin } from './slot-counts';
import { addMonths, localDate, quarterOfDay, startOfLocalDate, timeBuckets, zoneOffset } from './time-buckets';

describe('analytics time buckets', () => {
  it('puts an instant in its quarter hour of the UTC day', () => {
    expect(quarterOfDay('2026-03-01T00:00:00.000Z')).toBe(0);
    expect(quarterOfDay('2026-03-01T00:14:59.999Z')).toBe(0);
    expect(quarterOfDay('2026-03-01T23:59:59.000Z')).toBe(95);
    expect(quarterOfDay('2026-03-01T05:30:00.000Z')).toBe(22);
  });

  it('knows local dates and the start of a local day across offsets and summer time', () => {
    expect(zoneOffset(Date.parse('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(3_600_000);
    expect(localDate(Date.parse('2026-06-30T23:30:00Z'), 'Europe/London')).toBe('2026-07-01');
    expect(localDate(Date.parse('2026-06-30T23:30:00Z'), 'UTC')).toBe('2026-06-30');
    expect(new Date(startOfLocalDate('2026-07-01', 'Europe/London')).toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(new Date(startOfLocalDate('2026-01-15', 'Asia/Kolkata')).toISOString()).toBe('2026-01-14T18:30:00.000Z');
    expect(new Date(startOfLocalDate('2026-03-08', 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(startOfLocalDate('2026-03-09', 'America/New_York')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('cuts a range into days, weeks of 7 days from the start (the last one short), or months', () => {
    expect(timeBuckets('2026-03-28', '2026-03-30', 'DAY', 'Europe/London').map((b) => [b.time, (b.end - b.start) / 3_600_000])).toEqual([
      ['2026-03-28', 24],
      ['2026-03-29', 23],
      ['2026-03-30', 24],
    ]);
    expect(timeBuckets('2026-01-01', '2026-01-20', 'WEEK', 'UTC').map((b) => b.time)).toEqual(['2026-01-01', '2026-01-08', '2026-01-15']);
    expect(timeBuckets('2026-01-15', '2026-03-10', 'MONTH', 'UTC').map((b) => b.time)).toEqual(['2026-01-15', '2026-02-01', '2026-03-01']);
    expect(addMonths('2026-11-20', 3)).toBe('2027-02-01');
    expect(addMonths('2026-01-20', -1)).toBe('2025-12-01');
  });

  it('counts a visit at a day boundary on the organisation\'s local day', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time), still 30 June in New York.
    let slots = countInSlot({}, '2026-06-30T23:30:00.000Z');
    slots = countInSlot(slots, '2026-06-30T22:59:00.000Z');
    const london = timeBuckets('2026-06-30', '2026-07-01', 'DAY', 'Europe/London');
    const totals = [0, 0];
    addToBuckets(totals, london, '2026-06-30', slots);
    expect(totals).toEqual([1, 1]);
    const newYork = timeBuckets('2026-06-30', '2026-07-01', 'DAY', 'America/New_York');
    const there = [0, 0];
    addToBuckets(there, newYork, '2026-06-30', slots);
    expect(there).toEqual([2, 0]);
    expect(countWithin('2026-06-30', slots, london[1].start, london[1].end)).toBe(1);
  });

  it('splits counts by country in the same slots', () => {
    const slots = countCountryInSlot(countCountryInSlot({}, '2026-06-30T10:00:00Z', 'GB'), '2026-06-30T10:05:00Z', 'GB');
    expect(countCountryInSlot(slots, '2026-06-30T10:05:00Z', null)).toBe(slots);
    expect(slots).toEqual({ '40': { GB: 2 } });
  });
});
