import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { refreshBodySchema, type Session } from '@profyle/contracts';
import { Public } from '../../../../shared/auth/auth.guard';
import { validInput } from '../../../../shared/http/valid-input';
import { RefreshSessionCommand } from './refresh-session.command';

/**
 * POST /v1/auth/refresh {refreshToken}: a new Session with a rotated refresh token (the old one is spent;
 * presenting it again revokes the session). 401 when the session is over: the web signs out.
 */
@Controller('v1/auth/refresh')
export class RefreshSessionController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post()
  @HttpCode(HttpStatus.OK)
  refresh(@Body() body: unknown): Promise<Session> {
    return this.commands.execute(new RefreshSessionCommand(validInput(refreshBodySchema, body).refreshToken));
  }
}
