import type { CommandMetadata } from '@profyle/domain';

export class MakeFreeCardCommand {
  constructor(
    readonly cardId: string,
    readonly colour: string,
    readonly metadata: CommandMetadata,
  ) {}
}
