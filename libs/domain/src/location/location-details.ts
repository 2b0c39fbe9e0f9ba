import { DomainError, type FieldError } from '../shared';
import { LOCATION_ERROR_CODES, LOCATION_ERROR_MESSAGES } from './location.messages';

/** An address as the form and the API name its fields (spec 001 section 3). */
export interface LocationDetails {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  image_url: string;
  lat: number | null;
  lng: number | null;
}

export const DEFAULT_LOCATION_COUNTRY = 'United Kingdom';
export const LOCATION_TEXT_FIELDS = ['name', 'line1', 'line2', 'city', 'region', 'postcode', 'country', 'image_url'] as const;

/**
 * Trimmed, with the default country when none is given. Address Line 1 is always required; the name only
 * when the address is created (an existing address keeps its place in lists by its first line).
 */
export const normaliseLocationDetails = (details: LocationDetails, creating: boolean): LocationDetails => {
  const normalised: LocationDetails = { ...details };
  for (const field of LOCATION_TEXT_FIELDS) normalised[field] = (details[field] ?? '').trim();
  if (normalised.country === '') normalised.country = DEFAULT_LOCATION_COUNTRY;
  const problems: (FieldError & { code: string })[] = [];
  if (creating && normalised.name === '') problems.push({ code: LOCATION_ERROR_CODES.nameRequired, path: 'name', msg: LOCATION_ERROR_MESSAGES.nameRequired });
  if (normalised.line1 === '') problems.push({ code: LOCATION_ERROR_CODES.line1Required, path: 'line1', msg: LOCATION_ERROR_MESSAGES.line1Required });
  const [first] = problems;
  if (first) throw new DomainError(first.code, first.msg, 'validation', problems.map(({ path, msg }) => ({ path, msg })));
  return normalised;
};
