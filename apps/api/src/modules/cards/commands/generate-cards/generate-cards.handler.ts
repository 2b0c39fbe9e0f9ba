import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { affiliateDecider, affiliateStreamId, AFFILIATE_ERROR_CODES, AFFILIATE_ERROR_MESSAGES, CARD_ERROR_CODES, cardShortIdDecider, cardShortIdOf, cardShortIdStreamId, DomainError, isDomainError } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { newCardId, onCard } from '../../card-streams';
import { type FreeCardTerms, GenerateCardsCommand } from './generate-cards.command';

/** Cards generated side by side: the appends of one batch share the event store's group commit. */
const CONCURRENCY = 32;
/** A short id is taken by another card about once in 16.7 million / (cards so far): a few tries suffice. */
const MAX_TRIES = 20;

/**
 * New card ids. Each card first reserves its short id (a stream per short id, so no two cards share
 * the code admins type), then is generated on its own stream; a free card is generated with its colour and
 * affiliate (an affiliate that does not exist is refused before any card is made).
 */
@CommandHandler(GenerateCardsCommand)
export class GenerateCardsHandler implements ICommandHandler<GenerateCardsCommand, string[]> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ count, metadata, free }: GenerateCardsCommand): Promise<string[]> {
    if (free?.affiliateId && !(await this.shell.load(affiliateStreamId(free.affiliateId), affiliateDecider)).state.exists) {
      throw new DomainError(AFFILIATE_ERROR_CODES.notFound, AFFILIATE_ERROR_MESSAGES.notFound, 'not_found', [{ path: 'affiliate_id', msg: AFFILIATE_ERROR_MESSAGES.notFound }]);
    }
    const ids: string[] = [];
    let position: number | null = null;
    for (let start = 0; start < count; start += CONCURRENCY) {
      const batch = await Promise.all(Array.from({ length: Math.min(CONCURRENCY, count - start) }, () => this.generateOne(metadata, free)));
      for (const card of batch) {
        ids.push(card.cardId);
        position = Math.max(position ?? 0, card.position ?? 0);
      }
    }
    await this.runtime.awaitProjections(position);
    return ids;
  }

  private async generateOne(metadata: GenerateCardsCommand['metadata'], free: FreeCardTerms | null): Promise<{ cardId: string; position: number | null }> {
    for (let attempt = 1; ; attempt++) {
      const cardId = newCardId();
      const shortId = cardShortIdOf(cardId);
      try {
        await this.shell.execute({ streamId: cardShortIdStreamId(shortId), decider: cardShortIdDecider, command: { type: 'ReserveCardShortId', data: { shortId, cardId }, metadata } });
      } catch (error) {
        if (isDomainError(error) && error.code === CARD_ERROR_CODES.shortCodeTaken && attempt < MAX_TRIES) continue;
        throw error;
      }
      const generated = await this.shell.execute(onCard({ type: 'GenerateCard', data: free ? { cardId, free } : { cardId }, metadata }));
      return { cardId, position: generated.position };
    }
  }
}
