import type { CommandMetadata } from '@profyle/domain';

export class ErasePersonCommand {
  constructor(
    readonly personId: string,
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {}
}
