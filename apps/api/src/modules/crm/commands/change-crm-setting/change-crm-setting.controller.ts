import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type CrmConnectionView, crmConnectionViewSchema, crmSettingBodySchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { providerOf } from '../../crm-connection';
import { crmParamsSchema } from '../../crm-params';
import { ChangeCrmSettingCommand } from './change-crm-setting.command';

/** PATCH /v1/enterprise/{orgId}/integrations/hubspot {setting: create_lead, value} (spec 002 section 7): 200 with the connection. */
@Controller('v1/enterprise/:orgId/integrations')
export class ChangeCrmSettingController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: "Change a CRM connection's setting (HubSpot: create_lead)", params: crmParamsSchema, body: crmSettingBodySchema, responses: { 200: crmConnectionViewSchema } })
  @Patch(':provider')
  change(@Param('provider') provider: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<CrmConnectionView> {
    const chosen = providerOf(provider);
    return this.commands.execute<ChangeCrmSettingCommand, CrmConnectionView>(new ChangeCrmSettingCommand(chosen, validInput(crmSettingBodySchema, body), meta));
  }
}
