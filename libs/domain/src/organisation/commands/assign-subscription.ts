import { DomainError } from '../../shared';
import { PERSON_ERROR_CODES, PERSON_ERROR_MESSAGES } from '../../person/person.messages';
import type { AssignSubscription } from '../organisation.commands';
import { SUBSCRIPTION_TYPES, type SubscriptionAssigned } from '../organisation.events';
import { ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES } from '../organisation.messages';
import type { OrganisationState } from '../organisation.state';
import { cardForSubscription, validCardShortCode } from './card-for-subscription';
import { assertOrganisationExists } from './organisation-exists';

const validation = (code: string, path: string, msg: string): DomainError => new DomainError(code, msg, 'validation', [{ path, msg }]);

/**
 * Gives a person one of the organisation's subscriptions: digital (Profyle only) or nfc (Profyle plus an
 * NFC card, which also takes one of the organisation's cards: see cardForSubscription). The welcome
 * e-mail is never sent when the organisation disabled welcome e-mails.
 */
export const assignSubscription = (command: AssignSubscription, state: OrganisationState): SubscriptionAssigned[] => {
  assertOrganisationExists(state);
  const { personId, type } = command.data;
  if (!SUBSCRIPTION_TYPES.includes(type)) {
    throw validation(ORGANISATION_ERROR_CODES.typeRequired, 'type', ORGANISATION_ERROR_MESSAGES.typeRequired);
  }
  const cardShortCode = type === 'nfc' ? validCardShortCode(command.data.cardShortCode ?? '') : null;
  // Only people enrolled here (holding an e-mail on this stream) can hold a subscription: an assignment
  // racing a deletion that already released the person is refused instead of leaking a used subscription.
  if (!state.personEmails.has(personId)) {
    throw new DomainError(PERSON_ERROR_CODES.notFound, PERSON_ERROR_MESSAGES.notFound, 'not_found');
  }
  if (state.subscriptions.has(personId)) {
    throw new DomainError(ORGANISATION_ERROR_CODES.hasSubscription, ORGANISATION_ERROR_MESSAGES.hasSubscription, 'conflict');
  }
  if (state.remainingSubscriptions <= 0) {
    throw new DomainError(ORGANISATION_ERROR_CODES.noSubscriptions, ORGANISATION_ERROR_MESSAGES.noSubscriptions, 'rule');
  }
  const card = cardShortCode === null ? null : cardForSubscription(state, cardShortCode, command.data.cardId ?? null);
  return [
    {
      type: 'SubscriptionAssigned',
      data: {
        personId,
        type,
        cardShortCode,
        cardId: card?.cardId ?? null,
        digitalId: command.data.digitalId ?? null,
        sendEmail: command.data.sendEmail && !state.features.disableWelcomeEmail,
        used: state.used + 1,
        nfcUsed: state.nfcCards.used + (card === null ? 0 : 1),
      },
    },
  ];
};
