import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMAIL_LINK_LIFETIME_SECONDS, type EmailLinkResponse } from '@profyle/contracts';
import { IdentityMails } from '../../services/identity-mails';
import { SignInLimits } from '../../services/sign-in-limits';
import { SignInTokens } from '../../services/sign-in-tokens';
import { RequestEmailLinkCommand } from './request-email-link.command';

@CommandHandler(RequestEmailLinkCommand)
export class RequestEmailLinkHandler implements ICommandHandler<RequestEmailLinkCommand, EmailLinkResponse> {
  constructor(
    @Inject(SignInLimits) private readonly limits: SignInLimits,
    @Inject(SignInTokens) private readonly tokens: SignInTokens,
    @Inject(IdentityMails) private readonly mails: IdentityMails,
  ) {}

  async execute({ email, continueUrl, origin, ip }: RequestEmailLinkCommand): Promise<EmailLinkResponse> {
    await this.limits.beforeMail(email, ip, 'email-link');
    const token = await this.tokens.issue('email-link', email, EMAIL_LINK_LIFETIME_SECONDS, { continueUrl: continueUrl ?? null });
    const query = new URLSearchParams({ token, ...(continueUrl ? { continueUrl } : {}) });
    await this.mails.emailLink(email, `${origin}/auth/email-link?${query.toString()}`);
    return { email };
  }
}
