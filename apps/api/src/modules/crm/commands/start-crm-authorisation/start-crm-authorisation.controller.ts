import { Controller, HttpCode, HttpStatus, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { type CrmInstallLink, crmInstallLinkSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { providerOf, redirectUriOf } from '../../crm-connection';
import { crmParamsSchema } from '../../crm-params';
import { StartCrmAuthorisationCommand } from './start-crm-authorisation.command';

/**
 * POST /v1/enterprise/{orgId}/oauth/{provider}/authorize: the install link (spec 002 section 4: "added
 * through an external install link"). The portal sends the admin there; the provider sends them back
 * to /oauth/{provider} with a code and this link's state.
 */
@Controller('v1/enterprise/:orgId/oauth')
export class StartCrmAuthorisationController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({ summary: "The CRM's install link for this admin and organisation (valid 15 minutes, once)", params: crmParamsSchema, responses: { 200: crmInstallLinkSchema } })
  @Post(':provider/authorize')
  @HttpCode(HttpStatus.OK)
  start(@Param('provider') provider: string, @CommandMeta() meta: CommandMetadata, @Req() request: Request): Promise<CrmInstallLink> {
    const chosen = providerOf(provider);
    return this.commands.execute<StartCrmAuthorisationCommand, CrmInstallLink>(new StartCrmAuthorisationCommand(chosen, redirectUriOf(this.runtime.config.PUBLIC_URL, request, chosen), meta));
  }
}
