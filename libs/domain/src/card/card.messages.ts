/**
 * The card aggregate's error codes and messages. The not-found wordings are the spec's data-layer errors
 * (spec 001 section 8: 'Card ID', 'Card in organisation', 'Card has no associated Person'); libs/contracts
 * holds the same texts and a contracts spec proves they match.
 */
export const CARD_ERROR_CODES = {
  exists: 'card.exists',
  invalidId: 'card.invalid_id',
  notFound: 'card.not_found',
  notInOrganisation: 'card.not_in_organisation',
  noPerson: 'card.no_person',
  lost: 'card.lost',
  allocatedElsewhere: 'card.allocated_elsewhere',
  heldByAnother: 'card.held_by_another',
  shortCodeTaken: 'card.short_code_taken',
  colourInvalid: 'card.colour_invalid',
  notFreeable: 'card.not_freeable',
} as const;

export const CARD_ERROR_MESSAGES = {
  exists: 'Card already exists',
  invalidId: (cardId: string): string => `Invalid Card ID (${cardId}).`,
  notFound: 'Card ID',
  notInOrganisation: 'Card in organisation',
  noPerson: 'Card has no associated Person',
  lost: (shortId: string): string => `Card ${shortId} has been registered as lost`,
  allocatedElsewhere: (shortId: string): string => `Card ${shortId} is already allocated to another organisation`,
  heldByAnother: (shortId: string): string => `Card ${shortId} is already allocated to another person`,
  shortCodeTaken: (shortId: string): string => `Short id ${shortId} is already used by another card`,
  /** Spec 002 section 5 ('Please select a color first'): the free-card colour is required and one of the list. */
  colourInvalid: 'Please select a color first',
  notFreeable: (shortId: string): string => `Card ${shortId} is already allocated to an organisation and cannot be a free card`,
} as const;
