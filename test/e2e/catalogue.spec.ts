/**
 * The web catalogue against the shared contracts: texts the api also words (sign-in, invites, search,
 * account) are copied into apps/web/src/app/i18n/en.ts to keep zod out of the first load, so this
 * proves the copies are the contracts' texts, word for word (the translations are checked by
 * i18n-completeness.spec.ts).
 */
import {
  ACCOUNT_MESSAGES,
  ADMIN_USER_MESSAGES,
  ADMIN_USER_SORTS,
  AUTH_MESSAGES,
  INVITE_RESEND_COOLDOWN_SECONDS,
  LIFECYCLE_MESSAGES,
  NOTIFICATION_BODY_PREVIEW_LENGTH,
  NOTIFICATION_TITLE_PREVIEW_LENGTH,
  PEOPLE_SEARCH_MIN_LENGTH,
  SEARCH_MESSAGES,
  SEARCH_MIN_LENGTH,
} from '@profyle/contracts';
import * as limits from '../../apps/web/src/app/limits';
import { en } from '../../apps/web/src/app/i18n/en';

const copies: [keyof typeof en, string][] = [
  ['auth.signIn.emailRequired', AUTH_MESSAGES.formEmailRequired],
  ['auth.signIn.emailInvalid', AUTH_MESSAGES.formEmailInvalid],
  ['auth.signIn.passwordRequired', AUTH_MESSAGES.formPasswordRequired],
  ['auth.signIn.signedOut', AUTH_MESSAGES.signedOut],
  ['auth.error.emailInUse', AUTH_MESSAGES.emailInUse],
  ['auth.error.emailInvalid', AUTH_MESSAGES.emailInvalid],
  ['auth.error.weakPassword', AUTH_MESSAGES.weakPassword],
  ['auth.error.userNotFound', AUTH_MESSAGES.userNotFound],
  ['auth.error.wrongPassword', AUTH_MESSAGES.wrongPassword],
  ['auth.error.missingEmail', AUTH_MESSAGES.emailRequired],
  ['auth.error.missingPassword', AUTH_MESSAGES.passwordRequired],
  ['auth.error.popupClosed', AUTH_MESSAGES.googlePopupClosed],
  ['auth.error.network', AUTH_MESSAGES.networkFailure],
  ['auth.error.invalidContinueUrl', AUTH_MESSAGES.invalidContinueUrl],
  ['auth.error.invalidActionCode', AUTH_MESSAGES.invalidActionCode],
  ['auth.error.unknown', AUTH_MESSAGES.unknownError],
  ['auth.error.tooManyAttempts', AUTH_MESSAGES.tooManyAttempts],
  ['auth.error.noCode', AUTH_MESSAGES.noAuthenticationCode],
  ['auth.error.accountExists', AUTH_MESSAGES.accountExists],
  ['auth.forgot.error', AUTH_MESSAGES.passwordResetError],
  ['errors.noOrganisation', AUTH_MESSAGES.noOrganisation],
  ['errors.accountClosed', LIFECYCLE_MESSAGES.closed],
  ['errors.userNotFound', AUTH_MESSAGES.noUser],
  ['errors.networkFailure', AUTH_MESSAGES.networkFailure],
  ['auth.signIn.providerNotConfigured', AUTH_MESSAGES.providerNotConfigured('{provider}')],
  ['account.error', ACCOUNT_MESSAGES.updateError],
  ['account.nameRequired', ACCOUNT_MESSAGES.nameRequired],
  ['admins.invite.sent', ADMIN_USER_MESSAGES.inviteSent('{email}')],
  ['admins.invite.error', ADMIN_USER_MESSAGES.inviteError],
  ['admins.resent', ADMIN_USER_MESSAGES.inviteResent('{email}')],
  ['admins.resendError', ADMIN_USER_MESSAGES.inviteError],
  ['admins.deleted', ADMIN_USER_MESSAGES.removed('{email}')],
  ['admins.deleteError', ADMIN_USER_MESSAGES.deleteError],
  ['admins.cannotDeleteOwner', ADMIN_USER_MESSAGES.cannotDeleteOwner],
  ['admins.cannotDeleteSelf', ADMIN_USER_MESSAGES.cannotDeleteSelf],
  ['auth.invite.invalid', ADMIN_USER_MESSAGES.invalidInviteToken('{token}')],
  ['auth.invite.missing', ADMIN_USER_MESSAGES.inviteTokenMissing],
  ['auth.invite.mismatch', ADMIN_USER_MESSAGES.emailMismatch('{email}', '{token}')],
  ['search.tooShort', SEARCH_MESSAGES.tooShort],
  ['search.noResults', SEARCH_MESSAGES.noResults],
];

describe('the web catalogue', () => {
  test.each(copies)('%s is the contracts text', (key, text) => {
    expect(en[key]).toBe(text);
  });

  test("the web's copies of the spec constants are the contracts' values", () => {
    expect(limits.PEOPLE_SEARCH_MIN_LENGTH).toBe(PEOPLE_SEARCH_MIN_LENGTH);
    expect(limits.PEOPLE_SEARCH_MIN_LENGTH).toBe(SEARCH_MIN_LENGTH);
    expect(limits.INVITE_RESEND_COOLDOWN_S).toBe(INVITE_RESEND_COOLDOWN_SECONDS);
    expect(limits.NOTIFICATION_TITLE_MAX).toBe(NOTIFICATION_TITLE_PREVIEW_LENGTH);
    expect(limits.NOTIFICATION_BODY_MAX).toBe(NOTIFICATION_BODY_PREVIEW_LENGTH);
    // Spec 001 section 9: admin list page sizes 10, 20, 50 or 100, default 20.
    expect(limits.ADMIN_PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(limits.DEFAULT_ADMIN_PAGE_SIZE).toBe(20);
    expect(limits.ADMIN_USER_SORTS).toEqual(ADMIN_USER_SORTS);
  });

  test('the spec texts of the shell are present, worded as the spec words them', () => {
    expect(en['errors.notFound']).toBe('This resource was not found');
    expect(en['errors.accessDenied']).toBe('Access Denied');
    expect(en['errors.unexpected']).toBe('An unexpected error occurred.');
    expect(en['auth.signIn.usePassword']).toBe('Sign in using a password');
    expect(en['auth.signIn.forgotPassword']).toBe('Forgot password?');
    expect(en['person.created']).toBe('Created Person ({name})');
    expect(en['subscription.removeError']).toBe('Error removing subscription: {errorMessage}');
  });
});
