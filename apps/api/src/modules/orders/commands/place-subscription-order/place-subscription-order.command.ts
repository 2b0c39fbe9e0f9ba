import type { CommandMetadata, SubscriptionOrderForm } from '@profyle/domain';

export class PlaceSubscriptionOrderCommand {
  constructor(
    readonly form: SubscriptionOrderForm,
    readonly metadata: CommandMetadata,
  ) {}
}
