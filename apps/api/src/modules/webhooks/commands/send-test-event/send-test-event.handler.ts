import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WEBHOOK_TEST_DATA_MESSAGE, WEBHOOK_TEST_EVENT, type WebhookMessageBody, type WebhookTestData, type WebhookTestResult } from '@profyle/contracts';
import { webhookEndpointDecider, webhookStreamId } from '@profyle/domain';
import { attemptWebhook, newWebhookMessageId, WebhookLogStore, WebhookSender, WebhookUrlGuard } from '@profyle/infrastructure';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { assertSafeUrl } from '../../webhook-settings';
import { SendTestEventCommand } from './send-test-event.command';

/**
 * The test goes out right away, through the same sender and log as real deliveries, and is recorded
 * on the endpoint's stream (without the secret) for the audit log. One attempt, no retries: the answer
 * says how it went, and the log entry holds the request and the response.
 */
@CommandHandler(SendTestEventCommand)
export class SendTestEventHandler implements ICommandHandler<SendTestEventCommand, WebhookTestResult> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(WebhookUrlGuard) private readonly guard: WebhookUrlGuard,
    @Inject(WebhookSender) private readonly sender: WebhookSender,
    @Inject(WebhookLogStore) private readonly logs: WebhookLogStore,
  ) {}

  async execute({ endpointId, body, metadata }: SendTestEventCommand): Promise<WebhookTestResult> {
    const stream = webhookStreamId(metadata.organisationId, endpointId);
    const { state } = await this.shell.load(stream, webhookEndpointDecider);
    const url = body.url || state.url;
    const secret = body.secret || state.secret;
    const messageId = newWebhookMessageId();
    const execution = {
      streamId: stream,
      decider: webhookEndpointDecider,
      command: {
        type: 'RequestWebhookTest' as const,
        data: { endpointId, messageId, url, secret, urlPolicy: { allowLoopbackHttp: this.runtime.config.WEBHOOKS_ALLOW_LOOPBACK } },
        metadata,
      },
    };
    await this.shell.dryRun(execution);
    assertSafeUrl(await this.guard.check(url.trim()));
    const recorded = await this.shell.execute(execution);

    const at = new Date();
    const data: WebhookTestData = { organisation_id: metadata.organisationId, endpoint_id: endpointId, message: WEBHOOK_TEST_DATA_MESSAGE };
    const message: WebhookMessageBody<WebhookTestData> = { type: WEBHOOK_TEST_EVENT, timestamp: at.toISOString(), data };
    const { attempt, entry } = await attemptWebhook(this.sender, this.logs, {
      organisationId: metadata.organisationId,
      endpointId,
      messageId,
      event: WEBHOOK_TEST_EVENT,
      attempt: 1,
      at,
      url: url.trim(),
      secret: secret.trim(),
      body: JSON.stringify(message),
    });
    await this.runtime.awaitProjections(recorded.position);
    return { messageId, logId: entry.id, code: attempt.code, isOk: attempt.isOk };
  }
}
