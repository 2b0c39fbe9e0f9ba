import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { type TrialCreated, trialBodySchema, trialCreatedSchema, type TrialOffer, trialOfferQuerySchema, trialOfferSchema } from '@profyle/contracts';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { Public } from '../../../../shared/auth/auth.guard';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import type { Principal } from '../../../../shared/auth/principal';
import { publicOrigin } from '../../../../shared/auth/public-url';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { TrialRegistration } from '../../services/trial-registration';

/**
 * POST /v2/trials/ (the registering user, spec 000 section 3's payload): 201 {organisation_id, digital_id};
 * the spec's field errors, 'Card {id} has already been registered.', 'Invalid Card ID ({id}).' and the
 * affiliate refusals as 400. GET /v2/trials/offer?aff&card_id (public): the terms the registration page
 * shows for a link, or the same refusals.
 */
@Controller('v2/trials')
export class CreateTrialController {
  constructor(
    @Inject(TrialRegistration) private readonly trials: TrialRegistration,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({ summary: 'Create the trial of one’s own registration: the organisation, its owner, the first Profyle', body: trialBodySchema, responses: { 201: trialCreatedSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Req() request: Request): Promise<TrialCreated> {
    return this.trials.create(principal, validInput(trialBodySchema, body), publicOrigin(this.runtime.config.PUBLIC_URL, request));
  }

  @Public()
  @ApiContract({ summary: 'The trial a registration link gives (affiliate and card), or why it does not apply', query: trialOfferQuerySchema, responses: { 200: trialOfferSchema } })
  @Get('offer')
  offer(@Query() query: Record<string, unknown>): Promise<TrialOffer> {
    const { aff, card_id } = validInput(trialOfferQuerySchema, query);
    return this.trials.offer(aff || null, card_id || null);
  }
}
