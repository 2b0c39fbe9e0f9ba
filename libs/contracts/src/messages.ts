/**
 * Every user-facing text of the people and subscriptions slice, worded as the spec words it (spec 001
 * sections 5 and 8, spec 000's superadmin texts). Texts with a value in them are functions. The domain
 * keeps its own copies of the texts it refuses with (it imports nothing); messages.spec.ts proves they
 * are the same.
 */

/** The person form (spec 001 section 5). */
export const PERSON_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  positionRequired: 'Job position is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  pinInvalid: 'PIN must be exactly 4 digits',
  passwordTooShort: 'Password must be at least 4 characters',
  bioTooLong: 'Bio must be 200 characters or less',
  pinHelper: 'Enter a 4 digit PIN',
  passwordHelper: 'Enter a password (minimum 4 characters)',
  disabledByAdministrator: 'Disabled by account administrator',
  emailTaken: 'A person with this email address already exists',
  notFound: 'Person not in organisation',
  unsupportedLanguage: (code: string): string => `Translations are not available for '${code}'`,
} as const;

/** Assigning, removing and adding cards (spec 001 sections 5 and 8). */
export const SUBSCRIPTION_MESSAGES = {
  typeRequired: 'Please choose a subscription type',
  cardShortCodeLength: 'Should be six digits',
  cardShortCodeHex: 'Should only contain hexadecimal characters, i.e. numbers 0-9 and letters A-F',
  hasSubscription: 'Already has a subscription',
  noSubscriptions: 'No subscriptions available',
  noSubscription: 'No subscription to remove',
  noNfcCards: 'No NFC cards available',
  cardInUse: (cardShortCode: string): string => `Card ${cardShortCode} is already allocated to another person`,
  assigned: 'Subscription assigned successfully',
  removed: 'Subscription removed',
  assignError: 'Error assigning subscription',
  removeError: (errorMessage: string): string => `Error removing subscription: ${errorMessage}`,
  cardAllocated: 'NFC Card allocated successfully',
  cardAllocateError: 'Error allocating NFC Card',
} as const;

/** The superadmin's add/remove subscriptions tool (spec 000 sections 5 and 8). */
export const SUPERADMIN_SUBSCRIPTION_MESSAGES = {
  invalidCount: 'Please enter a valid number of subscriptions',
  reasonRequired: 'Please enter a reason',
  trialAccount: 'Subscriptions can only be added to non-trial accounts',
  inUse: (requested: number, unused: number): string =>
    `Unable to remove ${requested} ${requested === 1 ? 'subscription' : 'subscriptions'}: only ${unused} ${unused === 1 ? 'is' : 'are'} unused`,
  addError: (errorMessage: string): string => `Error adding subscriptions: ${errorMessage}`,
  removeError: (errorMessage: string): string => `Error removing subscriptions: ${errorMessage}`,
  assignCardsError: (errorMessage: string): string => `Error assinging cards: ${errorMessage}`,
} as const;

/** Snackbars of the people screens (spec 001 section 8). */
export const PEOPLE_MESSAGES = {
  created: (name: string): string => `Created Person (${name})`,
  updated: (name: string): string => `Updated Person (${name})`,
  updateError: 'Error updating Person',
  deleted: 'Person deleted',
  deleteError: (errorMessage: string): string => `Error deleting Person: ${errorMessage}`,
  searchTooShort: 'Please enter at least 3 characters.',
  noResults: 'No results found',
  pageInvalid: 'Page must be a whole number of 0 or more',
  pageSizeInvalid: 'Page size must be one of 10, 20, 50, 100, 200',
  sortInvalid: 'Sort must be one of name, email, created or updated, optionally prefixed with -',
  filterInvalid: 'Invalid filter value',
  moveGroupRequired: 'Please select a group',
  welcomeEmailSent: 'Welcome Email sent',
  sendEmailError: (message: string): string => `Error sending email: ${message}`,
  sendEmailsError: (message: string): string => `Error sending emails: ${message}`,
  academyEnrolled: 'Enrolled in Profyle Academy emails',
  notificationSent: 'Notification sent successfully',
  notificationError: 'Failed to send notification',
  noSubscriptionsBanner: 'You do not have any available subscriptions remaining within your account...',
} as const;

/** Bulk actions on people (spec 001 section 8). */
export const BULK_PEOPLE_MESSAGES = {
  moveGroupFailed: 'Failed to move group',
  assignFailed: 'Failed to assign subscriptions',
  removeFailed: 'Failed to remove subscriptions',
  deleteFailed: 'Failed to delete people',
  welcomeEmailsFailed: 'Failed to send welcome emails',
  academyFailed: 'Failed to enrol in Academy emails',
} as const;

/** The errorMessage of a 400 whose body failed its schema when no field message applies. */
export const VALIDATION_FAILED_MESSAGE = 'Validation failed';
