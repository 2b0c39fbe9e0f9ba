import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OneTimeLoginSent } from '@profyle/contracts';
import { SelfServiceSessions } from '../../services/self-service-sessions';
import { SendOneTimeLoginCommand } from './send-one-time-login.command';

@CommandHandler(SendOneTimeLoginCommand)
export class SendOneTimeLoginHandler implements ICommandHandler<SendOneTimeLoginCommand, OneTimeLoginSent> {
  constructor(@Inject(SelfServiceSessions) private readonly sessions: SelfServiceSessions) {}

  execute({ cardId, view, origin, ip }: SendOneTimeLoginCommand): Promise<OneTimeLoginSent> {
    return this.sessions.sendLink(cardId, view, origin, ip);
  }
}
