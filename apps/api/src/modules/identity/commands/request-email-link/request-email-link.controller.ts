import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { emailLinkBodySchema, type EmailLinkResponse, emailLinkResponseSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { Public } from '../../../../shared/auth/auth.guard';
import { clientIp, publicOrigin } from '../../../../shared/auth/public-url';
import { SignInRefusalFilter } from '../../../../shared/auth/sign-in-refusal';
import { validInput } from '../../../../shared/http/valid-input';
import { RequestEmailLinkCommand } from './request-email-link.command';

/** POST /v1/auth/email-link {email, continueUrl?}: 200 {email}; the link is mailed (single use, 1 hour). */
@Controller('v1/auth/email-link')
@UseFilters(SignInRefusalFilter)
export class RequestEmailLinkController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Public()
  @ApiContract({ summary: 'Mail a sign-in link', body: emailLinkBodySchema, responses: { 200: emailLinkResponseSchema } })
  @Post()
  @HttpCode(HttpStatus.OK)
  request(@Body() body: unknown, @Req() request: Request): Promise<EmailLinkResponse> {
    const { email, continueUrl } = validInput(emailLinkBodySchema, body);
    return this.commands.execute(new RequestEmailLinkCommand(email, continueUrl, publicOrigin(this.runtime.config.PUBLIC_URL, request), clientIp(request)));
  }
}
