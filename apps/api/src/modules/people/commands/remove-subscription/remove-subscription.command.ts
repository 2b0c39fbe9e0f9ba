import type { CommandMetadata } from '@profyle/domain';

export class RemoveSubscriptionCommand {
  constructor(
    readonly personId: string,
    readonly metadata: CommandMetadata,
    readonly ifMatch?: number,
  ) {}
}
