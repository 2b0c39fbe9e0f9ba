import { PERSON_MESSAGES } from '@profyle/contracts/messages';
import { SELF_REGISTRATION_MESSAGES } from '@profyle/contracts/self-registration';

/**
 * The English texts of the registration pages (self-service registration, its verification, the
 * preview of a new Profyle, employee invites), registered when their chunks load. Spec texts come from
 * the shared contracts; the rest is worded in the same style.
 */
export const REGISTRATION_EN = {
  'profile.disabledByAdministrator': PERSON_MESSAGES.disabledByAdministrator,
  'selfReg.title': 'Register your Profyle',
  'selfReg.subtitle': 'Create your Profyle at {organisation}. It takes a couple of minutes.',
  'selfReg.documentTitle': 'Register your Profyle – {organisation}',
  'selfReg.groupBanner': 'You are registering as a member of {group}.',
  'selfReg.groupBannerLink': 'Not your group? Use the general registration link',
  'selfReg.notAvailableTitle': 'Self-service registration is not available',
  'selfReg.notAvailableBody': 'Self-service registration is not available for this organisation. Please contact support at {email}.',
  'selfReg.notFound': 'This registration link is not valid. Please check the link you were given.',
  'selfReg.loadError': 'Unable to load the registration page: {message}',
  'selfReg.section.basic': 'Basic details',
  'selfReg.section.photo': 'Profile photo',
  'selfReg.section.bio': 'Profile bio',
  'selfReg.section.socials': 'Socials',
  'selfReg.section.customFields': 'More about you',
  'selfReg.allowedDomains': 'Use your organisation email address ({domains}).',
  'selfReg.photoHint': 'PNG or JPEG; cropped square, at most 800 × 800 pixels.',
  'selfReg.locations.none': 'No address',
  'selfReg.locations.group': 'The addresses of {group}',
  'selfReg.locations.list': 'Choose from {label}',
  'selfReg.locations.custom': 'My own address',
  'selfReg.locations.choose': 'Choose {label}',
  'selfReg.register': 'Register',
  'selfReg.registering': 'Registering…',
  'selfReg.cancel': 'Cancel',
  'selfReg.errorSummary': 'Please correct these fields:',
  'selfReg.registered': SELF_REGISTRATION_MESSAGES.registered,
  'selfReg.registerError': SELF_REGISTRATION_MESSAGES.registerError('{message}'),
  'selfReg.thanksTitle': 'Thank you for registering',
  'selfReg.thanksAdmin': 'An administrator at {organisation} will check your details. You will receive an email with your Profyle once it is approved.',
  'selfReg.thanksEmail': 'We have sent an email to {email} with a link to verify your address. Open it to make your Profyle live.',
  'selfReg.support': 'Need help?',
  'selfReg.supportBody': 'Contact {email} if you have a question about registering.',
  'selfReg.verifyTitle': 'Verifying your profile',
  'selfReg.verifyWait': 'Please wait while we verify your profile…',
  'selfReg.verified': 'Congratulations! Your profile is verified and your Profyle is live.',
  'selfReg.verifyError': SELF_REGISTRATION_MESSAGES.verifyError,
  'preview.title': 'Your new profile is ready',
  'preview.body': 'Your Profyle is live. Share it with a tap of your card, a QR code or a link.',
  'preview.viewProfile': 'View Your Profile',
  'preview.adminPortal': 'Admin Portal',
  'preview.frameTitle': 'Your Profyle on a phone',
  'preview.missing': 'No Profyle to show. Please use the link from your email.',
};
