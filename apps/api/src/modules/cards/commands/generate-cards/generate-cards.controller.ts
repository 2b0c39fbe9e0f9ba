import { Body, Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ProfyleLinks } from '../../../person-messages/services/profyle-links';
import { type GeneratedCards, generateCardsBodySchema, generatedCardsSchema } from '@profyle/contracts';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import type { Principal } from '../../../../shared/auth/principal';
import { commandMetadata } from '../../../../shared/command-shell/command-metadata';
import { validInput } from '../../../../shared/http/valid-input';
import { GenerateCardsCommand } from './generate-cards.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v1/enterprise/cards/create {count} (superadmin): 201 {ids}, 32 upper-case hex characters each. */
@Controller('v1/enterprise/cards')
export class GenerateCardsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(ProfyleLinks) private readonly links: ProfyleLinks,
  ) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Generate new NFC card ids (superadmin)', body: generateCardsBodySchema, responses: { 201: generatedCardsSchema } })
  @Post('create')
  @HttpCode(HttpStatus.CREATED)
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<GeneratedCards> {
    const { count } = validInput(generateCardsBodySchema, body);
    // Unallocated cards belong to no organisation: the superadmin's own is the one the events name.
    const ids = await this.commands.execute<GenerateCardsCommand, string[]>(new GenerateCardsCommand(count, commandMetadata(principal, principal.organisationId)));
    return { ids, links: ids.map((id) => this.links.profyleUrl(id)) };
  }
}
