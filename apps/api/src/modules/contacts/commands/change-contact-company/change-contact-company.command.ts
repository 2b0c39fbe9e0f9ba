import type { CommandMetadata } from '@profyle/domain';

export class ChangeContactCompanyCommand {
  constructor(
    readonly ownerId: string,
    readonly introductionId: string,
    readonly company: string,
    readonly metadata: CommandMetadata,
  ) {}
}
