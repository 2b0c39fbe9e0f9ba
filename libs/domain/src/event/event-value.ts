/**
 * What an event is worth (spec 002 sections 2 and 9): contacts times the lead value (the event's own,
 * or the organisation's), and the ROI as that value divided by the cost, one decimal and 'x', or '-.-x'
 * when either is zero (or unknown).
 */
export const eventValue = (contacts: number, leadValue: number): number => contacts * leadValue;

export const eventRoi = (value: number, cost: number | null): string => {
  if (!cost || !value || !Number.isFinite(value / cost)) return '-.-x';
  return `${(value / cost).toFixed(1)}x`;
};

export interface EventDuration {
  years: number;
  months: number;
  days: number;
  hours: number;
  minutes: number;
}

/**
 * The calendar span from start to end in years, months, days, hours and minutes (UTC calendar), or null
 * when either date is not a date or the end is before the start ('Invalid duration').
 */
export const eventDuration = (start: string, end: string): EventDuration | null => {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return null;
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  const shifted = (count: number) => {
    const date = new Date(from);
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + count);
    const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(day, last));
    return date;
  };
  if (shifted(months) > to) months -= 1;
  const rest = Math.floor((to.getTime() - shifted(months).getTime()) / 60_000);
  return { years: Math.floor(months / 12), months: months % 12, days: Math.floor(rest / 1440), hours: Math.floor((rest % 1440) / 60), minutes: rest % 60 };
};
