import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CardDetail, CardHistoryItem } from '@profyle/contracts';
import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES, type CardEvent, cardStreamId, DomainError, type RecordedEvent } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { cardsListProjection } from '@profyle/projector';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { readModel } from '../../../../shared/read-model/read-model';
import { cardView, personNames } from '../../card-view';
import { GetCardQuery } from './get-card.query';

/** A free card's colour is set before any organisation holds it: no organisation's history shows it. */
const ACTIONS: Record<Exclude<CardEvent['type'], 'CardMadeFree'>, CardHistoryItem['action']> = {
  CardGenerated: 'generated',
  CardAllocated: 'allocated',
  CardAssigned: 'assigned',
  CardReleased: 'released',
  CardEnabled: 'enabled',
  CardDisabled: 'disabled',
  CardReset: 'reset',
  CardRegisteredLost: 'lost',
};

/** What the card's own stream records, newest first; before allocation it is the superadmins' business only. */
const historyOf = (events: RecordedEvent[], allocatedAt: string | null): CardHistoryItem[] =>
  events
    .filter((event) => event.type in ACTIONS && (allocatedAt === null || event.metadata.occurredAt >= allocatedAt))
    .map((event) => ({
      at: event.metadata.occurredAt,
      action: ACTIONS[event.type as keyof typeof ACTIONS],
      by: event.metadata.actor.email ?? event.metadata.actor.userId,
      person_id: (event.data as { personId?: string | null }).personId ?? null,
    }))
    .reverse();

/** A card of this organisation with its history; another organisation's card is not in this one. */
@QueryHandler(GetCardQuery)
export class GetCardHandler implements IQueryHandler<GetCardQuery, CardDetail> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(CommandShell) private readonly shell: CommandShell,
  ) {}

  async execute({ organisationId, cardId }: GetCardQuery): Promise<CardDetail> {
    const doc = await readModel(this.store, cardsListProjection).get(cardId);
    if (!doc) throw new DomainError(CARD_ERROR_CODES.notFound, CARD_ERROR_MESSAGES.notFound, 'not_found');
    if (doc.organisation_id !== organisationId) throw new DomainError(CARD_ERROR_CODES.notInOrganisation, CARD_ERROR_MESSAGES.notInOrganisation, 'not_found');
    const [names, events] = await Promise.all([personNames(this.store, organisationId, [doc.person_id]), this.shell.history(cardStreamId(cardId))]);
    return { ...cardView(doc, names), organisation_id: organisationId, history: historyOf(events, doc.allocated_at) };
  }
}
