import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type CrmTestResult, crmTestResultSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { providerOf } from '../../crm-connection';
import { crmParamsSchema } from '../../crm-params';
import { SendCrmTestLeadCommand } from './send-crm-test-lead.command';

/**
 * POST /v1/enterprise/{orgId}/integrations/{pipedrive|hubspot}/test, empty body (spec 002 section 7):
 * creates a test lead. 200 {success, message, log_ids} whatever the CRM answered; 400 when not connected.
 */
@Controller('v1/enterprise/:orgId/integrations')
export class SendCrmTestLeadController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Send a test lead to the connected CRM', params: crmParamsSchema, responses: { 200: crmTestResultSchema } })
  @Post(':provider/test')
  @HttpCode(HttpStatus.OK)
  send(@Param('provider') provider: string, @CommandMeta() meta: CommandMetadata): Promise<CrmTestResult> {
    return this.commands.execute<SendCrmTestLeadCommand, CrmTestResult>(new SendCrmTestLeadCommand(providerOf(provider), meta));
  }
}
