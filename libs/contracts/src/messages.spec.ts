/** The domain cannot import contracts, so it keeps its own copies of the texts: they must not drift. */
import { ORGANISATION_ERROR_MESSAGES, PERSON_ERROR_MESSAGES, SELF_REGISTRATION_ERROR_MESSAGES } from '@profyle/domain';
import { LIFECYCLE_MESSAGES } from './organisation-lifecycle';
import { PERSON_MESSAGES, SUBSCRIPTION_MESSAGES, SUPERADMIN_SUBSCRIPTION_MESSAGES } from './messages';
import { SELF_REGISTRATION_MESSAGES } from './self-registration-messages';

describe('messages shared with the domain', () => {
  it('words person refusals the same', () => {
    expect(PERSON_ERROR_MESSAGES.firstNameRequired).toBe(PERSON_MESSAGES.firstNameRequired);
    expect(PERSON_ERROR_MESSAGES.lastNameRequired).toBe(PERSON_MESSAGES.lastNameRequired);
    expect(PERSON_ERROR_MESSAGES.emailRequired).toBe(PERSON_MESSAGES.emailRequired);
    expect(PERSON_ERROR_MESSAGES.pinInvalid).toBe(PERSON_MESSAGES.pinInvalid);
    expect(PERSON_ERROR_MESSAGES.passwordTooShort).toBe(PERSON_MESSAGES.passwordTooShort);
    expect(PERSON_ERROR_MESSAGES.emailTaken).toBe(PERSON_MESSAGES.emailTaken);
    expect(PERSON_ERROR_MESSAGES.notFound).toBe(PERSON_MESSAGES.notFound);
  });

  it('words self-registration refusals the same', () => {
    expect(SELF_REGISTRATION_ERROR_MESSAGES.disabled).toBe(SELF_REGISTRATION_MESSAGES.notAvailable);
    expect(SELF_REGISTRATION_ERROR_MESSAGES.inviteEmailsRequired).toBe(SELF_REGISTRATION_MESSAGES.inviteEmailsRequired);
    expect(SELF_REGISTRATION_ERROR_MESSAGES.inviteEmailsInvalid).toBe(SELF_REGISTRATION_MESSAGES.inviteEmailsInvalid);
  });

  it('words subscription refusals the same', () => {
    expect(ORGANISATION_ERROR_MESSAGES.typeRequired).toBe(SUBSCRIPTION_MESSAGES.typeRequired);
    expect(ORGANISATION_ERROR_MESSAGES.cardShortCodeLength).toBe(SUBSCRIPTION_MESSAGES.cardShortCodeLength);
    expect(ORGANISATION_ERROR_MESSAGES.cardShortCodeHex).toBe(SUBSCRIPTION_MESSAGES.cardShortCodeHex);
    expect(ORGANISATION_ERROR_MESSAGES.hasSubscription).toBe(SUBSCRIPTION_MESSAGES.hasSubscription);
    expect(ORGANISATION_ERROR_MESSAGES.noSubscriptions).toBe(SUBSCRIPTION_MESSAGES.noSubscriptions);
    expect(ORGANISATION_ERROR_MESSAGES.noSubscription).toBe(SUBSCRIPTION_MESSAGES.noSubscription);
    expect(ORGANISATION_ERROR_MESSAGES.noNfcCards).toBe(SUBSCRIPTION_MESSAGES.noNfcCards);
    expect(ORGANISATION_ERROR_MESSAGES.cardInUse('ABC123')).toBe(SUBSCRIPTION_MESSAGES.cardInUse('ABC123'));
  });

  it('words the superadmin refusals the same', () => {
    expect(ORGANISATION_ERROR_MESSAGES.invalidCount).toBe(SUPERADMIN_SUBSCRIPTION_MESSAGES.invalidCount);
    expect(ORGANISATION_ERROR_MESSAGES.reasonRequired).toBe(SUPERADMIN_SUBSCRIPTION_MESSAGES.reasonRequired);
    expect(ORGANISATION_ERROR_MESSAGES.trialAccount).toBe(SUPERADMIN_SUBSCRIPTION_MESSAGES.trialAccount);
    for (const [requested, unused] of [[1, 0], [2, 1], [5, 3]]) {
      expect(ORGANISATION_ERROR_MESSAGES.inUse(requested, unused)).toBe(SUPERADMIN_SUBSCRIPTION_MESSAGES.inUse(requested, unused));
    }
  });

  it('words the organisation lifecycle texts as the spec does', () => {
    expect(LIFECYCLE_MESSAGES.closed).toBe('This organisation account has been closed. Please contact support to reopen it.');
    expect(SUPERADMIN_SUBSCRIPTION_MESSAGES.assignCardsError('x')).toBe('Error assinging cards: x');
  });

  it('fills the templates as the spec words them', () => {
    expect(SUPERADMIN_SUBSCRIPTION_MESSAGES.addError('Please enter a reason')).toBe('Error adding subscriptions: Please enter a reason');
    expect(SUPERADMIN_SUBSCRIPTION_MESSAGES.removeError('x')).toBe('Error removing subscriptions: x');
    expect(SUBSCRIPTION_MESSAGES.removeError('x')).toBe('Error removing subscription: x');
  });
});
