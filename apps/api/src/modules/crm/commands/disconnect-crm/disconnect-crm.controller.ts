import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type CrmConnectionView, crmConnectionViewSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { providerOf } from '../../crm-connection';
import { crmParamsSchema } from '../../crm-params';
import { DisconnectCrmCommand } from './disconnect-crm.command';

/** DELETE /v1/enterprise/{orgId}/oauth/{hubspot|pipedrive} (spec 002 section 7): 200 with the connection, now disconnected. */
@Controller('v1/enterprise/:orgId/oauth')
export class DisconnectCrmController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Disconnect a CRM (its authorisation is removed)', params: crmParamsSchema, responses: { 200: crmConnectionViewSchema } })
  @Delete(':provider')
  disconnect(@Param('provider') provider: string, @CommandMeta() meta: CommandMetadata): Promise<CrmConnectionView> {
    return this.commands.execute<DisconnectCrmCommand, CrmConnectionView>(new DisconnectCrmCommand(providerOf(provider), meta));
  }
}
