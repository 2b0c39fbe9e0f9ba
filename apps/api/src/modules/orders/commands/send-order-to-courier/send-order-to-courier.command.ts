import type { CommandMetadata } from '@profyle/domain';

export class SendOrderToCourierCommand {
  constructor(
    readonly orderId: string,
    readonly metadata: CommandMetadata,
  ) {}
}
