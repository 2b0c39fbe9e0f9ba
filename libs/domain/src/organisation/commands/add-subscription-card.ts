import { PERSON_ERROR_CODES, PERSON_ERROR_MESSAGES } from '../../person/person.messages';
import { DomainError } from '../../shared';
import type { AddSubscriptionCard } from '../organisation.commands';
import type { SubscriptionCardAdded } from '../organisation.events';
import { ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES } from '../organisation.messages';
import type { OrganisationState } from '../organisation.state';
import { cardForSubscription, validCardShortCode } from './card-for-subscription';
import { assertOrganisationExists } from './organisation-exists';

/**
 * Adds an NFC card to a person who holds a subscription without one (spec 001: add card). The
 * subscription becomes nfc and takes one of the organisation's cards; no subscription is used.
 */
export const addSubscriptionCard = (command: AddSubscriptionCard, state: OrganisationState): SubscriptionCardAdded[] => {
  assertOrganisationExists(state);
  const { personId, cardId, sendEmail } = command.data;
  const cardShortCode = validCardShortCode(command.data.cardShortCode);
  if (!state.personEmails.has(personId)) throw new DomainError(PERSON_ERROR_CODES.notFound, PERSON_ERROR_MESSAGES.notFound, 'not_found');
  const subscription = state.subscriptions.get(personId);
  if (subscription === undefined) {
    throw new DomainError(ORGANISATION_ERROR_CODES.subscriptionRequired, ORGANISATION_ERROR_MESSAGES.subscriptionRequired, 'rule');
  }
  if (subscription.cardShortCode !== null) throw new DomainError(ORGANISATION_ERROR_CODES.hasCard, ORGANISATION_ERROR_MESSAGES.hasCard, 'conflict');
  const card = cardForSubscription(state, cardShortCode, cardId);
  return [
    {
      type: 'SubscriptionCardAdded',
      data: { personId, cardId: card.cardId, cardShortCode, sendEmail: sendEmail && !state.features.disableWelcomeEmail, nfcUsed: state.nfcCards.used + 1 },
    },
  ];
};
