/**
 * Every user-facing text about NFC cards and the card scanner, as the spec words it (spec 001 sections
 * 5 and 8; spec 000 for the superadmin's allocation). Zod-free so the portal can import it; the domain
 * keeps its own copies of the refusals and card-messages.spec.ts proves they are the same.
 */
export const CARD_MESSAGES = {
  /** Not-found errors of the data layer, verbatim. */
  notFound: 'Card ID',
  notInOrganisation: 'Card in organisation',
  noPerson: 'Card has no associated Person',
  lost: (shortId: string): string => `Card ${shortId} has been registered as lost`,
  allocatedElsewhere: (shortId: string): string => `Card ${shortId} is already allocated to another organisation`,
  alreadyAllocated: (shortId: string): string => `Card ${shortId} is already allocated to this organisation`,
  heldByAnother: (shortId: string): string => `Card ${shortId} is already allocated to another person`,
  invalidId: (cardId: string): string => `Invalid Card ID (${cardId}).`,
  subscriptionRequired: 'This person does not have a subscription. Assign a subscription first.',
  hasCard: 'This person already has an NFC card',
  designRequired: 'Please select a design',
  cardIdsRequired: 'Please scan or enter at least one card',
  tooManyCards: (max: number): string => `At most ${max} cards at a time`,
  countInvalid: (max: number): string => `Please enter a number of cards between 1 and ${max}`,
  /** Spec 002 section 5: the superadmin's fast allocation and free-card conversion. */
  personRequired: 'Please select a person first',
  colourRequired: 'Please select a color first',
  notFreeable: (shortId: string): string => `Card ${shortId} is already allocated to an organisation and cannot be a free card`,

  /** Snackbars. */
  allocated: 'NFC Card allocated successfully',
  allocateError: 'Error allocating NFC Card',
  registeredLost: 'Card reigistered as lost',
  registerLostError: (errorMessage: string): string => `Error registering card as lost: ${errorMessage}`,
  enabled: (shortId: string): string => `Card ${shortId} enabled`,
  disabled: (shortId: string): string => `Card ${shortId} disabled`,
  reset: (shortId: string): string => `Card ${shortId} reset`,
  unableToEnable: (shortId: string, name: string): string => `Unable to enable ${shortId} (${name})`,
  unableToDisable: (shortId: string, name: string): string => `Unable to disable ${shortId} (${name})`,
  unableToReset: (shortId: string, name: string): string => `Unable to reset ${shortId} (${name})`,
  /** Spec 002 section 8, the superadmin's card tools. */
  freeCardAllocated: (shortId: string): string => `Free Card allocated successfully (${shortId})`,
  freeCardError: 'Error allocating free card',
  createCardsError: (errorMessage: string): string => `Error creating cards: ${errorMessage}`,

  /** The card scanner (settings view CARD_READER). */
  notValidUrl: (value: string): string => `Not a valid Profyle URL: ${value}`,
  alreadyScanned: (value: string): string => `Already scanned this card: ${value}`,
  notAProfyle: 'Not a Profyle',
  unableToFind: (shortId: string): string => `Unable to find card with ID ${shortId}`,
} as const;
