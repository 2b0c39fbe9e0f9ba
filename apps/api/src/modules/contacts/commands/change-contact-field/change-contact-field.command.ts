import type { CommandMetadata } from '@profyle/domain';

export class ChangeContactFieldCommand {
  constructor(
    readonly ownerId: string,
    readonly introductionId: string,
    readonly field: string,
    readonly value: string,
    readonly metadata: CommandMetadata,
  ) {}
}
