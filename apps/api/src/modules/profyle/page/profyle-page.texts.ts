/**
 * The fixed texts of the public page (English). The person's own fields come translated in the
 * visitor's language when the person has a translation; these texts do not yet.
 */
export const PUBLIC_PAGE_TEXTS = {
  saveContact: 'Save contact',
  exchange: 'Exchange details',
  exchangeTitle: 'Share your details',
  exchangeIntro: (name: string): string => `Leave your details and ${name} will be in touch.`,
  name: 'Name',
  email: 'Email',
  notes: 'Notes',
  companyName: 'Company name',
  website: 'Website',
  phone: 'Phone',
  send: 'Send my details',
  privacyPolicy: 'Privacy policy',
  consentsTitle: 'Consents',
  sent: (name: string): string => `Thank you. Your details were sent to ${name}.`,
  details: 'Details',
  addresses: 'Addresses',
  linked: 'Colleagues',
  unavailableTitle: 'Profyle unavailable',
  unavailable: 'This Profyle is not available.',
  lockedTitle: 'Protected Profyle',
  lockedPin: 'Enter the 4 digit PIN to view this Profyle.',
  lockedPassword: 'Enter the password to view this Profyle.',
  pin: 'PIN',
  password: 'Password',
  unlock: 'View Profyle',
  wrongPassword: 'That is not right. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  preview: 'Preview',
} as const;
