import { Body, Controller, Headers, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { type WebhookSettings, webhookSettingsBodySchema, webhookSettingsSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { parseIfMatch, setEtag } from '../../../../shared/http/etag';
import { validInput } from '../../../../shared/http/valid-input';
import { endpointIdOf } from '../../webhook-settings';
import { SaveWebhookCommand } from './save-webhook.command';
import type { SaveWebhookResult } from './save-webhook.handler';

/** PUT /v1/enterprise/{orgId}/webhooks/{id} {enabled, url, secret, events}: 200 with the settings and their ETag. */
@Controller('v1/enterprise/:orgId/webhooks')
export class SaveWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Save a webhook endpoint (all settings; If-Match optional)', body: webhookSettingsBodySchema, responses: { 200: webhookSettingsSchema } })
  @Put(':id')
  async save(
    @Param('id') id: string,
    @Body() body: unknown,
    @CommandMeta() meta: CommandMetadata,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<WebhookSettings> {
    const endpointId = endpointIdOf(id);
    const settings = validInput(webhookSettingsBodySchema, body);
    const result = await this.commands.execute<SaveWebhookCommand, SaveWebhookResult>(new SaveWebhookCommand(endpointId, settings, meta, parseIfMatch(ifMatch)));
    setEtag(response, result.revision);
    return result.settings;
  }
}
