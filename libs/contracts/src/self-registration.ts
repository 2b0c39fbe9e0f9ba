import { z } from 'zod';
import { SELF_REGISTRATION_ERROR_MESSAGES } from '@profyle/domain';
import { PERSON_MESSAGES } from './messages';
import { BIO_MAX_LENGTH, EMAIL_PATTERN } from './people';
import { idList, optionalId, requiredText, text } from './schema-helpers';
import { boundedEmail, boundedString, LIST_LIMITS, optionalName, requiredName, TEXT_LIMITS, TEXT_MESSAGES } from './text-rules';

/**
 * Self-service profile registration (spec 000 "Self-service profile registration", sections 3, 5 and 8)
 * and employee invites: the public page's organisation, the registration payload, the verification and
 * the invite body.
 */
export const SELF_REGISTRATION_MESSAGES = {
  notAvailable: SELF_REGISTRATION_ERROR_MESSAGES.disabled,
  registerError: (errorMessage: string): string => `Error registering profile: ${errorMessage}`,
  registered: 'Profile registration successful',
  verifyError: 'An issue occured while verifying your profile.',
  inviteEmailsRequired: SELF_REGISTRATION_ERROR_MESSAGES.inviteEmailsRequired,
  inviteEmailsInvalid: SELF_REGISTRATION_ERROR_MESSAGES.inviteEmailsInvalid,
  inviteUrlInvalid: 'The invite link must be this organisation’s self-registration link',
} as const;

/** How long an e-mail verification link works. */
export const PROFILE_VERIFICATION_LINK_DAYS = 7;
/** Most addresses one invite request may carry. */
export const EMPLOYEE_INVITE_MAX = 100;

/** The addresses a self-registered person shows: none, their group's, some of the organisation's, or their own. */
export const SELF_REGISTRATION_LOCATION_MODES = ['none', 'group', 'list', 'custom'] as const;

const email = () => boundedEmail({ required: PERSON_MESSAGES.emailRequired, invalid: PERSON_MESSAGES.emailInvalid }, EMAIL_PATTERN);
const short = (label: string) => text({ label, max: TEXT_LIMITS.shortText });
const url = (label: string) => text({ label, max: TEXT_LIMITS.url });

/** POST /v1/enterprise/{orgId}/register-profyle (spec 000 section 3: the self-registration payload). */
export const selfRegistrationBodySchema = z.object({
  prefix: optionalName('Prefix', 50),
  pronouns: short('Pronouns'),
  first_name: requiredName(PERSON_MESSAGES.firstNameRequired, 'First name'),
  last_name: requiredName(PERSON_MESSAGES.lastNameRequired, 'Last name'),
  nominals: short('Post-nominals'),
  email: email(),
  position: requiredText(PERSON_MESSAGES.positionRequired, { label: 'Job position', max: TEXT_LIMITS.shortText }),
  department: short('Department'),
  mobile: short('Mobile'),
  bio: text({ label: 'Bio', max: BIO_MAX_LENGTH, multiline: true }),
  linked_in: url('LinkedIn'),
  twitter: url('Twitter'),
  instagram: url('Instagram'),
  /** The custom address (locations 'custom'): six parts joined by semicolons. */
  address: text({ label: 'Address', max: TEXT_LIMITS.longText, multiline: true }),
  custom_fields: z
    .record(boundedString({ label: 'Custom field', max: TEXT_LIMITS.id }), boundedString({ label: 'Custom field value', max: TEXT_LIMITS.customFieldValue, multiline: true }))
    .refine((fields) => Object.keys(fields).length <= LIST_LIMITS.entries, { error: TEXT_MESSAGES.tooMany('Custom fields', LIST_LIMITS.entries) })
    .nullish()
    .transform((fields) => fields ?? {}),
  photo_url: url('Photo URL'),
  locations: z.enum(SELF_REGISTRATION_LOCATION_MODES).default('none'),
  location_ids: idList('Addresses'),
  group_id: optionalId('Group'),
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
