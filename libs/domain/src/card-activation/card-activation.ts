import { assertNever, type Command, type CommandMetadata, type Decider, DomainError, type DomainEvent, streamId } from '../shared';
import type { CardState } from '../card/card.state';
import { normaliseEmail } from '../person/person-profile';

/**
 * Activating an NFC card from its link (spec 000 "Card activation"; spec 002 "Card activation and
 * demo"): the person holding the card in hand enters their e-mail, an e-mailed link proves the address,
 * and the card then opens that person's Profyle. Stream `cardactivation-<cardId>`: the link in force
 * (only its secret's hash) and the activations. Which person may take the card is decided here from the
 * card and the person the caller found for the address; the card itself and the organisation's pools
 * follow the usual card assignment.
 */
export const CARD_ACTIVATION_ERROR_CODES = {
  notFound: 'card_activation.not_found',
  notAllocated: 'card_activation.not_allocated',
  lost: 'card_activation.lost',
  otherHolder: 'card_activation.other_holder',
  noPerson: 'card_activation.no_person',
  linkInvalid: 'card_activation.link_invalid',
  linkExpired: 'card_activation.link_expired',
} as const;

export const CARD_ACTIVATION_ERROR_MESSAGES = {
  /** Spec 000 section 8. */
  notFound: 'this card was not found in the database',
  notAllocated: (shortId: string): string => `${shortId} is not allocated to an organisation, please contact support`,
  lost: (shortId: string): string => `Card ${shortId} has been registered as lost`,
  otherHolder: (shortId: string): string => `Card ${shortId} belongs to another email address. Please use the email address of the card holder`,
  noPerson: (organisation: string): string => `No Profyle with this email address was found at ${organisation}. Please ask your administrator to add you`,
  linkInvalid: 'This activation link is not valid. Please request a new one',
  linkExpired: 'This activation link has expired. Please request a new one',
} as const;

/** What the caller found about the card and the address, for the decision. */
export interface ActivationCandidate {
  card: Pick<CardState, 'status' | 'cardId' | 'shortId' | 'organisationId' | 'personId'>;
  /** The holder's e-mail, when the card is held. */
  holderEmail: string | null;
  /** The person of the organisation holding the e-mail, when the card is not held. */
  personWithEmail: string | null;
  organisationName: string;
}

/** The person the card will open for this address, or the spec's refusal. */
export const activationPerson = ({ card, holderEmail, personWithEmail, organisationName }: ActivationCandidate, email: string): string => {
  if (card.status === 'absent') throw new DomainError(CARD_ACTIVATION_ERROR_CODES.notFound, CARD_ACTIVATION_ERROR_MESSAGES.notFound, 'not_found');
  if (card.status === 'generated' || card.organisationId === null) {
    throw new DomainError(CARD_ACTIVATION_ERROR_CODES.notAllocated, CARD_ACTIVATION_ERROR_MESSAGES.notAllocated(card.shortId), 'rule');
  }
  if (card.status === 'lost') throw new DomainError(CARD_ACTIVATION_ERROR_CODES.lost, CARD_ACTIVATION_ERROR_MESSAGES.lost(card.shortId), 'rule');
  const address = normaliseEmail(email);
  if (card.personId !== null) {
    if (holderEmail !== address) {
      const msg = CARD_ACTIVATION_ERROR_MESSAGES.otherHolder(card.shortId);
      throw new DomainError(CARD_ACTIVATION_ERROR_CODES.otherHolder, msg, 'validation', [{ path: 'email', msg }]);
    }
    return card.personId;
  }
  if (personWithEmail === null) {
    const msg = CARD_ACTIVATION_ERROR_MESSAGES.noPerson(organisationName);
    throw new DomainError(CARD_ACTIVATION_ERROR_CODES.noPerson, msg, 'validation', [{ path: 'email', msg }]);
  }
  return personWithEmail;
};

export type CardActivationRequested = DomainEvent<'CardActivationRequested', { cardId: string; organisationId: string; personId: string; email: string; tokenHash: string; requestedAt: string; expiresAt: string }>;
export type CardActivated = DomainEvent<'CardActivated', { cardId: string; organisationId: string; personId: string; email: string; activatedAt: string }>;
export type CardActivationEvent = CardActivationRequested | CardActivated;
export const CARD_ACTIVATION_EVENT_TYPES: readonly CardActivationEvent['type'][] = ['CardActivationRequested', 'CardActivated'];

export type RequestCardActivation = Command<'RequestCardActivation', { candidate: ActivationCandidate; email: string; tokenHash: string; lifetimeSeconds: number }, CommandMetadata>;
/** The link's secret; the person the card opens is the one the link was sent for. */
export type ActivateCard = Command<'ActivateCard', { tokenHash: string }, CommandMetadata>;
export type CardActivationCommand = RequestCardActivation | ActivateCard;

export interface CardActivationState {
  cardId: string;
  organisationId: string;
  /** The link in force: whose, for which address, its secret's hash, until when; and whether it was used. */
  request: { personId: string; email: string; tokenHash: string; expiresAt: string; used: boolean } | null;
  activatedFor: string | null;
}

export const CARD_ACTIVATION_STREAM_CATEGORY = 'cardactivation';
/** `cardactivation-<cardId>` */
export const cardActivationStreamId = (cardId: string): string => streamId(CARD_ACTIVATION_STREAM_CATEGORY, cardId);

const linkRefusal = (code: 'linkInvalid' | 'linkExpired') =>
  new DomainError(CARD_ACTIVATION_ERROR_CODES[code], CARD_ACTIVATION_ERROR_MESSAGES[code], 'validation', [{ path: 'token', msg: CARD_ACTIVATION_ERROR_MESSAGES[code] }]);

const evolve = (state: CardActivationState, event: CardActivationEvent): CardActivationState => {
  switch (event.type) {
    case 'CardActivationRequested': {
      const { cardId, organisationId, personId, email, tokenHash, expiresAt } = event.data;
      return { ...state, cardId, organisationId, request: { personId, email, tokenHash, expiresAt, used: false } };
    }
    case 'CardActivated':
      return { ...state, request: state.request && { ...state.request, used: true }, activatedFor: event.data.personId };
    default:
      return assertNever(event);
  }
};

const decide = (command: CardActivationCommand, state: CardActivationState): CardActivationEvent[] => {
  const { metadata } = command;
  switch (command.type) {
    case 'RequestCardActivation': {
      const { candidate, tokenHash, lifetimeSeconds } = command.data;
      const personId = activationPerson(candidate, command.data.email);
      const expiresAt = new Date(Date.parse(metadata.now) + lifetimeSeconds * 1000).toISOString();
      return [
        {
          type: 'CardActivationRequested',
          data: { cardId: candidate.card.cardId, organisationId: candidate.card.organisationId as string, personId, email: normaliseEmail(command.data.email), tokenHash, requestedAt: metadata.now, expiresAt },
        },
      ];
    }
    case 'ActivateCard': {
      const { request } = state;
      if (request === null || request.tokenHash !== command.data.tokenHash) throw linkRefusal('linkInvalid');
      // The same link again, once it worked, answers the same Profyle.
      if (request.used) return [];
      if (metadata.now >= request.expiresAt) throw linkRefusal('linkExpired');
      return [{ type: 'CardActivated', data: { cardId: state.cardId, organisationId: state.organisationId, personId: request.personId, email: request.email, activatedAt: metadata.now } }];
    }
    default:
      return assertNever(command);
  }
};

export const cardActivationDecider: Decider<CardActivationCommand, CardActivationEvent, CardActivationState> = {
  initialState: () => ({ cardId: '', organisationId: '', request: null, activatedFor: null }),
  evolve,
  decide,
};
