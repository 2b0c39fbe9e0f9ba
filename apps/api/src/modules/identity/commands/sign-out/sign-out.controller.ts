import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { signOutBodySchema } from '@profyle/contracts';
import { Public } from '../../../../shared/auth/auth.guard';
import { validInput } from '../../../../shared/http/valid-input';
import { SignOutCommand } from './sign-out.command';

/** POST /v1/auth/sign-out {refreshToken}: 204; the session's refresh tokens stop working. */
@Controller('v1/auth/sign-out')
export class SignOutController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  async signOut(@Body() body: unknown): Promise<void> {
    await this.commands.execute(new SignOutCommand(validInput(signOutBodySchema, body).refreshToken));
  }
}
