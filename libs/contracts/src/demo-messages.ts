/** The demo tools' texts the api answers with (spec 002 section 5); no zod here, so screens' message chunks stay light. The screens' own snackbars (spec 002 section 8) are in the web's superadmin catalogue. */
export const DEMO_MESSAGES = {
  organisationNameRequired: 'Please enter the organisation name',
  companyUrlInvalid: 'Please enter a valid URL starting with http:// or https://',
  annualSubscriptionsRequired: 'Please enter the number of annual subscriptions',
  annualSubscriptionsRange: 'Please enter between 1 and 10000 annual subscriptions',
  partnerRequired: 'Please choose the partner organisation',
  companyNameRequired: 'Please enter the company name',
  firstNameRequired: 'Please enter the first name',
  lastNameRequired: 'Please enter the last name',
  positionRequired: 'Please enter the job title',
  emailRequired: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
  colourInvalid: 'Please choose a colour such as #1f4e79',
  logoRequired: 'Please upload a logo',
  photoRequired: 'Please upload a photo',
  imageInvalid: 'Please upload a PNG or JPEG image',
  accountTypeRequired: 'Please choose an account type',
} as const;
