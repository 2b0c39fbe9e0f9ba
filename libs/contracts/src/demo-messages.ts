/** The demo tools' texts (spec 002 sections 5 and 8); no zod here, so screens' message chunks stay light. */
export const DEMO_MESSAGES = {
  organisationNameRequired: 'Please enter the organisation name',
  companyUrlInvalid: 'Please enter a valid URL starting with http:// or https://',
  annualSubscriptionsRequired: 'Please enter the number of annual subscriptions',
  annualSubscriptionsRange: 'Please enter between 1 and 10000 annual subscriptions',
  partnerRequired: 'Please choose the partner organisation',
  partnerDemoError: 'Error creating demo',
  partnerDemoCreated: (name: string): string => `Demo created: ${name}`,
  companyCreateError: (message: string): string => `Error creating company: ${message}`,
} as const;
