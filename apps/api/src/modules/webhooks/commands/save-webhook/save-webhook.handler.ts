import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WebhookSettings } from '@profyle/contracts';
import { webhookEndpointDecider, webhookStreamId } from '@profyle/domain';
import { generateWebhookSecret, WebhookUrlGuard } from '@profyle/infrastructure';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { assertSafeUrl, settingsFromState } from '../../webhook-settings';
import { SaveWebhookCommand } from './save-webhook.command';

export interface SaveWebhookResult {
  settings: WebhookSettings;
  revision: number | null;
}

/**
 * Decides first (the domain's refusals touch nothing and need no DNS), then checks where the URL
 * resolves to when the endpoint is enabled (a disabled one may keep a URL that no longer resolves, so
 * it can always be switched off), then appends. The secret is generated here, never in the domain.
 */
@CommandHandler(SaveWebhookCommand)
export class SaveWebhookHandler implements ICommandHandler<SaveWebhookCommand, SaveWebhookResult> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(WebhookUrlGuard) private readonly guard: WebhookUrlGuard,
  ) {}

  async execute({ endpointId, body, metadata, ifMatch }: SaveWebhookCommand): Promise<SaveWebhookResult> {
    const stream = webhookStreamId(metadata.organisationId, endpointId);
    const { state } = await this.shell.load(stream, webhookEndpointDecider);
    const secret = body.secret === null ? state.secret || generateWebhookSecret() : body.secret || generateWebhookSecret();
    const execution = {
      streamId: stream,
      decider: webhookEndpointDecider,
      command: {
        type: 'ConfigureWebhookEndpoint' as const,
        data: { endpointId, enabled: body.enabled, url: body.url, secret, events: body.events, urlPolicy: { allowLoopbackHttp: this.runtime.config.WEBHOOKS_ALLOW_LOOPBACK } },
        metadata,
      },
      ifMatch,
    };
    await this.shell.dryRun(execution);
    if (body.enabled && body.url !== '') assertSafeUrl(await this.guard.check(body.url));

    const saved = await this.shell.execute(execution);
    await this.runtime.awaitProjections(saved.position);
    const after = await this.shell.load(stream, webhookEndpointDecider);
    return { settings: settingsFromState(endpointId, after.state), revision: after.revision };
  }
}
