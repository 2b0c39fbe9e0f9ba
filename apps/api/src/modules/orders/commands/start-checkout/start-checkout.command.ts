import type { CommandMetadata } from '@profyle/domain';

/** Opens a checkout session of the card payment provider for an order awaiting payment. */
export class StartCheckoutCommand {
  constructor(
    readonly orderId: string,
    /** The portal's origin, for the page the customer returns to. */
    readonly origin: string,
    readonly metadata: CommandMetadata,
  ) {}
}

export interface StartedCheckout {
  orderId: string;
  sessionId: string;
  clientSecret: string;
}
