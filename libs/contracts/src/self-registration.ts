import { z } from 'zod';
import { EMAIL_PATTERN, PERSON_FIELD_SCHEMAS } from './people';
import { optionalId, pick, requiredText } from './schema-helpers';
import { SELF_REGISTRATION_MESSAGES } from './self-registration-messages';
import { boundedString, TEXT_LIMITS, TEXT_MESSAGES } from './text-rules';

/**
 * Self-service profile registration (spec 000 "Self-service profile registration", sections 3, 5 and 8)
 * and employee invites: the public page's organisation, the registration payload, the verification and
 * the invite body.
 */
export { SELF_REGISTRATION_MESSAGES } from './self-registration-messages';

/** How long an e-mail verification link works. */
export const PROFILE_VERIFICATION_LINK_DAYS = 7;
/** Most addresses one invite request may carry. */
export const EMPLOYEE_INVITE_MAX = 100;

/** The addresses a self-registered person shows: none, their group's, some of the organisation's, or their own. */
export const SELF_REGISTRATION_LOCATION_MODES = ['none', 'group', 'list', 'custom'] as const;

/** POST /v1/enterprise/{orgId}/register-profyle (spec 000 section 3: the self-registration payload). */
export const selfRegistrationBodySchema = z.object({
  ...pick(PERSON_FIELD_SCHEMAS, ['prefix', 'pronouns', 'first_name', 'last_name', 'nominals', 'email', 'position', 'department', 'mobile', 'bio', 'linked_in', 'twitter', 'instagram', 'address', 'custom_fields', 'photo_url', 'location_ids', 'group_id']),
  locations: z.enum(SELF_REGISTRATION_LOCATION_MODES).default('none'),
});
export type SelfRegistrationBody = z.output<typeof selfRegistrationBodySchema>;
export type SelfRegistrationBodyInput = z.input<typeof selfRegistrationBodySchema>;

/** 201: the new person, and how they will be verified (which thank-you the page shows). */
export interface SelfRegistrationCreated {
  personId: string;
  verification: 'admin' | 'email';
}

/** GET /v1/enterprise/{orgId}/register-profyle?group_id: what the public page shows. */
export interface SelfRegistrationPage {
  organisation_id: string;
  enabled: boolean;
  /** Absent while self-registration is disabled: a stranger learns no more than that. */
  name?: string;
  admin_verification?: boolean;
  support_email?: string | null;
  /** The organisation's word for addresses. */
  locations_name?: string;
  allowed_domains?: string[];
  custom_fields?: { id: string; name: string; type: string }[];
  addresses?: { id: string; name: string; address: string }[];
  /** The group of a group link, with the addresses it gives its people; null for the general link. */
  group?: { id: string; name: string; address_ids: string[] } | null;
}

export const selfRegistrationPageQuerySchema = z.object({ group_id: optionalId('Group') });

/** POST .../people/{personId}/verify */
export const profileVerificationBodySchema = z.object({ token: requiredText(SELF_REGISTRATION_MESSAGES.verifyError, { label: 'Token', max: TEXT_LIMITS.token }) });
export interface ProfileVerified {
  digitalId: string;
}

/** POST /v1/enterprise/{orgId}/invite (spec 000 sections 5 and 7). */
export const employeeInviteBodySchema = z.object({
  emails: z
    .array(boundedString({ label: 'Email', max: TEXT_LIMITS.email }), { error: SELF_REGISTRATION_MESSAGES.inviteEmailsRequired })
    .max(EMPLOYEE_INVITE_MAX, { error: TEXT_MESSAGES.tooMany('Emails', EMPLOYEE_INVITE_MAX) })
    .transform((emails) => emails.map((value) => value.trim().toLowerCase()).filter((value) => value !== ''))
    .superRefine((emails, ctx) => {
      if (emails.length === 0) ctx.addIssue({ code: 'custom', message: SELF_REGISTRATION_MESSAGES.inviteEmailsRequired });
      else if (!emails.every((value) => EMAIL_PATTERN.test(value))) ctx.addIssue({ code: 'custom', message: SELF_REGISTRATION_MESSAGES.inviteEmailsInvalid });
    }),
  invite_url: requiredText(SELF_REGISTRATION_MESSAGES.inviteUrlInvalid, { label: 'Invite URL', max: TEXT_LIMITS.url }),
});
export type EmployeeInviteBody = z.output<typeof employeeInviteBodySchema>;
export interface EmployeesInvitedResponse {
  success: true;
  sent: number;
}
