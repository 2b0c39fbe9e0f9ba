/**
 * The consumers the workers process runs (`apps/projector/dist/workers.js`), one consumer group each.
 * Add a consumer by appending its registration; the workers process builds and runs every entry.
 */
import type { ConsumerRegistration } from './consumer-runner';
import { webhooksConsumerRegistration } from './webhooks/webhooks.registration';
import { introMailConsumerRegistration } from './intro-mail/intro-mail.consumer';
import { crmSyncConsumerRegistrations } from './crm-sync/crm-sync.consumer';
import { contactEnrichmentConsumerRegistration } from './contact-enrichment/contact-enrichment.consumer';
import { subscriptionEndedConsumerRegistration } from './person-notices/subscription-ended.consumer';

export * from './consumer-runner';
export * from './start-consumers';
export * from './crm-sync';
export { WEBHOOK_DELIVERY_COLLECTION, type WebhookDeliveryDoc } from './webhooks/webhook-deliveries';

export const registeredConsumers: readonly ConsumerRegistration[] = [
  webhooksConsumerRegistration,
  introMailConsumerRegistration,
  contactEnrichmentConsumerRegistration,
  subscriptionEndedConsumerRegistration,
  ...crmSyncConsumerRegistrations,
];
export { composeLetter, type Letter, subscriptionEndedLetter } from './mail/person-letters';
export * from './webhooks/webhook-replay';
