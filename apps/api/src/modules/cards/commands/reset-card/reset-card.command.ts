import type { CommandMetadata } from '@profyle/domain';

export class ResetCardCommand {
  constructor(
    readonly cardId: string,
    readonly metadata: CommandMetadata,
  ) {}
}
