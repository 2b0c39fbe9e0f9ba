import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ProfyleLinks } from '../../../person-messages/services/profyle-links';
import { allocateFreeCardBodySchema, type FreeCardAllocated, freeCardAllocatedSchema, type GeneratedCards, generateFreeCardsBodySchema, generatedCardsSchema } from '@profyle/contracts';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import type { Principal } from '../../../../shared/auth/principal';
import { commandMetadata } from '../../../../shared/command-shell/command-metadata';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { cardIdFromPath } from '../../card-streams';
import { GenerateCardsCommand } from '../generate-cards/generate-cards.command';
import { MakeFreeCardCommand } from './make-free-card.command';

/**
 * Free cards (superadmin; spec 002 "Generate IDs" and "Convert to Free Card"): cards no organisation
 * holds, of a colour, that start a trial for whoever registers with one.
 * POST /v2/cards {count, colour, affiliate_id?} -> 201 {ids};
 * POST /v2/cards/{cardId}/allocate-free-card {colour} -> 200 {card_id, short_id, colour}.
 */
@Controller('v2/cards')
export class FreeCardsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(ProfyleLinks) private readonly links: ProfyleLinks,
  ) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Generate free NFC cards of a colour, optionally with an affiliate (superadmin)', body: generateFreeCardsBodySchema, responses: { 201: generatedCardsSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  async generate(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<GeneratedCards> {
    const { count, colour, affiliate_id } = validInput(generateFreeCardsBodySchema, body);
    // Free cards belong to no organisation: the superadmin's own is the one the events name.
    const metadata = commandMetadata(principal, principal.organisationId);
    const ids = await this.commands.execute<GenerateCardsCommand, string[]>(new GenerateCardsCommand(count, metadata, { colour, affiliateId: affiliate_id }));
    return { ids, links: ids.map((id) => this.links.profyleUrl(id)) };
  }

  @SuperadminOnly()
  @ApiContract({ summary: 'Make an unallocated NFC card a free card of a colour (superadmin)', body: allocateFreeCardBodySchema, responses: { 200: freeCardAllocatedSchema } })
  @Post(':cardId/allocate-free-card')
  @HttpCode(HttpStatus.OK)
  async allocateFree(@Param('cardId') cardIdParam: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<FreeCardAllocated> {
    const cardId = cardIdFromPath(cardIdParam);
    const { colour } = validInput(allocateFreeCardBodySchema, body);
    return this.commands.execute<MakeFreeCardCommand, FreeCardAllocated>(new MakeFreeCardCommand(cardId, colour, commandMetadata(principal, principal.organisationId)));
  }
}
