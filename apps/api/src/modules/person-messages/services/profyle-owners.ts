import { Inject, Injectable } from '@nestjs/common';
import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES, DomainError, isCardId, normaliseCardId, PERSON_ERROR_CODES, PERSON_ERROR_MESSAGES } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { cardsListProjection, type OrganisationDoc, organisationsProjection, type PersonDetailDoc, personDetailProjection } from '@profyle/projector';
import { readModel } from '../../../shared/read-model/read-model';

export interface ProfyleOwner {
  person: PersonDetailDoc;
  organisation: OrganisationDoc | null;
}

/**
 * Who a Profyle belongs to: by person id inside an organisation, or by a card id (an NFC card's, or a
 * digital Profyle's) as the /v1/cards/{cardId} routes name it. Read from the read models.
 */
@Injectable()
export class ProfyleOwners {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async byPerson(organisationId: string, personId: string): Promise<ProfyleOwner> {
    const person = await readModel(this.store, personDetailProjection).get(personId);
    if (!person || person.organisation_id !== organisationId) throw new DomainError(PERSON_ERROR_CODES.notFound, PERSON_ERROR_MESSAGES.notFound, 'not_found');
    return { person, organisation: await readModel(this.store, organisationsProjection).get(organisationId) };
  }

  /** The person a card id opens: an NFC card held by them, or their digital Profyle. 'Card ID' when none. */
  async byCard(value: string): Promise<ProfyleOwner> {
    const cardId = normaliseCardId(value);
    const notFound = new DomainError(CARD_ERROR_CODES.notFound, CARD_ERROR_MESSAGES.notFound, 'not_found');
    if (!isCardId(cardId)) throw notFound;
    const card = await readModel(this.store, cardsListProjection).get(cardId);
    let personId = card?.person_id ?? null;
    if (!personId) {
      const [digital] = await readModel(this.store, personDetailProjection).find({ 'subscription.digital_id': cardId }, { limit: 1 });
      personId = digital?.person_id ?? null;
    }
    if (!personId) {
      if (card) throw new DomainError(CARD_ERROR_CODES.noPerson, CARD_ERROR_MESSAGES.noPerson, 'rule');
      throw notFound;
    }
    const person = await readModel(this.store, personDetailProjection).get(personId);
    if (!person) throw notFound;
    return { person, organisation: await readModel(this.store, organisationsProjection).get(person.organisation_id) };
  }
}
