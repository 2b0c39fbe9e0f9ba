import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '@profyle/contracts';
import { SignInFlow } from '../../services/sign-in-flow';
import { SignInTokens } from '../../services/sign-in-tokens';
import { CompleteEmailLinkCommand } from './complete-email-link.command';

/** Redeem the link (once, within the hour), then sign in whoever holds its e-mail. */
@CommandHandler(CompleteEmailLinkCommand)
export class CompleteEmailLinkHandler implements ICommandHandler<CompleteEmailLinkCommand, Session> {
  constructor(
    @Inject(SignInTokens) private readonly tokens: SignInTokens,
    @Inject(SignInFlow) private readonly flow: SignInFlow,
  ) {}

  async execute({ token, ip }: CompleteEmailLinkCommand): Promise<Session> {
    const redeemed = await this.tokens.redeem(token, 'email-link', { method: 'email-link', ip });
    return this.flow.signIn(redeemed.email, 'email-link', ip);
  }
}
