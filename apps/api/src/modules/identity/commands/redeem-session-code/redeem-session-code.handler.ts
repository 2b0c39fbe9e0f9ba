import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '@profyle/contracts';
import type { SignInMethod } from '@profyle/domain';
import { SignInFlow } from '../../services/sign-in-flow';
import { SignInTokens } from '../../services/sign-in-tokens';
import { RedeemSessionCodeCommand } from './redeem-session-code.command';

@CommandHandler(RedeemSessionCodeCommand)
export class RedeemSessionCodeHandler implements ICommandHandler<RedeemSessionCodeCommand, Session> {
  constructor(
    @Inject(SignInTokens) private readonly tokens: SignInTokens,
    @Inject(SignInFlow) private readonly flow: SignInFlow,
  ) {}

  async execute({ code, ip }: RedeemSessionCodeCommand): Promise<Session> {
    const redeemed = await this.tokens.redeem(code, 'session-code', { method: 'session-code', ip });
    return this.flow.signIn(redeemed.email, (redeemed.provider ?? 'google') as SignInMethod, ip);
  }
}
