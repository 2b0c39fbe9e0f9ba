import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WEBHOOK_REPLAY_MESSAGES, type WebhookReplayResult } from '@profyle/contracts';
import { DomainError, eventUpcasters, webhookEndpointDecider, webhookStreamId } from '@profyle/domain';
import { EVENT_STORE, type EventStore, READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { planWebhookReplay, queueWebhookReplay } from '@profyle/projector';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { ReplayWebhookCommand } from './replay-webhook.command';

/**
 * Decides first (the endpoint must be enabled; the start and the events must make sense), then finds
 * the organisation's events since that point in the log (an unknown start event is a 404 and records
 * nothing), then records the replay on the endpoint's stream and queues one delivery per event. The
 * delivery worker sends them as it sends any delivery: signed, retried, logged.
 */
@CommandHandler(ReplayWebhookCommand)
export class ReplayWebhookHandler implements ICommandHandler<ReplayWebhookCommand, WebhookReplayResult> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async execute({ endpointId, body, metadata }: ReplayWebhookCommand): Promise<WebhookReplayResult> {
    const replayId = `rpl_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
    const execution = {
      streamId: webhookStreamId(metadata.organisationId, endpointId),
      decider: webhookEndpointDecider,
      command: { type: 'RequestWebhookReplay' as const, data: { endpointId, replayId, fromTime: body.from, fromEventId: body.from_event_id, events: body.events }, metadata },
    };
    const { events: [requested] } = await this.shell.dryRun(execution);
    if (requested?.type !== 'WebhookReplayRequested') throw new Error('a replay always records its request');
    const plan = await planWebhookReplay(this.events, {
      organisationId: metadata.organisationId,
      fromTime: requested.data.fromTime,
      fromEventId: requested.data.fromEventId,
      events: requested.data.events,
      upcast: (event) => eventUpcasters.upcast(event),
    });
    if (!plan) {
      const msg = WEBHOOK_REPLAY_MESSAGES.eventNotFound(body.from_event_id ?? '');
      throw new DomainError('webhook.replay_event_not_found', msg, 'not_found', [{ path: 'from_event_id', msg }]);
    }
    const recorded = await this.shell.execute(execution);
    const queued = await queueWebhookReplay(this.store, { organisation_id: metadata.organisationId, endpoint_id: endpointId }, { replayId, requestedAt: metadata.now }, plan.events);
    await this.runtime.awaitProjections(recorded.position);
    return { replay_id: replayId, queued, next_event_id: plan.nextEventId };
  }
}
