import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { type WebhookSettings, webhookSettingsSchema } from '@profyle/contracts';
import type { WebhookEndpointDoc } from '@profyle/projector';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { setEtag } from '../../../../shared/http/etag';
import { endpointIdOf, settingsFromDoc } from '../../webhook-settings';
import { GetWebhookQuery } from './get-webhook.query';

/**
 * GET /v1/enterprise/{orgId}/webhooks/{id}: the settings form, secret included (it is the organisation's
 * own, and its subscribers need it), with the endpoint's ETag. An endpoint never saved answers empty
 * settings (`configured: false`), so the form for `default` always opens.
 */
@Controller('v1/enterprise/:orgId/webhooks')
export class GetWebhookController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: "A webhook endpoint's settings", responses: { 200: webhookSettingsSchema } })
  @Get(':id')
  async get(@Param('orgId') orgId: string, @Param('id') id: string, @Res({ passthrough: true }) response: Response): Promise<WebhookSettings> {
    const endpointId = endpointIdOf(id);
    const doc = await this.queries.execute<GetWebhookQuery, WebhookEndpointDoc | null>(new GetWebhookQuery(orgId, endpointId));
    setEtag(response, doc?.revision ?? null);
    return settingsFromDoc(endpointId, doc);
  }
}
