import type { CommandMetadata } from '@profyle/domain';

/** The superadmin assigns cards to an order: each card is allocated to the organisation for this order. */
export class AssignOrderCardsCommand {
  constructor(
    readonly orderId: string,
    readonly cardIds: string[],
    readonly demo: boolean,
    readonly designId: string,
    readonly metadata: CommandMetadata,
  ) {}
}
