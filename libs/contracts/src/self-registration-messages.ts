/**
 * The texts of self-service registration and employee invites (spec 000 "Self-service profile
 * registration", section 5). No imports here (no zod, no domain), so the portal's first load can carry
 * them; the domain keeps its own copies of the refusals it words and messages.spec.ts proves they match.
 */
export const SELF_REGISTRATION_MESSAGES = {
  notAvailable: 'Self-service registration is not available for this organisation. Please contact support.',
  registerError: (errorMessage: string): string => `Error registering profile: ${errorMessage}`,
  registered: 'Profile registration successful',
  verifyError: 'An issue occured while verifying your profile.',
  inviteEmailsRequired: 'Please enter at least one email address',
  inviteEmailsInvalid: 'Please ensure all email addresses are valid',
  inviteUrlInvalid: 'The invite link must be this organisation’s self-registration link',
} as const;
