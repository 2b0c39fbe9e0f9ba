import type { OidcProviderName } from '@profyle/contracts';

/** The provider sent the browser back: finish the code flow and hand the web app a one-time session code. */
export class OidcCallbackCommand {
  constructor(
    readonly provider: OidcProviderName,
    /** The full callback URL with the provider's query. */
    readonly callbackUrl: string,
    /** The sealed login attempt from the browser's cookie. */
    readonly sealed: string | undefined,
    readonly ip: string,
  ) {}
}

/** Where the browser goes next: `/auth/complete?code=...` or `/auth/error?error=...`. */
export type OidcCallbackResult = { ok: true; code: string; continueUrl: string | null } | { ok: false; error: string };
