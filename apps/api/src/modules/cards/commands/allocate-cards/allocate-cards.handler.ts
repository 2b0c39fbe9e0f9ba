import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CardAllocationResult } from '@profyle/contracts';
import { assertOrganisationExists, type CardDesign, cardShortIdOf, isDomainError, organisationDecider, organisationStreamId } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { designsProjection } from '@profyle/projector';
import { readModel } from '../../../../shared/read-model/read-model';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { onCard } from '../../card-streams';
import { AllocateCardsCommand } from './allocate-cards.command';

/**
 * Each card is its own result: the card takes the organisation (refused when it does not exist, is
 * lost or is another organisation's), then the organisation's pool takes the card (refused when it has
 * it already). Both steps are safe to repeat, so a card whose allocation was interrupted is allocated
 * by sending it again.
 */
@CommandHandler(AllocateCardsCommand)
export class AllocateCardsHandler implements ICommandHandler<AllocateCardsCommand, CardAllocationResult[]> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** The design as the cards carry it: its name and image when it is this organisation's or a stock design. */
  private async design(designId: string, organisationId: string): Promise<CardDesign> {
    const known = await readModel(this.store, designsProjection).get(designId);
    if (!known || (known.organisation_id !== organisationId && !known.stock)) return { id: designId, name: null, imageUrl: null };
    return { id: designId, name: known.name, imageUrl: known.imageUrl };
  }

  async execute({ cardIds, demo, designId, orderId, metadata }: AllocateCardsCommand): Promise<CardAllocationResult[]> {
    const organisation = organisationStreamId(metadata.organisationId);
    assertOrganisationExists((await this.shell.load(organisation, organisationDecider)).state);
    const design = await this.design(designId, metadata.organisationId);
    const results: CardAllocationResult[] = [];
    let position: number | null = null;
    for (const cardId of cardIds) {
      const shortId = cardShortIdOf(cardId);
      try {
        await this.shell.execute(onCard({ type: 'AllocateCard', data: { cardId, demo, design, orderId }, metadata }));
        const pooled = await this.shell.execute({
          streamId: organisation,
          decider: organisationDecider,
          command: { type: 'AllocateNfcCard', data: { cardId, cardShortCode: shortId, demo }, metadata },
        });
        position = pooled.position ?? position;
        results.push({ card_id: cardId, short_id: shortId, success: true, error: null });
      } catch (error) {
        if (!isDomainError(error)) throw error;
        results.push({ card_id: cardId, short_id: shortId, success: false, error: error.message });
      }
    }
    await this.runtime.awaitProjections(position);
    return results;
  }
}
