import { Inject, Injectable, Logger } from '@nestjs/common';
import { Issuer, generators, type BaseClient, type IssuerMetadata } from 'openid-client';
import { AUTH_MESSAGES, OIDC_PROVIDERS, type OidcProviderName } from '@profyle/contracts';
import type { Config } from '../../../config/config';
import type { Runtime } from '../../../runtime/runtime';
import { RUNTIME } from '../../../runtime/runtime.tokens';
import { TokenService } from '../../../shared/auth/token.service';

/** What the browser keeps (sealed) between start and callback: the login attempt's secrets. */
interface PendingLogin extends Record<string, unknown> {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  continueUrl: string | null;
}

const STATE_TTL_SECONDS = 600;
export const oidcCookieName = (provider: OidcProviderName): string => `profyle_oidc_${provider}`;
export const oidcCookiePath = (provider: OidcProviderName): string => `/v1/auth/oidc/${provider}`;

export class OidcError extends Error {
  constructor(
    message: string,
    /** The e-mail involved, when the provider got as far as telling it. */
    readonly email: string | null = null,
  ) {
    super(message);
    this.name = 'OidcError';
  }
}

interface ProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const providerConfig = (config: Config, provider: OidcProviderName): ProviderConfig | null => {
  const key = provider.toUpperCase() as 'GOOGLE' | 'LINKEDIN';
  const issuer = config[`OIDC_${key}_ISSUER`];
  const clientId = config[`OIDC_${key}_CLIENT_ID`];
  const clientSecret = config[`OIDC_${key}_CLIENT_SECRET`];
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
};

export const isOidcProvider = (value: string): value is OidcProviderName => (OIDC_PROVIDERS as readonly string[]).includes(value);

/**
 * OpenID Connect sign-in with the general account provider (google) and the professional network
 * (linkedin), by authorization code with state, nonce and PKCE (S256). Nothing is kept on the server
 * between start and callback: the attempt's secrets travel in an encrypted, HttpOnly, 10-minute cookie
 * scoped to the provider's callback path, so any api instance can finish the login.
 */
@Injectable()
export class OidcProviders {
  private readonly logger = new Logger('oidc');
  private readonly clients = new Map<OidcProviderName, Promise<BaseClient>>();

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  configured(): OidcProviderName[] {
    return OIDC_PROVIDERS.filter((p) => providerConfig(this.runtime.config, p) !== null);
  }

  isConfigured(provider: OidcProviderName): boolean {
    return providerConfig(this.runtime.config, provider) !== null;
  }

  /** Discovers the issuer once (again after a failure) and builds the confidential client. */
  private client(provider: OidcProviderName): Promise<BaseClient> {
    const cached = this.clients.get(provider);
    if (cached) return cached;
    const config = providerConfig(this.runtime.config, provider);
    if (!config) return Promise.reject(new OidcError(AUTH_MESSAGES.providerNotConfigured(provider)));
    const created = Issuer.discover(config.issuer).then((issuer) => {
      const methods = (issuer.metadata as IssuerMetadata).token_endpoint_auth_methods_supported as string[] | undefined;
      const method = !methods || methods.includes('client_secret_basic') ? 'client_secret_basic' : 'client_secret_post';
      return new issuer.Client({ client_id: config.clientId, client_secret: config.clientSecret, response_types: ['code'], token_endpoint_auth_method: method });
    });
    created.catch((error: Error) => {
      this.logger.warn(`discovery of ${provider} at ${config.issuer} failed: ${error.message}`);
      this.clients.delete(provider);
    });
    this.clients.set(provider, created);
    return created;
  }

  /** The provider's authorization URL, and the sealed attempt to keep in the browser's cookie. */
  async start(provider: OidcProviderName, origin: string, continueUrl: string | null): Promise<{ location: string; sealed: string }> {
    let client: BaseClient;
    try {
      client = await this.client(provider);
    } catch (error) {
      throw new OidcError(error instanceof OidcError ? error.message : AUTH_MESSAGES.networkFailure);
    }
    const pending: PendingLogin = {
      state: generators.state(),
      nonce: generators.nonce(),
      codeVerifier: generators.codeVerifier(),
      redirectUri: `${origin}${oidcCookiePath(provider)}/callback`,
      continueUrl,
    };
    const location = client.authorizationUrl({
      scope: 'openid email profile',
      redirect_uri: pending.redirectUri,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: generators.codeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { location, sealed: await this.tokens.seal(pending, `oidc:${provider}`, STATE_TTL_SECONDS) };
  }

  /** Finishes the code flow: checks state, nonce and PKCE, answers the provider-verified e-mail. */
  async callback(provider: OidcProviderName, callbackUrl: string, sealed: string | undefined): Promise<{ email: string; continueUrl: string | null }> {
    if (!sealed) throw new OidcError(AUTH_MESSAGES.noState);
    const pending = await this.tokens.open<PendingLogin>(sealed, `oidc:${provider}`);
    if (!pending) throw new OidcError(AUTH_MESSAGES.noState);
    const client = await this.client(provider);
    const params = client.callbackParams(callbackUrl);
    if (params.error) throw new OidcError(params.error_description ?? params.error);
    if (!params.code) throw new OidcError(AUTH_MESSAGES.noAuthenticationCode);
    let email: unknown;
    let verified: unknown;
    try {
      const tokenSet = await client.callback(pending.redirectUri, params, { state: pending.state, nonce: pending.nonce, code_verifier: pending.codeVerifier, response_type: 'code' });
      const claims = tokenSet.claims();
      ({ email, email_verified: verified } = claims);
      if (typeof email !== 'string' && tokenSet.access_token) ({ email, email_verified: verified } = await client.userinfo(tokenSet));
    } catch (error) {
      this.logger.warn(`${provider} callback refused: ${(error as Error).message}`);
      throw new OidcError((error as Error).message || AUTH_MESSAGES.unknownError);
    }
    if (typeof email !== 'string' || email.trim() === '') throw new OidcError(AUTH_MESSAGES.emailInvalid);
    // An address the provider has not verified proves nothing about who holds it.
    if (verified === false || verified === 'false') throw new OidcError(AUTH_MESSAGES.emailInvalid, email.trim().toLowerCase());
    return { email: email.trim().toLowerCase(), continueUrl: pending.continueUrl };
  }
}
