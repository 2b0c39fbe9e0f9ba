import type { CommandMetadata, SubscriptionType } from '@profyle/domain';

export class AssignSubscriptionCommand {
  constructor(
    readonly personId: string,
    readonly type: SubscriptionType,
    readonly cardShortCode: string | null,
    readonly sendEmail: boolean,
    readonly metadata: CommandMetadata,
    readonly ifMatch?: number,
  ) {}
}
