/**
 * The events context's error codes and texts. Where spec 002 (sections 4, 5 and 8) words a message it is
 * used as is; the rest are worded in the same style. libs/contracts re-exports them.
 */
export const EVENT_ERROR_CODES = {
  notFound: 'event.not_found',
  exists: 'event.exists',
  invalid: 'event.invalid',
  fromDirectory: 'event.from_directory',
  notFromDirectory: 'event.not_from_directory',
} as const;

export const EVENT_MESSAGES = {
  notFound: 'Event not found',
  exists: 'Event already exists',
  nameRequired: 'Name is required',
  locationRequired: 'Location is required',
  startRequired: 'Start time is required',
  endRequired: 'End time is required',
  startInvalid: 'Start time is not a valid date',
  endInvalid: 'End time is not a valid date',
  endBeforeStart: 'End time cannot be before start time',
  latitudeInvalid: 'Latitude must be between -90 and 90',
  longitudeInvalid: 'Longitude must be between -180 and 180',
  coordinatesTogether: 'Latitude and longitude go together',
  radiusInvalid: 'Radius must be between 1 and 5,000,000 metres',
  countryInvalid: 'Country must be a two-letter country code',
  currencyInvalid: 'Currency must be one of USD, EUR, GBP, AUD, CAD, JPY, CHF, CNY, INR',
  leadValueInvalid: 'Lead value must be a number of 0 or more',
  costInvalid: 'Event cost must be a number of 0 or more',
  attendeeTypeInvalid: 'Attendees must be all, group or list',
  groupUnknown: (id: string): string => `Group ${id} is not in this organisation`,
  personUnknown: (id: string): string => `Person ${id} is not in this organisation`,
  layoutUnknown: 'Layout not found',
  /** Spec 002 section 4: directory events cannot be edited (nor deleted: they are the directory's). */
  fromDirectory: "You can't edit events that were created from the Profyle Connect Directory",
  notFromDirectory: 'This event was not created by the directory',
  // Spec 002 section 8, as the portal shows them.
  errorCreating: 'Error creating event',
  errorUpdating: 'Error updating event',
  updated: (name: string): string => `Event updated: ${name}`,
  errorDeleting: (name: string, message: string): string => `Error deleting event '${name}': ${message}`,
  deleted: (name: string): string => `Event '${name}' deleted`,
  errorLoading: 'Error loading event',
  failedToLoad: (message: string): string => `Failed to load events: ${message}`,
  locationNotFound: (query: string): string => `Location not found: ${query}`,
  failedToFindLocation: 'Failed to find location',
  atLeastThreeCharacters: 'Please enter at least 3 characters.',
  noGroupsSelected: 'No groups selected',
  noPeopleSelected: 'No people selected',
  loading: 'Loading events...',
  empty: 'No events yet',
  profyleConnect: 'Profyle Connect',
  moreThanOneForAll: 'More than one current event applies to all people: the one that started last sets the layout',
} as const;
