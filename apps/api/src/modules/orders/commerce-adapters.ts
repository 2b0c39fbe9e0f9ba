import { ClickAndDropCourier, COURIER, EmbeddedPaymentProvider, PAYMENT_PROVIDER, READ_STORE, type ReadStore, SimulatedCourier, StripePaymentProvider } from '@profyle/infrastructure';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';

/** The payment provider and the courier the configuration names (PAYMENTS, COURIER). */
export const commerceAdapters = [
  {
    provide: PAYMENT_PROVIDER,
    inject: [RUNTIME, READ_STORE],
    useFactory: ({ config }: Runtime, store: ReadStore) =>
      config.PAYMENTS === 'stripe'
        ? new StripePaymentProvider({
            secretKey: config.STRIPE_SECRET_KEY as string,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET as string,
            publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
            apiUrl: config.STRIPE_API_URL,
          })
        : new EmbeddedPaymentProvider(store),
  },
  {
    provide: COURIER,
    inject: [RUNTIME],
    useFactory: ({ config }: Runtime) =>
      config.COURIER === 'click-and-drop' ? new ClickAndDropCourier({ baseUrl: config.CLICK_AND_DROP_URL, apiKey: config.CLICK_AND_DROP_API_KEY as string }) : new SimulatedCourier(),
  },
];
