import { z } from 'zod';
import { type LocationsMode, type PasswordMode, SELF_SERVICE_ERROR_MESSAGES, SELF_SERVICE_VIEWS, type SelfServiceField, type SelfServiceView } from '@profyle/domain';
import { always, pick, requiredText } from './schema-helpers';
import { checkProfylePassword, PERSON_FIELD_SCHEMAS } from './people';
import { TEXT_LIMITS } from './text-rules';

/** Cardholder self-service (spec 001 "Cardholder self-service", sections 5, 7 and 8). */
export const SELF_SERVICE_MESSAGES = {
  noCardId: SELF_SERVICE_ERROR_MESSAGES.noCardId,
  emailMismatch: SELF_SERVICE_ERROR_MESSAGES.emailMismatch,
  linkInvalid: SELF_SERVICE_ERROR_MESSAGES.linkInvalid,
  disabledByAdministrator: SELF_SERVICE_ERROR_MESSAGES.fieldDisabled,
  updateError: 'Error updating Profyle',
  updated: 'Profyle updated',
  notificationsError: 'Error updating notification preferences',
  notificationsUpdated: 'Notification preferences updated',
} as const;

/** A one-time login link works this long; the session it starts lasts SELF_SERVICE_SESSION_HOURS. */
export const ONE_TIME_LOGIN_MINUTES = 60;
export const SELF_SERVICE_SESSION_HOURS = 12;

/** POST /v1/cards/{cardId}/send-one-time-login */
export const oneTimeLoginBodySchema = z.object({ view: z.enum(SELF_SERVICE_VIEWS).default('DETAILS') });
/** Where the link went, the address partly hidden (a**@example.com). */
export interface OneTimeLoginSent {
  success: true;
  email: string;
}

/** POST /v1/cards/{cardId}/one-time-login */
export const redeemOneTimeLoginBodySchema = z.object({ token: requiredText(SELF_SERVICE_MESSAGES.linkInvalid, { label: 'Token', max: TEXT_LIMITS.token }) });
export interface SelfServiceSession {
  access_token: string;
  /** Seconds the session lasts. */
  expires_in: number;
  person_id: string;
  organisation_id: string;
  view: SelfServiceView;
}

/**
 * PUT /v1/enterprise/{orgId}/people/{personId} by a cardholder: the fields of their own profile that
 * self-service governs, and their Profyle's PIN or password. First name, last name and position are
 * required; absent fields are kept.
 */
const SELF_SERVICE_BODY_FIELDS = ['prefix', 'first_name', 'last_name', 'pronouns', 'nominals', 'position', 'department', 'bio', 'mobile', 'calendar_url', 'linked_in', 'twitter', 'instagram', 'photo_url', 'address', 'custom_fields', 'location_ids', 'password'] as const;
const optionalFields = <T extends Record<string, z.ZodType>>(fields: T) => Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as { [K in keyof T]: z.ZodOptional<T[K]> };

export const selfServiceProfileBodySchema = z
  .object({
    ...optionalFields(pick(PERSON_FIELD_SCHEMAS, SELF_SERVICE_BODY_FIELDS)),
    locations: z.enum(['none', 'group', 'list', 'custom']).optional(),
    password_mode: z.enum(['disabled', 'pin', 'password']).optional(),
  })
  .superRefine(checkProfylePassword, always);

/** Only the fields the request carried: a field it left out is kept as it is. */
export const sentFields = <T extends Record<string, unknown>>(parsed: T, raw: unknown): Partial<T> =>
  Object.fromEntries(Object.entries(parsed).filter(([key]) => typeof raw === 'object' && raw !== null && key in raw)) as Partial<T>;
export type SelfServiceProfileBody = z.output<typeof selfServiceProfileBodySchema>;
export type SelfServiceProfileBodyInput = z.input<typeof selfServiceProfileBodySchema>;

/** POST .../people/{personId}/notifications */
export const notificationPreferencesBodySchema = z.object({ weekly_intros: z.boolean() });
export interface NotificationPreferences {
  weekly_intros: boolean;
}

/** GET /v1/enterprise/{orgId}/people/{personId}/self-service: everything the cardholder's page shows. */
export interface SelfServicePage {
  person_id: string;
  organisation_id: string;
  organisation_name: string;
  email: string;
  digital_id: string | null;
  card_id: string | null;
  /** The tab the one-time link asked for. */
  view: SelfServiceView;
  profile: {
    prefix: string;
    first_name: string;
    last_name: string;
    pronouns: string;
    nominals: string;
    position: string;
    department: string;
    bio: string;
    mobile: string;
    calendar_url: string;
    linked_in: string;
    twitter: string;
    instagram: string;
    photo_url: string;
    address: string;
    locations: LocationsMode;
    location_ids: string[];
    custom_fields: Record<string, string>;
    password_mode: PasswordMode;
    password_set: boolean;
  };
  notifications: NotificationPreferences;
  /** My Details shows only when enabled; the fields the administrator turned off are disabled. */
  self_service: { enabled: boolean; fields: Record<SelfServiceField, boolean> };
  /** The Introductions tab shows only with visitor access. */
  visitor_access: boolean;
  custom_fields: { id: string; name: string; type: string }[];
  addresses: { id: string; name: string; address: string }[];
  locations_name: string;
  group: { id: string; name: string } | null;
}

/** GET .../people/{personId}/self-service/introductions: the cardholder's introductions, newest first. */
export interface OwnIntroduction {
  id: string;
  name: string;
  company: string;
  position: string;
  email: string;
  phone: string;
  note: string;
  status: 'pending' | 'complete';
  created_at: string;
}
export interface OwnIntroductions {
  data: OwnIntroduction[];
}
