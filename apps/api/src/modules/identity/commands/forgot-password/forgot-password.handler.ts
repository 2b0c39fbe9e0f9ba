import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMAIL_LINK_LIFETIME_SECONDS, type ForgotPasswordResponse } from '@profyle/contracts';
import { IdentityMails } from '../../services/identity-mails';
import { SignInLimits } from '../../services/sign-in-limits';
import { SignInTokens } from '../../services/sign-in-tokens';
import { UserDirectory } from '../../services/user-directory';
import { ForgotPasswordCommand } from './forgot-password.command';

/** The same neutral answer whether or not the address has a user; only a user is mailed a reset link. */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand, ForgotPasswordResponse> {
  constructor(
    @Inject(SignInLimits) private readonly limits: SignInLimits,
    @Inject(UserDirectory) private readonly users: UserDirectory,
    @Inject(SignInTokens) private readonly tokens: SignInTokens,
    @Inject(IdentityMails) private readonly mails: IdentityMails,
  ) {}

  async execute({ email, continueUrl, origin, ip }: ForgotPasswordCommand): Promise<ForgotPasswordResponse> {
    await this.limits.attempt(email, ip, 'password-reset');
    if (await this.users.findByEmail(email)) {
      const token = await this.tokens.issue('password-reset', email, EMAIL_LINK_LIFETIME_SECONDS, { continueUrl: continueUrl ?? null });
      const query = new URLSearchParams({ token, ...(continueUrl ? { continueUrl } : {}) });
      await this.mails.passwordReset(email, `${origin}/auth/reset-password?${query.toString()}`);
    }
    return { sent: true };
  }
}
