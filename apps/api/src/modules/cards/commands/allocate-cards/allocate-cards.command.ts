import type { CommandMetadata } from '@profyle/domain';

export class AllocateCardsCommand {
  constructor(
    readonly cardIds: string[],
    readonly demo: boolean,
    readonly designId: string,
    readonly orderId: string | null,
    readonly metadata: CommandMetadata,
  ) {}
}
