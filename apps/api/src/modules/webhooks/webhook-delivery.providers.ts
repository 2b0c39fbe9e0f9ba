import type { Provider } from '@nestjs/common';
import { READ_STORE, type ReadStore, WebhookLogStore, WebhookSender, WebhookUrlGuard } from '@profyle/infrastructure';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';

/**
 * The delivery adapters the api uses for "Send test event" and for checking URLs on save: the same
 * classes the delivery worker uses, under the same WEBHOOKS_ALLOW_LOOPBACK setting.
 */
export const webhookDeliveryProviders: Provider[] = [
  { provide: WebhookUrlGuard, useFactory: (runtime: Runtime) => new WebhookUrlGuard({ allowLoopback: runtime.config.WEBHOOKS_ALLOW_LOOPBACK }), inject: [RUNTIME] },
  { provide: WebhookSender, useFactory: (guard: WebhookUrlGuard) => new WebhookSender({ guard }), inject: [WebhookUrlGuard] },
  { provide: WebhookLogStore, useFactory: (store: ReadStore) => new WebhookLogStore(store), inject: [READ_STORE] },
];
