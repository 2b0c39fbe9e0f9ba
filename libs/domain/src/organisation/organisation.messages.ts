/**
 * The organisation aggregate's error codes and messages. Where the spec words a message it is used as
 * is (the bulk per-row codes has_subscription, no_subscriptions and no_subscription keep the spec's
 * bare codes); libs/contracts holds the same text and a contracts spec proves they match.
 */
export const ORGANISATION_ERROR_CODES = {
  notFound: 'organisation.not_found',
  exists: 'organisation.exists',
  nameRequired: 'organisation.name_required',
  trialAccount: 'subscriptions.trial_account',
  invalidCount: 'subscriptions.invalid_count',
  reasonRequired: 'subscriptions.reason_required',
  inUse: 'subscriptions.in_use',
  typeRequired: 'subscription.type_required',
  noSubscriptions: 'no_subscriptions',
  hasSubscription: 'has_subscription',
  noSubscription: 'no_subscription',
  noNfcCards: 'no_nfc_cards',
  cardShortCode: 'card_short_code',
  cardInUse: 'card.in_use',
  cardAlreadyAllocated: 'card.already_allocated',
  subscriptionRequired: 'subscription_required',
  hasCard: 'has_card',
} as const;

const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

export const ORGANISATION_ERROR_MESSAGES = {
  notFound: 'Organisation not found',
  exists: 'Organisation already exists',
  nameRequired: 'Please enter your company name',
  trialAccount: 'Subscriptions can only be added to non-trial accounts',
  invalidCount: 'Please enter a valid number of subscriptions',
  reasonRequired: 'Please enter a reason',
  inUse: (requested: number, unused: number): string =>
    `Unable to remove ${requested} ${plural(requested, 'subscription', 'subscriptions')}: only ${unused} ${plural(unused, 'is', 'are')} unused`,
  typeRequired: 'Please choose a subscription type',
  noSubscriptions: 'No subscriptions available',
  hasSubscription: 'Already has a subscription',
  noSubscription: 'No subscription to remove',
  noNfcCards: 'No NFC cards available',
  cardShortCodeLength: 'Should be six digits',
  cardShortCodeHex: 'Should only contain hexadecimal characters, i.e. numbers 0-9 and letters A-F',
  cardInUse: (cardShortCode: string): string => `Card ${cardShortCode} is already allocated to another person`,
  cardAlreadyAllocated: (cardShortCode: string): string => `Card ${cardShortCode} is already allocated to this organisation`,
  subscriptionRequired: 'This person does not have a subscription. Assign a subscription first.',
  hasCard: 'This person already has an NFC card',
} as const;
