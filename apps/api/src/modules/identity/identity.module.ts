import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createMailer, MAILER, type Mailer } from '@profyle/infrastructure';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { PasswordHasher } from '../../shared/auth/password-hasher';
import { CreateUserHandler } from './commands/create-user/create-user.handler';
import { CompleteEmailLinkController } from './commands/complete-email-link/complete-email-link.controller';
import { CompleteEmailLinkHandler } from './commands/complete-email-link/complete-email-link.handler';
import { ForgotPasswordController } from './commands/forgot-password/forgot-password.controller';
import { ForgotPasswordHandler } from './commands/forgot-password/forgot-password.handler';
import { OidcCallbackHandler } from './commands/oidc-sign-in/oidc-callback.handler';
import { OidcSignInController } from './commands/oidc-sign-in/oidc-sign-in.controller';
import { RedeemSessionCodeController } from './commands/redeem-session-code/redeem-session-code.controller';
import { RedeemSessionCodeHandler } from './commands/redeem-session-code/redeem-session-code.handler';
import { RefreshSessionController } from './commands/refresh-session/refresh-session.controller';
import { RefreshSessionHandler } from './commands/refresh-session/refresh-session.handler';
import { RequestEmailLinkController } from './commands/request-email-link/request-email-link.controller';
import { RequestEmailLinkHandler } from './commands/request-email-link/request-email-link.handler';
import { ResetPasswordController } from './commands/reset-password/reset-password.controller';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { SignInWithPasswordController } from './commands/sign-in-with-password/sign-in-with-password.controller';
import { SignInWithPasswordHandler } from './commands/sign-in-with-password/sign-in-with-password.handler';
import { SignOutController } from './commands/sign-out/sign-out.controller';
import { SignOutHandler } from './commands/sign-out/sign-out.handler';
import { StartSupportAccessController } from './commands/start-support-access/start-support-access.controller';
import { StartSupportAccessHandler } from './commands/start-support-access/start-support-access.handler';
import { UpdateAccountController } from './commands/update-account/update-account.controller';
import { UpdateAccountHandler } from './commands/update-account/update-account.handler';
import { OidcProviders } from './oidc/oidc-providers';
import { GetMeController } from './queries/get-me/get-me.controller';
import { GetMeHandler } from './queries/get-me/get-me.handler';
import { IdentityMails } from './services/identity-mails';
import { Sessions } from './services/sessions';
import { SignInFlow } from './services/sign-in-flow';
import { SignInLimits } from './services/sign-in-limits';
import { SignInRecorder } from './services/sign-in-recorder';
import { SignInTokens } from './services/sign-in-tokens';
import { UserDirectory } from './services/user-directory';

const services = [PasswordHasher, UserDirectory, SignInRecorder, SignInLimits, SignInTokens, Sessions, SignInFlow, IdentityMails, OidcProviders];

/**
 * Identity: sign-in (e-mail link, password, OpenID Connect), sessions with rotating refresh tokens,
 * password reset, the signed-in user's account and superadmin support access. Owns the Mailer, which
 * admin users and the dev mailbox use too.
 */
@Module({
  controllers: [
    RequestEmailLinkController,
    CompleteEmailLinkController,
    SignInWithPasswordController,
    ForgotPasswordController,
    ResetPasswordController,
    OidcSignInController,
    RedeemSessionCodeController,
    RefreshSessionController,
    SignOutController,
    GetMeController,
    UpdateAccountController,
    StartSupportAccessController,
  ],
  providers: [
    { provide: MAILER, useFactory: (runtime: Runtime) => createMailer(runtime.config), inject: [RUNTIME] },
    ...services,
    RequestEmailLinkHandler,
    CompleteEmailLinkHandler,
    SignInWithPasswordHandler,
    ForgotPasswordHandler,
    ResetPasswordHandler,
    OidcCallbackHandler,
    RedeemSessionCodeHandler,
    RefreshSessionHandler,
    SignOutHandler,
    GetMeHandler,
    UpdateAccountHandler,
    StartSupportAccessHandler,
    CreateUserHandler,
  ],
  exports: [MAILER, ...services],
})
export class IdentityModule implements OnModuleInit, OnModuleDestroy {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly http: HttpAdapterHost,
  ) {}

  /** Behind a proxy, per-IP sign-in limits need the client's address rather than the proxy's (Express `trust proxy`). */
  onModuleInit(): void {
    if (this.runtime.config.TRUST_PROXY) this.http.httpAdapter?.getInstance<{ set(name: string, value: unknown): void }>().set('trust proxy', true);
  }

  async onModuleDestroy(): Promise<void> {
    await this.mailer.close();
  }
}
