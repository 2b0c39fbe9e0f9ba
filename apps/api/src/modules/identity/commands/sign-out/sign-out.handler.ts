import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sessions } from '../../services/sessions';
import { SignOutCommand } from './sign-out.command';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(@Inject(Sessions) private readonly sessions: Sessions) {}

  execute({ refreshToken, access }: SignOutCommand): Promise<void> {
    return this.sessions.end({ refreshToken, access });
  }
}
