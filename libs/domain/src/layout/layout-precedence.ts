import { DEFAULT_LAYOUT_ID } from './layout';

/**
 * Which layout a Profyle shows (spec 001 section 4, spec 002 section 4), in order of precedence:
 * 1. an active event whose attendees are all Profyles,
 * 2. an active event for the person's group,
 * 3. an active event listing the person as an attendee,
 * 4. the person's group's layout,
 * 5. the organisation's default layout.
 * A rung that names no layout, or one that no longer exists, gives way to the next. Pure: the public
 * page, the person page and the events context all ask this one function.
 */

/** An event as the precedence sees it; the events context supplies these from its read model. */
export interface EventLayoutCandidate {
  eventId: string;
  /** ISO times; the event is active from start (inclusive) to end (exclusive). */
  start: string;
  end: string;
  attendeeType: 'all' | 'group' | 'list';
  attendeeGroupIds: readonly string[];
  attendeePeopleIds: readonly string[];
  /** The event's layout, or null when it has none. */
  configId: string | null;
}

export interface LayoutChoiceInput {
  personId: string;
  groupId: string | null;
  /** The group's `configuration_id`, or null when the person has no group. */
  groupLayoutId: string | null;
  events: readonly EventLayoutCandidate[];
  now: string;
  /** Whether a layout id names a layout of the organisation (the default always does). */
  layoutExists: (layoutId: string) => boolean;
}

export type LayoutChoiceReason = 'event-all' | 'event-group' | 'event-attendee' | 'group' | 'default';

export interface LayoutChoice {
  layoutId: string;
  reason: LayoutChoiceReason;
  /** The event that chose the layout, for the event rungs. */
  eventId: string | null;
}

export const isEventActive = (event: Pick<EventLayoutCandidate, 'start' | 'end'>, now: string): boolean => event.start <= now && now < event.end;

type EventRung = Exclude<LayoutChoiceReason, 'group' | 'default'>;

/** The rung an event stands on for this person, or null when it does not apply to them. */
const rungOf = (event: EventLayoutCandidate, personId: string, groupId: string | null): EventRung | null => {
  if (event.attendeeType === 'all') return 'event-all';
  if (event.attendeeType === 'group') return groupId !== null && event.attendeeGroupIds.includes(groupId) ? 'event-group' : null;
  return event.attendeePeopleIds.includes(personId) ? 'event-attendee' : null;
};

const EVENT_RUNGS: readonly EventRung[] = ['event-all', 'event-group', 'event-attendee'];

/** Among events on the same rung the one that started last wins (then the greater id, to be stable). */
const latestFirst = (a: EventLayoutCandidate, b: EventLayoutCandidate): number => (a.start === b.start ? b.eventId.localeCompare(a.eventId) : b.start.localeCompare(a.start));

/** The active events that apply to the person, in precedence order. */
export const activeEventsFor = (input: Pick<LayoutChoiceInput, 'personId' | 'groupId' | 'events' | 'now'>): { event: EventLayoutCandidate; rung: EventRung }[] =>
  input.events
    .filter((event) => isEventActive(event, input.now))
    .flatMap((event) => {
      const rung = rungOf(event, input.personId, input.groupId);
      return rung ? [{ event, rung }] : [];
    })
    .sort((a, b) => EVENT_RUNGS.indexOf(a.rung) - EVENT_RUNGS.indexOf(b.rung) || latestFirst(a.event, b.event));

/** The event a person's Profyle is at right now (introductions are recorded against it), or null. */
export const activeEventFor = (input: Pick<LayoutChoiceInput, 'personId' | 'groupId' | 'events' | 'now'>): EventLayoutCandidate | null =>
  activeEventsFor(input)[0]?.event ?? null;

export const chooseLayout = (input: LayoutChoiceInput): LayoutChoice => {
  const usable = (layoutId: string | null): layoutId is string => layoutId !== null && layoutId !== '' && input.layoutExists(layoutId);
  for (const { event, rung } of activeEventsFor(input)) {
    if (usable(event.configId)) return { layoutId: event.configId, reason: rung, eventId: event.eventId };
  }
  if (input.groupId !== null && input.groupLayoutId !== DEFAULT_LAYOUT_ID && usable(input.groupLayoutId)) {
    return { layoutId: input.groupLayoutId, reason: 'group', eventId: null };
  }
  return { layoutId: DEFAULT_LAYOUT_ID, reason: 'default', eventId: null };
};
