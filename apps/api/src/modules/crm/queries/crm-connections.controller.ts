import { Controller, Get, Inject, Param } from '@nestjs/common';
import {
  type CrmConnectionView,
  crmConnectionViewSchema,
  type CrmLogEntry,
  crmLogEntrySchema,
  type CrmLogList,
  crmLogListSchema,
  type IntegrationsOverview,
  integrationsOverviewSchema,
  TEXT_LIMITS,
} from '@profyle/contracts';
import { CRM_PROVIDERS } from '@profyle/domain';
import { CrmLogStore, READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { organisationsProjection, webhookEndpointsProjection } from '@profyle/projector';
import { z } from 'zod';
import { ApiContract } from '../../../shared/openapi/api-contract';
import { readModel } from '../../../shared/read-model/read-model';
import { crmLogNotFound, providerOf } from '../crm-connection';
import { CrmConnectionReader } from '../crm-connection.reader';
import { crmLogParamsSchema, crmParamsSchema } from '../crm-params';

/**
 * What the integration pages read (spec 002 sections 2, 3 and 9): every card's state in one call, a CRM
 * connection (never its tokens), and its logs (the latest 100, newest first, none past 28 days).
 */
@Controller('v1/enterprise/:orgId/integrations')
export class CrmConnectionsController {
  constructor(
    @Inject(CrmConnectionReader) private readonly reader: CrmConnectionReader,
    @Inject(CrmLogStore) private readonly logs: CrmLogStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @ApiContract({ summary: 'Every integration of the organisation and whether it is on', params: z.object({ orgId: z.string().min(1).max(TEXT_LIMITS.token) }), responses: { 200: integrationsOverviewSchema } })
  @Get()
  async overview(@Param('orgId') orgId: string): Promise<IntegrationsOverview> {
    const [crm, endpoints, organisation] = await Promise.all([
      Promise.all(CRM_PROVIDERS.map((provider) => this.reader.view(orgId, provider))),
      readModel(this.store, webhookEndpointsProjection).find({ organisation_id: orgId, configured: true }, { sort: [['endpoint_id', 1]], limit: 50 }),
      readModel(this.store, organisationsProjection).get(orgId),
    ]);
    const features = organisation?.features as { exchange?: { bcc?: string } } | undefined;
    return {
      crm,
      webhooks: endpoints.map((endpoint) => ({ id: endpoint.endpoint_id, enabled: endpoint.enabled, url: endpoint.url })),
      bcc: features?.exchange?.bcc ?? '',
      ga4id: (organisation?.ga4id as string | undefined) ?? '',
    };
  }

  @ApiContract({ summary: "A CRM connection: connected or not, to which account, its settings (never its tokens)", params: crmParamsSchema, responses: { 200: crmConnectionViewSchema } })
  @Get(':provider')
  connection(@Param('orgId') orgId: string, @Param('provider') provider: string): Promise<CrmConnectionView> {
    return this.reader.view(orgId, providerOf(provider));
  }

  @ApiContract({ summary: "The latest 100 exchanges with the CRM, newest first", params: crmParamsSchema, responses: { 200: crmLogListSchema } })
  @Get(':provider/logs')
  async list(@Param('orgId') orgId: string, @Param('provider') provider: string): Promise<CrmLogList> {
    const data = await this.logs.latest(orgId, providerOf(provider), new Date());
    return { data, total: data.length };
  }

  @ApiContract({ summary: 'One exchange with the CRM, with its request and response (secrets redacted)', params: crmLogParamsSchema, responses: { 200: crmLogEntrySchema } })
  @Get(':provider/logs/:logId')
  async log(@Param('orgId') orgId: string, @Param('provider') provider: string, @Param('logId') logId: string): Promise<CrmLogEntry> {
    const entry = await this.logs.get(orgId, providerOf(provider), logId, new Date());
    if (!entry) throw crmLogNotFound();
    return entry;
  }
}
