import { z } from 'zod';
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
