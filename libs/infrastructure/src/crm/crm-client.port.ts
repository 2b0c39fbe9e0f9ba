/**
 * The CRM port: what the connection flow and the sync need from HubSpot or Pipedrive. One adapter per
 * provider, each on the provider's official client with a configurable base URL, so the same code talks
 * to the real service or to the local stand-in. Every HTTP exchange an operation makes is handed to its
 * recorder (the integration's log is written from it), and a failure is a CrmCallError that says
 * whether trying again can help.
 */
import type { CrmAccount, CrmProvider } from '@profyle/domain';
import type { CrmHttpRecorder } from './crm-http-recorder';

export interface CrmTokenSet {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  /** Seconds the access token lives from now. */
  expiresIn: number;
  /** Where to call the API for this account (Pipedrive's api_domain); absent for HubSpot. */
  apiDomain?: string;
}

/** The contact of an introduction, as the CRM gets it. */
export interface CrmContact {
  email: string;
  name: string;
  phone: string;
  company: string;
  website: string;
  note: string;
}

export interface CrmLead {
  contactId: string;
  title: string;
}

/** What one call acts with: the access token and where the provider said to call (Pipedrive's api_domain). */
export interface CrmCredentials {
  accessToken: string;
  /** The account's api_domain, when the provider gave one. */
  apiDomain?: string;
  recorder: CrmHttpRecorder;
}

/**
 * Why a call failed: `auth` (401: the access token is no good), `rate_limited` (429), `unavailable`
 * (5xx, network, timeout), `rejected` (any other 4xx: trying again cannot help).
 */
export type CrmFailureKind = 'auth' | 'rate_limited' | 'unavailable' | 'rejected';

export class CrmCallError extends Error {
  constructor(
    message: string,
    readonly kind: CrmFailureKind,
    readonly status: number,
    /** What a 429 (or 503) asked for, in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'CrmCallError';
  }

  /** Whether the same call may succeed later: the consumer runner parks the rest at once. */
  get permanent(): boolean {
    return this.kind === 'rejected';
  }
}

export interface CrmClient {
  readonly provider: CrmProvider;
  /** The provider's install link (consent page) for this state and callback. */
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string, recorder: CrmHttpRecorder): Promise<CrmTokenSet>;
  refresh(refreshToken: string, recorder: CrmHttpRecorder): Promise<CrmTokenSet>;
  account(credentials: CrmCredentials): Promise<CrmAccount>;
  /** Creates or updates the contact with this e-mail; answers its id and whether it was new. */
  upsertContact(credentials: CrmCredentials, contact: CrmContact): Promise<{ id: string; created: boolean }>;
  createLead(credentials: CrmCredentials, lead: CrmLead): Promise<{ id: string }>;
  /** Gives up the refresh token at the provider (best effort, on disconnect). */
  revoke(refreshToken: string, recorder: CrmHttpRecorder): Promise<void>;
}
