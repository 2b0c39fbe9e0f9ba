import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type PartnerDemoCreated, partnerDemoBodySchema, partnerDemoCreatedSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';

import type { Principal } from '../../../../shared/auth/principal';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { CreatePartnerDemoCommand } from './create-partner-demo.command';

/**
 * POST /v2/trials/partner-demo {organisation_name, website_url, organisation_size, partner_id,
 * created_by}: an admin of a partner organisation (or a superadmin) opens a demo for a prospect; 201
 * {organisation_id}. Anyone else is refused 403 'Access Denied'.
 */
@Controller('v2/trials/partner-demo')
export class CreatePartnerDemoController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'A partner admin (or a superadmin) opens a 45-day demo for a prospect', body: partnerDemoBodySchema, responses: { 201: partnerDemoCreatedSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<PartnerDemoCreated> {
    return this.commands.execute(new CreatePartnerDemoCommand(validInput(partnerDemoBodySchema, body), principal));
  }
}
