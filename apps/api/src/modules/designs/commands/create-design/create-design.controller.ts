import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { designBodySchema, designCreatedSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import type { Principal } from '../../../../shared/auth/principal';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { CreateDesignCommand } from './create-design.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v2/org/{orgId}/designs {name, designer, assets[{url, name}], notes, checkboxes}: 201 {id}. */
@Controller('v2/org/:orgId/designs')
export class CreateDesignController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Create a card design (client-designed with the six confirmations, or by the design team)', body: designBodySchema, responses: { 201: designCreatedSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@Body() body: unknown, @CommandMeta() meta: CommandMetadata, @CurrentPrincipal() principal: Principal): Promise<{ id: string }> {
    return this.commands.execute(new CreateDesignCommand(validInput(designBodySchema, body), principal.superadmin, meta));
  }
}
