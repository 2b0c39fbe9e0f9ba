import type { CommandMetadata } from '@profyle/domain';

export class ChangeContactTagsCommand {
  constructor(
    readonly ownerId: string,
    readonly introductionId: string,
    readonly tags: string[],
    readonly metadata: CommandMetadata,
  ) {}
}
