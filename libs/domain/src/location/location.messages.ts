/** The address (location) aggregate's error codes and messages (spec 001 section 5 for the form's rules). */
export const LOCATION_ERROR_CODES = {
  notFound: 'location.not_found',
  exists: 'location.exists',
  nameRequired: 'location.name_required',
  line1Required: 'location.line1_required',
  inUse: 'location.in_use',
} as const;

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const LOCATION_ERROR_MESSAGES = {
  notFound: 'Address not found',
  exists: 'Address already exists',
  nameRequired: 'Name is required',
  line1Required: 'Address Line 1 is required',
  inUse: (groups: number, people: number): string =>
    `It is used by ${[...(groups ? [count(groups, 'group', 'groups')] : []), ...(people ? [count(people, 'person', 'people')] : [])].join(' and ')}. Remove it from them first.`,
} as const;
