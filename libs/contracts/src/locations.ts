import { z } from 'zod';
import { boundedString, boundedText, TEXT_LIMITS } from './text-rules';

/** Addresses (spec 001: Address, sections 5, 8 and 9). */
export const DEFAULT_LOCATION_COUNTRY = 'United Kingdom';
export const LOCATION_IMAGE_HINT_SIZE = { width: 800, height: 300 } as const;

export const LOCATION_MESSAGES = {
  nameRequired: 'Name is required',
  line1Required: 'Address Line 1 is required',
  created: (name: string): string => `New location created: ${name}`,
  updated: (name: string): string => `Location updated: ${name}`,
  deleted: (name: string): string => `Address '${name}' deleted`,
  createError: 'Error creating location',
  updateError: 'Error updating location',
  deleteError: (name: string, errorMessage: string): string => `Error deleting address '${name}': ${errorMessage}`,
  loadError: (message: string): string => `Failed to load locations: ${message}`,
  empty: 'No addresses available',
  notFound: 'Address not found',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  /** The refusal to delete an address in use, naming who uses it. */
  inUse: (groups: readonly string[], people: readonly string[]): string => {
    const part = (names: readonly string[], one: string, many: string) => (names.length ? `${names.length} ${names.length === 1 ? one : many} (${names.join(', ')})` : null);
    const users = [part(groups, 'group', 'groups'), part(people, 'person', 'people')].filter(Boolean).join(' and ');
    return `It is used by ${users}. Remove it from them first.`;
  },
} as const;

/** A number, or its text (a form's field); blank is none. */
const coordinate = (label: string, min: number, max: number, message: string) =>
  z
    .union([z.number(), boundedString({ label, max: 32 })])
    .nullish()
    .transform((value, ctx) => {
      const given = typeof value === 'string' ? value.trim() : value;
      if (given === null || given === undefined || given === '') return null;
      const number = typeof given === 'number' ? given : Number(given);
      if (!Number.isFinite(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });

/**
 * The body of POST /v1/enterprise/{orgId}/locations and PUT .../locations/{id}: name, image_url and the
 * address fields. The rules (line 1 always, the name on a new address) are the domain's, so a form left
 * blank answers every field error at once in the spec's shape.
 */
export const locationBodySchema = z.object({
  name: boundedText({ label: 'Name', max: TEXT_LIMITS.name }),
  line1: boundedText({ label: 'Address Line 1', max: TEXT_LIMITS.shortText }),
  line2: boundedText({ label: 'Address Line 2', max: TEXT_LIMITS.shortText }),
  city: boundedText({ label: 'City', max: TEXT_LIMITS.name }),
  region: boundedText({ label: 'Region', max: TEXT_LIMITS.name }),
  postcode: boundedText({ label: 'Postcode', max: 20 }),
  country: boundedText({ label: 'Country', max: TEXT_LIMITS.name }),
  image_url: boundedText({ label: 'Image URL', max: TEXT_LIMITS.url }),
  lat: coordinate('Latitude', -90, 90, LOCATION_MESSAGES.latitude),
  lng: coordinate('Longitude', -180, 180, LOCATION_MESSAGES.longitude),
});
export type LocationBody = z.output<typeof locationBodySchema>;
export type LocationBodyInput = z.input<typeof locationBodySchema>;

export interface LocationView {
  id: string;
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
  meta: { createdAt: string; createdBy: string; updatedAt: string; updatedBy: string };
}

export interface LocationsPage {
  data: LocationView[];
  total: number;
}

/** The address page: the address and who uses it. */
export interface LocationDetail extends LocationView {
  used_by: { groups: { id: string; name: string }[]; people: { id: string; name: string }[] };
}

/** One entry of an address's change history, read from its events. */
export interface LocationHistoryEntry {
  at: string;
  by: string;
  action: 'created' | 'updated' | 'deleted';
  changed: string[];
}

/** The addresses CSV (GET /v1/enterprise/{orgId}/locations with a CSV Accept header, the default). */
export const LOCATIONS_CSV_COLUMNS = ['id', 'name', 'line1', 'line2', 'city', 'region', 'postcode', 'country', 'image_url', 'lat', 'lng', 'created_at', 'updated_at'] as const;

/** An address on one line, for pickers and lists. */
export const locationSummary = (location: Pick<LocationView, 'line1' | 'line2' | 'city' | 'postcode' | 'country'>): string =>
  [location.line1, location.line2, location.city, location.postcode, location.country].filter(Boolean).join(', ');
