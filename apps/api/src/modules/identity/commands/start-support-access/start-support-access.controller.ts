import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { supportAccessResponseSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import type { Principal } from '../../../../shared/auth/principal';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { StartSupportAccessCommand } from './start-support-access.command';

/**
 * POST /v1/enterprise/{orgId}/support-access (superadmin): the web calls it when a superadmin switches
 * into an organisation that is not their own; 200 {organisationId}. Every later command there carries
 * onBehalfOf in its metadata anyway; this records the moment of entry in the organisation's audit log.
 */
@Controller('v1/enterprise/:orgId/support-access')
export class StartSupportAccessController {
  constructor(private readonly commands: CommandBus) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: record entering another organisation', responses: { 200: supportAccessResponseSchema } })
  @Post()
  @HttpCode(HttpStatus.OK)
  async start(@Param('orgId') orgId: string, @CurrentPrincipal() principal: Principal) {
    await this.commands.execute(new StartSupportAccessCommand(orgId, principal));
    return { organisationId: orgId };
  }
}
