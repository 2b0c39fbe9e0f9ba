import type { WebhookTestBody } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';

/** Send one signed `webhook.test` message to the form's URL with the form's secret (blank: the saved ones). */
export class SendTestEventCommand {
  constructor(
    readonly endpointId: string,
    readonly body: WebhookTestBody,
    readonly metadata: CommandMetadata,
  ) {}
}
