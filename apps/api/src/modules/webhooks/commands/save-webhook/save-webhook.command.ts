import type { WebhookSettingsBody } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';

/** Replace the whole configuration of one endpoint of the organisation in `metadata`. */
export class SaveWebhookCommand {
  constructor(
    readonly endpointId: string,
    readonly body: WebhookSettingsBody,
    readonly metadata: CommandMetadata,
    readonly ifMatch?: number,
  ) {}
}
