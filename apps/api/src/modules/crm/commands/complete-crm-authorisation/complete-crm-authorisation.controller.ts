import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { type CrmConnectionView, crmConnectionViewSchema, oauthCallbackBodySchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { providerOf, redirectUriOf } from '../../crm-connection';
import { crmParamsSchema } from '../../crm-params';
import { CompleteCrmAuthorisationCommand } from './complete-crm-authorisation.command';

/**
 * POST /v1/enterprise/{orgId}/oauth/{hubspot|pipedrive} {code, state} (spec 002 section 7): connects the
 * CRM; 200 with the connection. 400 'No authentication code provided', or on a state that is not this
 * admin's open install link of this organisation; 502 when the CRM cannot be reached.
 */
@Controller('v1/enterprise/:orgId/oauth')
export class CompleteCrmAuthorisationController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({ summary: "Connect a CRM with the code and state its callback brought back", params: crmParamsSchema, body: oauthCallbackBodySchema, responses: { 200: crmConnectionViewSchema } })
  @Post(':provider')
  @HttpCode(HttpStatus.OK)
  complete(@Param('provider') provider: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata, @Req() request: Request): Promise<CrmConnectionView> {
    const chosen = providerOf(provider);
    const callback = validInput(oauthCallbackBodySchema, body);
    return this.commands.execute<CompleteCrmAuthorisationCommand, CrmConnectionView>(new CompleteCrmAuthorisationCommand(chosen, callback, redirectUriOf(this.runtime.config.PUBLIC_URL, request, chosen), meta));
  }
}
