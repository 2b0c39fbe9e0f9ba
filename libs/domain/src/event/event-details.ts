import type { FieldError } from '../shared';
import { ATTENDEE_TYPES, EVENT_RADIUS, isEventCurrency } from './event-rules';
import type { EventReferences } from './event.commands';
import type { EventDetails } from './event.events';
import { EVENT_MESSAGES } from './event.messages';

const isDate = (value: string): boolean => value.trim() !== '' && !Number.isNaN(Date.parse(value));
const unique = (ids: readonly string[]): string[] => [...new Set(ids.map((id) => id.trim()).filter(Boolean))];

/** The details as they are kept: texts trimmed, times as ISO instants, codes upper-cased, lists without repeats. */
export const normaliseEventDetails = (details: EventDetails): EventDetails => ({
  ...details,
  name: details.name.trim(),
  location: details.location.trim(),
  country: details.country?.trim() ? details.country.trim().toUpperCase() : null,
  start: isDate(details.start) ? new Date(details.start).toISOString() : details.start,
  end: isDate(details.end) ? new Date(details.end).toISOString() : details.end,
  attendeeGroupIds: details.attendeeType === 'group' ? unique(details.attendeeGroupIds) : [],
  attendeePeopleIds: details.attendeeType === 'list' ? unique(details.attendeePeopleIds) : [],
  configId: details.configId?.trim() ? details.configId.trim() : null,
  currency: details.currency?.trim() ? details.currency.trim().toUpperCase() : null,
});

/**
 * Every problem of an event's details at once, by wire name (spec 002 section 5): name, location, start
 * and end required, the end not before the start, a coordinate on the globe, a radius in bounds, a
 * known currency, no negative money, attendees and layout inside the organisation.
 */
export const eventDetailsProblems = (raw: EventDetails, references: EventReferences): FieldError[] => {
  const details = normaliseEventDetails(raw);
  const problems: FieldError[] = [];
  const add = (path: string, msg: string) => problems.push({ path, msg });
  if (details.name === '') add('name', EVENT_MESSAGES.nameRequired);
  if (details.location === '') add('location', EVENT_MESSAGES.locationRequired);
  if (details.start.trim() === '') add('start', EVENT_MESSAGES.startRequired);
  else if (!isDate(details.start)) add('start', EVENT_MESSAGES.startInvalid);
  if (details.end.trim() === '') add('end', EVENT_MESSAGES.endRequired);
  else if (!isDate(details.end)) add('end', EVENT_MESSAGES.endInvalid);
  if (isDate(details.start) && isDate(details.end) && Date.parse(details.end) < Date.parse(details.start)) add('end', EVENT_MESSAGES.endBeforeStart);
  if ((details.latitude === null) !== (details.longitude === null)) add(details.latitude === null ? 'lat' : 'lng', EVENT_MESSAGES.coordinatesTogether);
  if (details.latitude !== null && !(Number.isFinite(details.latitude) && Math.abs(details.latitude) <= 90)) add('lat', EVENT_MESSAGES.latitudeInvalid);
  if (details.longitude !== null && !(Number.isFinite(details.longitude) && Math.abs(details.longitude) <= 180)) add('lng', EVENT_MESSAGES.longitudeInvalid);
  if (details.radius !== null && !(Number.isFinite(details.radius) && details.radius >= EVENT_RADIUS.min && details.radius <= EVENT_RADIUS.max)) add('radius', EVENT_MESSAGES.radiusInvalid);
  if (details.country !== null && !/^[A-Z]{2}$/.test(details.country)) add('country', EVENT_MESSAGES.countryInvalid);
  if (details.currency !== null && !isEventCurrency(details.currency)) add('currency', EVENT_MESSAGES.currencyInvalid);
  if (details.leadValue !== null && !(Number.isFinite(details.leadValue) && details.leadValue >= 0)) add('lead_value', EVENT_MESSAGES.leadValueInvalid);
  if (details.cost !== null && !(Number.isFinite(details.cost) && details.cost >= 0)) add('cost', EVENT_MESSAGES.costInvalid);
  if (!(ATTENDEE_TYPES as readonly string[]).includes(details.attendeeType)) add('attendee_type', EVENT_MESSAGES.attendeeTypeInvalid);
  if (details.attendeeType === 'group') for (const id of references.unknownGroupIds) add('attendee_group_ids', EVENT_MESSAGES.groupUnknown(id));
  if (details.attendeeType === 'list') for (const id of references.unknownPeopleIds) add('attendee_people_ids', EVENT_MESSAGES.personUnknown(id));
  if (details.configId !== null && !references.layoutExists) add('configuration_id', EVENT_MESSAGES.layoutUnknown);
  return problems;
};

/** The names of the fields whose values differ. */
export const changedEventFields = (before: EventDetails, after: EventDetails): (keyof EventDetails)[] =>
  (Object.keys(after) as (keyof EventDetails)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
