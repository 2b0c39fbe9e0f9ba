import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { createDemoAccountBodySchema, type DemoAccountCreated, demoAccountCreatedSchema } from '@profyle/contracts';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import type { Principal } from '../../../../shared/auth/principal';
import { publicOrigin } from '../../../../shared/auth/public-url';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CreateDemoAccountCommand } from './create-demo-account.command';

/**
 * POST /v1/create-demo-account (superadmins): the company, its contact, five colours, logo and photo,
 * the account type and whether to invite the contact; 201 {organisation_id, card_id}. Field errors in
 * the spec's shape; anyone but a superadmin 403 'Access Denied'.
 */
@Controller('v1/create-demo-account')
@SuperadminOnly()
export class CreateDemoAccountController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({ summary: 'Superadmin: create a 45-day demo account with its contact, branded Profyle and an optional invite', body: createDemoAccountBodySchema, responses: { 201: demoAccountCreatedSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Req() request: Request): Promise<DemoAccountCreated> {
    return this.commands.execute(new CreateDemoAccountCommand(validInput(createDemoAccountBodySchema, body), principal, publicOrigin(this.runtime.config.PUBLIC_URL, request)));
  }
}
