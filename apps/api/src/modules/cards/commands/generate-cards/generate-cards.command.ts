import type { CommandMetadata } from '@profyle/domain';

export class GenerateCardsCommand {
  constructor(
    readonly count: number,
    readonly metadata: CommandMetadata,
  ) {}
}
