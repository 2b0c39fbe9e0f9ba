import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '@profyle/contracts';
import { Sessions } from '../../services/sessions';
import { RefreshSessionCommand } from './refresh-session.command';

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand, Session> {
  constructor(@Inject(Sessions) private readonly sessions: Sessions) {}

  execute({ refreshToken }: RefreshSessionCommand): Promise<Session> {
    return this.sessions.refresh(refreshToken);
  }
}
