import { DomainError } from '../shared';
import { normaliseEmail } from '../person/person-profile';
import type { FeatureSettings } from './settings/organisation-settings';

/**
 * Self-service profile registration (spec 000 "Self-service profile registration"): strangers register
 * a Profyle in an organisation that enabled it, with an e-mail of the organisation's allowed domains
 * when it names any. The same switch enables employee invites (spec 000 section 4).
 */
export const SELF_REGISTRATION_ERROR_CODES = {
  disabled: 'self_registration.disabled',
  domainNotAllowed: 'self_registration.domain_not_allowed',
  inviteEmailsRequired: 'self_registration.invite_emails_required',
} as const;

export const SELF_REGISTRATION_ERROR_MESSAGES = {
  disabled: 'Self-service registration is not available for this organisation. Please contact support.',
  domainNotAllowed: (domains: readonly string[]): string => `Please use your organisation email address (${domains.map((domain) => `@${domain}`).join(', ')})`,
  /** Spec 000 section 5 (invite users). */
  inviteEmailsRequired: 'Please enter at least one email address',
  inviteEmailsInvalid: 'Please ensure all email addresses are valid',
} as const;

/** The allowed domains of the setting (separated by semicolons, commas or spaces), lower-case, without '@'. */
export const allowedEmailDomains = (domains: string): string[] => [
  ...new Set(
    domains
      .split(/[;,\s]+/)
      .map((domain) => domain.trim().toLowerCase().replace(/^@+/, ''))
      .filter((domain) => domain !== ''),
  ),
];

/** An address of an allowed domain or one of its subdomains; any address when no domain is named. */
export const isAllowedEmail = (domains: readonly string[], email: string): boolean => {
  if (domains.length === 0) return true;
  const host = normaliseEmail(email).split('@').pop() ?? '';
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
};

/** Refuses a self-registration (or an employee invite) the organisation's settings do not allow. */
export const assertSelfRegistrationAllowed = (settings: FeatureSettings['selfRegistration'], email?: string): void => {
  if (!settings.enabled) throw new DomainError(SELF_REGISTRATION_ERROR_CODES.disabled, SELF_REGISTRATION_ERROR_MESSAGES.disabled, 'forbidden');
  if (email === undefined) return;
  const domains = allowedEmailDomains(settings.domains);
  if (!isAllowedEmail(domains, email)) {
    const msg = SELF_REGISTRATION_ERROR_MESSAGES.domainNotAllowed(domains);
    throw new DomainError(SELF_REGISTRATION_ERROR_CODES.domainNotAllowed, msg, 'validation', [{ path: 'email', msg }]);
  }
};
