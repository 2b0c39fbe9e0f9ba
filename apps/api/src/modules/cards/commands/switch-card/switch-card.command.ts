import type { CommandMetadata } from '@profyle/domain';

export class SwitchCardCommand {
  constructor(
    readonly cardId: string,
    readonly enabled: boolean,
    readonly metadata: CommandMetadata,
  ) {}
}
