import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OidcError, OidcProviders } from '../../oidc/oidc-providers';
import { SignInRecorder } from '../../services/sign-in-recorder';
import { SignInTokens } from '../../services/sign-in-tokens';
import { UserDirectory } from '../../services/user-directory';
import { OidcCallbackCommand, type OidcCallbackResult } from './oidc-callback.command';

/** A session code lives two minutes: long enough for the web app to exchange it on load. */
const SESSION_CODE_LIFETIME_SECONDS = 120;

@CommandHandler(OidcCallbackCommand)
export class OidcCallbackHandler implements ICommandHandler<OidcCallbackCommand, OidcCallbackResult> {
  constructor(
    @Inject(OidcProviders) private readonly providers: OidcProviders,
    @Inject(SignInTokens) private readonly tokens: SignInTokens,
    @Inject(SignInRecorder) private readonly recorder: SignInRecorder,
    @Inject(UserDirectory) private readonly users: UserDirectory,
  ) {}

  async execute({ provider, callbackUrl, sealed, ip }: OidcCallbackCommand): Promise<OidcCallbackResult> {
    let proven: { email: string; continueUrl: string | null };
    try {
      proven = await this.providers.callback(provider, callbackUrl, sealed);
    } catch (error) {
      if (!(error instanceof OidcError)) throw error;
      const user = error.email ? ((await this.users.findByEmail(error.email))?.state ?? null) : null;
      await this.recorder.failed({ email: error.email ?? '', user, method: provider, reason: 'provider_error', ip });
      return { ok: false, error: error.message };
    }
    // Whether a user holds the e-mail is answered when the code is exchanged (404 no_user), like an e-mail link.
    const code = await this.tokens.issue('session-code', proven.email, SESSION_CODE_LIFETIME_SECONDS, { provider, continueUrl: proven.continueUrl });
    return { ok: true, code, continueUrl: proven.continueUrl };
  }
}
