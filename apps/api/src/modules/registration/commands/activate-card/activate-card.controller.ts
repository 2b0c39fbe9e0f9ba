import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post, Req, UseFilters } from '@nestjs/common';
import type { Request } from 'express';
import { cardActivationBodySchema, type CardActivationSent, cardActivationSentSchema, type CardActivationVerified, cardActivationVerifiedSchema, cardActivationTokenBodySchema } from '@profyle/contracts';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { Public } from '../../../../shared/auth/auth.guard';
import { clientIp, publicOrigin } from '../../../../shared/auth/public-url';
import { SignInRefusalFilter } from '../../../../shared/auth/sign-in-refusal';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CardActivations } from '../../services/card-activations';

/**
 * POST /v1/cards/{cardId}/activate {email}: mails the activation link (the address's link limit holds);
 * POST /v1/cards/{cardId}/verify-token {token}: the link activates the card and answers the Profyle to show.
 */
@Controller('v1/cards/:cardId')
@UseFilters(SignInRefusalFilter)
export class ActivateCardController {
  constructor(
    @Inject(CardActivations) private readonly activations: CardActivations,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({ summary: 'E-mail the activation link of an NFC card', body: cardActivationBodySchema, responses: { 200: cardActivationSentSchema } })
  @Public()
  @Post('activate')
  @HttpCode(HttpStatus.OK)
  activate(@Param('cardId') cardId: string, @Body() body: unknown, @Req() request: Request): Promise<CardActivationSent> {
    const { email } = validInput(cardActivationBodySchema, body);
    return this.activations.request(cardId, email, publicOrigin(this.runtime.config.PUBLIC_URL, request), clientIp(request));
  }

  @ApiContract({ summary: 'Activate an NFC card with its e-mailed link', body: cardActivationTokenBodySchema, responses: { 200: cardActivationVerifiedSchema } })
  @Public()
  @Post('verify-token')
  @HttpCode(HttpStatus.OK)
  verify(@Param('cardId') cardId: string, @Body() body: unknown): Promise<CardActivationVerified> {
    return this.activations.verify(cardId, validInput(cardActivationTokenBodySchema, body).token);
  }
}
