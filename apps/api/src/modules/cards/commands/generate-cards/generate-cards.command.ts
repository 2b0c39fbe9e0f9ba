import type { CommandMetadata } from '@profyle/domain';

/** A free card's colour and affiliate, when the generated cards are free cards (POST /v2/cards). */
export interface FreeCardTerms {
  colour: string;
  affiliateId: string | null;
}

export class GenerateCardsCommand {
  constructor(
    readonly count: number,
    readonly metadata: CommandMetadata,
    readonly free: FreeCardTerms | null = null,
  ) {}
}
