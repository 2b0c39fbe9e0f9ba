import type { CheckoutSessionInfo } from '@profyle/infrastructure';

/** The provider reports a checkout session (by its webhook, or when the customer returns). */
export class CompleteCheckoutCommand {
  constructor(
    readonly session: CheckoutSessionInfo,
    /** Who reported it: the provider's webhook, or the signed-in customer returning from checkout. */
    readonly reportedBy: { userId: string; email?: string },
  ) {}
}
