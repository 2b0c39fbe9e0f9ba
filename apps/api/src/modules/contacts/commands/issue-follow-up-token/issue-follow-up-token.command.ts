import type { CommandMetadata } from '@profyle/domain';

export class IssueFollowUpTokenCommand {
  constructor(
    readonly ownerId: string,
    readonly introductionId: string,
    readonly metadata: CommandMetadata,
  ) {}
}
