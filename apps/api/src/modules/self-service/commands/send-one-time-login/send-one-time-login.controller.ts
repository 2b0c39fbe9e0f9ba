import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post, Req, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { oneTimeLoginBodySchema, oneTimeLoginSentSchema, type OneTimeLoginSent } from '@profyle/contracts';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { Public } from '../../../../shared/auth/auth.guard';
import { clientIp, publicOrigin } from '../../../../shared/auth/public-url';
import { SignInRefusalFilter } from '../../../../shared/auth/sign-in-refusal';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { SendOneTimeLoginCommand } from './send-one-time-login.command';

/**
 * POST /v1/cards/{cardId}/send-one-time-login {view}: anyone holding the card (or its Profyle's link)
 * may ask; the link goes only to the cardholder's own address, at most as often as the address's link
 * limit allows.
 */
@Controller('v1/cards/:cardId/send-one-time-login')
@UseFilters(SignInRefusalFilter)
export class SendOneTimeLoginController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({ summary: 'E-mail the cardholder a one-time self-service login link', body: oneTimeLoginBodySchema, responses: { 200: oneTimeLoginSentSchema } })
  @Public()
  @Post()
  @HttpCode(HttpStatus.OK)
  send(@Param('cardId') cardId: string, @Body() body: unknown, @Req() request: Request): Promise<OneTimeLoginSent> {
    const { view } = validInput(oneTimeLoginBodySchema, body);
    return this.commands.execute(new SendOneTimeLoginCommand(cardId, view, publicOrigin(this.runtime.config.PUBLIC_URL, request), clientIp(request)));
  }
}
