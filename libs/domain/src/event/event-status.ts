import { isEventActive } from '../layout/layout-precedence';

/**
 * When an event is (spec 002 section 4): past once its end has come or when its dates are not dates,
 * current from its start until its end, future before its start. The end is exclusive, as the layout
 * precedence takes it, so an event is never current and past at once. `now` comes from the caller.
 */
export type EventTiming = 'past' | 'current' | 'future';

const validDate = (value: string): boolean => typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value));

export const eventStatus = (event: { start: string; end: string }, now: string): EventTiming => {
  if (!validDate(event.start) || !validDate(event.end)) return 'past';
  const at = { start: new Date(event.start).toISOString(), end: new Date(event.end).toISOString() };
  if (isEventActive(at, now)) return 'current';
  return now < at.start ? 'future' : 'past';
};

/** The status chip: PAST (error colour), ACTIVE (success), FUTURE (warning); anything else 'Invalid Date'. */
export type EventStatusLabel = 'PAST' | 'ACTIVE' | 'FUTURE' | 'Invalid Date';
export const eventStatusLabel = (status: string): EventStatusLabel => (status === 'past' ? 'PAST' : status === 'current' ? 'ACTIVE' : status === 'future' ? 'FUTURE' : 'Invalid Date');

/** Map pins by timing: green while current, orange before, red after. */
export type PinColor = 'green' | 'orange' | 'red';
export const pinColor = (status: EventTiming): PinColor => (status === 'current' ? 'green' : status === 'future' ? 'orange' : 'red');
