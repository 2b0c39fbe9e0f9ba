import type { WebhookReplayBody } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';

/** Send again, marked as replays, the endpoint's deliveries since a time or an event. */
export class ReplayWebhookCommand {
  constructor(
    readonly endpointId: string,
    readonly body: WebhookReplayBody,
    readonly metadata: CommandMetadata,
  ) {}
}
