/**
 * The person aggregate's error codes and messages. The wording is the spec's (spec 001 sections 5 and 8);
 * libs/contracts holds the same text for the HTTP schemas, and a contracts spec proves they match.
 */
export const PERSON_ERROR_CODES = {
  exists: 'person.exists',
  notFound: 'person.not_found',
  organisationMismatch: 'person.organisation_mismatch',
  firstNameRequired: 'person.first_name_required',
  lastNameRequired: 'person.last_name_required',
  emailRequired: 'person.email_required',
  pinInvalid: 'person.pin_invalid',
  passwordTooShort: 'person.password_too_short',
  emailTaken: 'person.email_taken',
  alreadyVerified: 'person.already_verified',
  verificationLinkInvalid: 'person.verification_link_invalid',
  verificationLinkExpired: 'person.verification_link_expired',
  eraseActive: 'person.erase_active',
  eraseReasonRequired: 'person.erase_reason_required',
  eraseReasonTooLong: 'person.erase_reason_too_long',
} as const;

export const PERSON_ERROR_MESSAGES = {
  exists: 'Person already exists',
  notFound: 'Person not in organisation',
  organisationMismatch: 'Person must be created in the organisation of the request',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  pinInvalid: 'PIN must be exactly 4 digits',
  passwordTooShort: 'Password must be at least 4 characters',
  emailTaken: 'A person with this email address already exists',
  alreadyVerified: 'This profile is already verified',
  verificationLinkInvalid: 'This verification link is not valid',
  verificationLinkExpired: 'This verification link has expired',
  eraseActive: 'Delete the person before erasing their personal data',
  eraseReasonRequired: 'A reason is required',
  eraseReasonTooLong: 'Reason must be 500 characters or less',
} as const;
