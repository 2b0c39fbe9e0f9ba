import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMAIL_LINK_LIFETIME_SECONDS, type ForgotPasswordResponse } from '@profyle/contracts';
import { IdentityMails } from '../../services/identity-mails';
import { SignInLimits } from '../../services/sign-in-limits';
import { SignInTokens } from '../../services/sign-in-tokens';
import { UserDirectory } from '../../services/user-directory';
import { ForgotPasswordCommand } from './forgot-password.command';

/** How long a shutdown waits for resets still being mailed. */
const DRAIN_MS = 5000;

/**
 * The same neutral answer, in the same time, whether or not the address has a user: the answer waits
 * only for what every address gets (the limit check and the count of links mailed to it); looking the
 * user up, issuing the token and mailing it happen after the answer, so neither their time nor their
 * failure (an SMTP server down) can tell anyone whether the address is known. Only a user is mailed.
 */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand, ForgotPasswordResponse>, OnModuleDestroy {
  private readonly logger = new Logger('forgot-password');
  private readonly mailing = new Set<Promise<void>>();

  constructor(
    @Inject(SignInLimits) private readonly limits: SignInLimits,
    @Inject(UserDirectory) private readonly users: UserDirectory,
    @Inject(SignInTokens) private readonly tokens: SignInTokens,
    @Inject(IdentityMails) private readonly mails: IdentityMails,
  ) {}

  async execute(command: ForgotPasswordCommand): Promise<ForgotPasswordResponse> {
    await this.limits.beforeMail(command.email, command.ip, 'password-reset');
    const work = this.mailResetLink(command).catch((error: Error) => this.logger.error(`could not mail a password reset link: ${error.message}`));
    this.mailing.add(work);
    void work.finally(() => this.mailing.delete(work));
    return { sent: true };
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.race([Promise.all(this.mailing), new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref())]);
  }

  private async mailResetLink({ email, continueUrl, origin }: ForgotPasswordCommand): Promise<void> {
    if (!(await this.users.findByEmail(email))) return;
    const token = await this.tokens.issue('password-reset', email, EMAIL_LINK_LIFETIME_SECONDS, { continueUrl: continueUrl ?? null });
    const query = new URLSearchParams({ token, ...(continueUrl ? { continueUrl } : {}) });
    await this.mails.passwordReset(email, `${origin}/auth/reset-password?${query.toString()}`);
  }
}
