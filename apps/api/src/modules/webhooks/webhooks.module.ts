import { Module } from '@nestjs/common';
import { SaveWebhookController } from './commands/save-webhook/save-webhook.controller';
import { SaveWebhookHandler } from './commands/save-webhook/save-webhook.handler';
import { SendTestEventController } from './commands/send-test-event/send-test-event.controller';
import { SendTestEventHandler } from './commands/send-test-event/send-test-event.handler';
import { ReplayWebhookController } from './commands/replay-webhook/replay-webhook.controller';
import { ReplayWebhookHandler } from './commands/replay-webhook/replay-webhook.handler';
import { GetWebhookController } from './queries/get-webhook/get-webhook.controller';
import { GetWebhookHandler } from './queries/get-webhook/get-webhook.handler';
import { GetWebhookLogController } from './queries/get-webhook-log/get-webhook-log.controller';
import { GetWebhookLogHandler } from './queries/get-webhook-log/get-webhook-log.handler';
import { ListWebhookLogsController } from './queries/list-webhook-logs/list-webhook-logs.controller';
import { ListWebhookLogsHandler } from './queries/list-webhook-logs/list-webhook-logs.handler';
import { webhookDeliveryProviders } from './webhook-delivery.providers';

/**
 * Webhook endpoints of an organisation (spec 002 Integrations): settings, test sends and logs.
 * Deliveries of real events are the delivery worker's (apps/projector/src/consumers/webhooks).
 */
@Module({
  controllers: [GetWebhookController, SaveWebhookController, SendTestEventController, ReplayWebhookController, ListWebhookLogsController, GetWebhookLogController],
  providers: [...webhookDeliveryProviders, GetWebhookHandler, SaveWebhookHandler, SendTestEventHandler, ReplayWebhookHandler, ListWebhookLogsHandler, GetWebhookLogHandler],
})
export class WebhooksModule {}
