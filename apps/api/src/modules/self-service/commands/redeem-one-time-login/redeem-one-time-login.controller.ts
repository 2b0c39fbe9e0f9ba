import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { redeemOneTimeLoginBodySchema, selfServiceSessionSchema, type SelfServiceSession } from '@profyle/contracts';
import { Public } from '../../../../shared/auth/auth.guard';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { SelfServiceSessions } from '../../services/self-service-sessions';

/** POST /v1/cards/{cardId}/one-time-login {token}: the link's secret, once, for the card it was sent for: a cardholder session. */
@Controller('v1/cards/:cardId/one-time-login')
export class RedeemOneTimeLoginController {
  constructor(@Inject(SelfServiceSessions) private readonly sessions: SelfServiceSessions) {}

  @ApiContract({ summary: 'Sign in to self-service with a one-time login link', body: redeemOneTimeLoginBodySchema, responses: { 200: selfServiceSessionSchema } })
  @Public()
  @Post()
  @HttpCode(HttpStatus.OK)
  redeem(@Param('cardId') cardId: string, @Body() body: unknown): Promise<SelfServiceSession> {
    return this.sessions.redeem(cardId, validInput(redeemOneTimeLoginBodySchema, body).token);
  }
}
