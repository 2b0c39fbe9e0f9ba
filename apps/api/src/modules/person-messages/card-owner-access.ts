import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES, DomainError } from '@profyle/domain';
import { canActOn, type Principal } from '../../shared/auth/principal';
import type { ProfyleOwner, ProfyleOwners } from './services/profyle-owners';

/**
 * The /v1/cards/{cardId} routes carry no organisation in their path: the card's person is looked up
 * first, and a principal who may not act on that person's organisation is told the card is not found
 * (never that it exists elsewhere).
 */
export const ownerForPrincipal = async (owners: ProfyleOwners, cardId: string, principal: Principal): Promise<ProfyleOwner> => {
  const owner = await owners.byCard(cardId);
  if (!canActOn(principal, owner.person.organisation_id)) throw new DomainError(CARD_ERROR_CODES.notFound, CARD_ERROR_MESSAGES.notFound, 'not_found');
  return owner;
};
