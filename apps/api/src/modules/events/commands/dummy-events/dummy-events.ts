import { DUMMY_EVENT_SETS, type DummyEventSet, type EventDetails } from '@profyle/domain';
import type { GazetteerPlace } from '@profyle/infrastructure';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const THEMES = ['Summit', 'Expo', 'Meetup', 'Conference', 'Forum', 'Trade Show', 'Roadshow', 'Hackathon', 'Networking Evening', 'Product Launch'];
const DEMO_EVENTS = [
  { name: 'Annual Sales Kick-off', city: 'London', startInDays: -1, days: 3 },
  { name: 'Partner Summit', city: 'New York', startInDays: 14, days: 2 },
  { name: 'Industry Expo', city: 'Berlin', startInDays: -45, days: 3 },
  { name: 'Customer Roadshow', city: 'Sydney', startInDays: 40, days: 1 },
] as const;

/** The timing of a generated event, relative to now. */
type Timing = 'past' | 'current' | 'future';

const pick = <T,>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)];

const timed = (timing: Timing, now: number, random: () => number): { start: string; end: string } => {
  const length = (1 + Math.floor(random() * 3)) * DAY - Math.floor(random() * 8) * HOUR;
  let start: number;
  if (timing === 'past') start = now - length - (1 + Math.floor(random() * 120)) * DAY;
  else if (timing === 'current') start = now - Math.floor(random() * (length - HOUR)) - HOUR;
  else start = now + (1 + Math.floor(random() * 120)) * DAY;
  const hour = (value: number) => Math.floor(value / HOUR) * HOUR;
  return { start: new Date(hour(start)).toISOString(), end: new Date(hour(start) + Math.max(length, 2 * HOUR) + (timing === 'current' ? 2 * HOUR : 0)).toISOString() };
};

const details = (name: string, place: GazetteerPlace, when: { start: string; end: string }, random: () => number): EventDetails => ({
  name,
  location: [place.name, place.countryName].join(', '),
  country: place.country,
  latitude: place.latitude,
  longitude: place.longitude,
  radius: pick([200, 400, 800, 1600, 3200], random),
  start: when.start,
  end: when.end,
  attendeeType: 'all',
  attendeeGroupIds: [],
  attendeePeopleIds: [],
  configId: null,
  customIntroEmailHtml: '',
  currency: null,
  leadValue: random() < 0.3 ? pick([500, 1000, 2500, 5000], random) : null,
  cost: random() < 0.6 ? pick([1500, 5000, 12000, 25000], random) : null,
});

/**
 * The superadmin's dummy events (spec 002 "Events list details"): 25 development events of every
 * timing, 4 demo events with believable names, or 15 past, current or future ones, in real cities from
 * the gazetteer. `random` is injectable so tests are repeatable.
 */
export const dummyEvents = (set: DummyEventSet, cities: readonly GazetteerPlace[], now: Date, random: () => number = Math.random): EventDetails[] => {
  const big = cities.filter((city) => city.population >= 1_000_000);
  const at = now.getTime();
  if (set === 'demo') {
    return DEMO_EVENTS.map((demo) => {
      const city = big.find((each) => each.name === demo.city) ?? pick(big, random);
      const start = Math.floor((at + demo.startInDays * DAY) / HOUR) * HOUR;
      return details(demo.name, city, { start: new Date(start).toISOString(), end: new Date(start + demo.days * DAY).toISOString() }, random);
    });
  }
  const timings: Timing[] = set === 'development' ? ['past', 'current', 'future'] : [set];
  return Array.from({ length: DUMMY_EVENT_SETS[set] }, (_, index) => {
    const city = pick(big, random);
    const timing = timings[index % timings.length];
    return details(`${city.name} ${pick(THEMES, random)}`, city, timed(timing, at, random), random);
  });
};
