/**
 * The contacts rules of spec 002 (sections 4, 5 and 8): tags as lowercase slugs, which fields an admin
 * may correct and how each is checked, who may edit tags, and the messages.
 */

/** The fields of a contact an admin may correct with PUT .../field (company also has its own route). */
export const CONTACT_EDITABLE_FIELDS = ['name', 'position', 'email', 'phone', 'company', 'website', 'linkedin', 'note'] as const;
export type ContactField = (typeof CONTACT_EDITABLE_FIELDS)[number];

export const isContactField = (field: string): field is ContactField => (CONTACT_EDITABLE_FIELDS as readonly string[]).includes(field);

/** Bounds: a contact's text fields, and how many tags of what length. */
export const CONTACT_LIMITS = { field: 500, note: 5000, website: 2048, tag: 50, tags: 50 } as const;

export const CONTACT_ERROR_CODES = {
  notFound: 'contact.not_found',
  fieldUnknown: 'contact.field_unknown',
  fieldInvalid: 'contact.field_invalid',
  tagsTooMany: 'contact.tags_too_many',
  followUpComplete: 'contact.follow_up_complete',
  followUpTokenInvalid: 'contact.follow_up_token_invalid',
  enrichmentNotStarted: 'contact.enrichment_not_started',
} as const;

export const CONTACT_MESSAGES = {
  notFound: 'Introduction not found',
  fieldUnknown: (field: string) => `${field} is not a field of a contact that can be changed`,
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  websiteInvalid: 'Website must start with https:// or http://',
  linkedinInvalid: 'Please enter a valid LinkedIn URL',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
  tagsTooMany: `At most ${CONTACT_LIMITS.tags} tags`,
  followUpComplete: 'This follow-up has already been completed',
  followUpTokenInvalid: 'This follow-up link is not valid',
  enrichmentNotStarted: 'No enrichment is in progress for this contact',
} as const;



const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB = /^https?:\/\/[^\s/?#]+/i;
const LINKEDIN = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/.+/i;

/** The value as stored (trimmed; e-mail lower-cased), or the message saying why it cannot be. */
export const checkContactField = (field: ContactField, raw: string): { value: string } | { error: string } => {
  const value = field === 'email' ? raw.trim().toLowerCase() : raw.trim();
  const max = field === 'note' ? CONTACT_LIMITS.note : field === 'website' || field === 'linkedin' ? CONTACT_LIMITS.website : CONTACT_LIMITS.field;
  if (value.length > max) return { error: CONTACT_MESSAGES.tooLong(max) };
  if (field === 'name' && value === '') return { error: CONTACT_MESSAGES.nameRequired };
  if (field === 'email' && value === '') return { error: CONTACT_MESSAGES.emailRequired };
  if (field === 'email' && !EMAIL.test(value)) return { error: CONTACT_MESSAGES.emailInvalid };
  if (field === 'website' && value !== '' && !WEB.test(value)) return { error: CONTACT_MESSAGES.websiteInvalid };
  if (field === 'linkedin' && value !== '' && !LINKEDIN.test(value)) return { error: CONTACT_MESSAGES.linkedinInvalid };
  return { value };
};
