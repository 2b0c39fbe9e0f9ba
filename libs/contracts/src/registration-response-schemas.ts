import { z } from 'zod';
import { SELF_SERVICE_FIELDS, SELF_SERVICE_VIEWS, type SelfServiceField } from '@profyle/domain';
import type { NotificationPreferences, OneTimeLoginSent, OwnIntroductions, SelfServicePage, SelfServiceSession } from './self-service';
import type { CardActivationSent, CardActivationVerified } from './card-activation';
import type { TrialCreated, TrialOffer } from './trials';
import type { EmployeesInvitedResponse, ProfileVerified, SelfRegistrationCreated, SelfRegistrationPage } from './self-registration';

/** The answers of self-registration, card activation, cardholder self-service and trials (see response-schemas.ts). */
export const selfRegistrationCreatedSchema = z.object({ personId: z.string(), verification: z.enum(['admin', 'email']) }) satisfies z.ZodType<SelfRegistrationCreated>;
export const selfRegistrationPageSchema = z.object({
  organisation_id: z.string(),
  enabled: z.boolean(),
  name: z.string().optional(),
  admin_verification: z.boolean().optional(),
  support_email: z.string().nullable().optional(),
  locations_name: z.string().optional(),
  allowed_domains: z.array(z.string()).optional(),
  custom_fields: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })).optional(),
  addresses: z.array(z.object({ id: z.string(), name: z.string(), address: z.string() })).optional(),
  group: z.object({ id: z.string(), name: z.string(), address_ids: z.array(z.string()) }).nullable().optional(),
}) satisfies z.ZodType<SelfRegistrationPage>;
export const profileVerifiedSchema = z.object({ digitalId: z.string() }) satisfies z.ZodType<ProfileVerified>;
export const employeesInvitedSchema = z.object({ success: z.literal(true), sent: z.number().int() }) satisfies z.ZodType<EmployeesInvitedResponse>;

export const oneTimeLoginSentSchema = z.object({ success: z.literal(true), email: z.string() }) satisfies z.ZodType<OneTimeLoginSent>;
export const selfServiceSessionSchema = z.object({ access_token: z.string(), expires_in: z.number().int(), person_id: z.string(), organisation_id: z.string(), view: z.enum(SELF_SERVICE_VIEWS) }) satisfies z.ZodType<SelfServiceSession>;
export const notificationPreferencesSchema = z.object({ weekly_intros: z.boolean() }) satisfies z.ZodType<NotificationPreferences>;
const selfServiceFieldsSchema = z.object(Object.fromEntries(SELF_SERVICE_FIELDS.map((field) => [field, z.boolean()])) as Record<SelfServiceField, z.ZodBoolean>);
export const selfServicePageSchema = z.object({
  person_id: z.string(),
  organisation_id: z.string(),
  organisation_name: z.string(),
  email: z.string(),
  digital_id: z.string().nullable(),
  card_id: z.string().nullable(),
  view: z.enum(SELF_SERVICE_VIEWS),
  profile: z.object({
    prefix: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    pronouns: z.string(),
    nominals: z.string(),
    position: z.string(),
    department: z.string(),
    bio: z.string(),
    mobile: z.string(),
    calendar_url: z.string(),
    linked_in: z.string(),
    twitter: z.string(),
    instagram: z.string(),
    photo_url: z.string(),
    address: z.string(),
    locations: z.enum(['none', 'group', 'list', 'custom']),
    location_ids: z.array(z.string()),
    custom_fields: z.record(z.string(), z.string()),
    password_mode: z.enum(['disabled', 'pin', 'password']),
    password_set: z.boolean(),
  }),
  notifications: notificationPreferencesSchema,
  self_service: z.object({ enabled: z.boolean(), fields: selfServiceFieldsSchema }),
  visitor_access: z.boolean(),
  custom_fields: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
  addresses: z.array(z.object({ id: z.string(), name: z.string(), address: z.string() })),
  locations_name: z.string(),
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
}) satisfies z.ZodType<SelfServicePage>;
export const ownIntroductionsSchema = z.object({
  data: z.array(
    z.object({ id: z.string(), name: z.string(), company: z.string(), position: z.string(), email: z.string(), phone: z.string(), note: z.string(), status: z.enum(['pending', 'complete']), created_at: z.string() }),
  ),
}) satisfies z.ZodType<OwnIntroductions>;
export const cardActivationSentSchema = z.object({ success: z.literal(true), email: z.string() }) satisfies z.ZodType<CardActivationSent>;
export const cardActivationVerifiedSchema = z.object({ profyleId: z.string() }) satisfies z.ZodType<CardActivationVerified>;
export const trialCreatedSchema = z.object({ organisation_id: z.string(), digital_id: z.string() }) satisfies z.ZodType<TrialCreated>;
export const trialOfferSchema = z.object({
  trial_days: z.number().int(),
  subscriptions: z.number().int(),
  discount: z.number(),
  affiliate: z.object({ id: z.string(), name: z.string(), offer_text: z.string(), hero_image: z.string(), logo_image: z.string() }).nullable(),
  card: z.object({ id: z.string(), colour: z.string().nullable() }).nullable(),
}) satisfies z.ZodType<TrialOffer>;
