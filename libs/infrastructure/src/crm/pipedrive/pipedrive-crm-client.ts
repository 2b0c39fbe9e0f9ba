/**
 * Pipedrive through its official client (the `pipedrive` package): OAuth 2 with
 * `OAuth2Configuration` (host configurable), persons in API v2 (found by exact e-mail, then updated or
 * added, so a repeated introduction updates the same person) and leads in API v1. The account's
 * `api_domain` from the token answer is where the API is called, unless `apiUrl` overrides it (a
 * stand-in, a proxy). Every exchange goes through a recording axios adapter into the operation's recorder.
 */
import axios, { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { v1, v2 } from 'pipedrive';
import type { CrmAccount } from '@profyle/domain';
import { CrmCallError, type CrmClient, type CrmContact, type CrmCredentials, type CrmLead, type CrmTokenSet } from '../crm-client.port';
import { failureOf } from '../crm-failure';
import type { CrmHttpRecorder } from '../crm-http-recorder';

export interface PipedriveSettings {
  clientId: string;
  clientSecret: string;
  /** The OAuth server: https://oauth.pipedrive.com, or a stand-in's. */
  oauthUrl: string;
  /** Where to call the API instead of the account's api_domain (a stand-in); null follows api_domain. */
  apiUrl: string | null;
}

const headersOf = (headers: unknown): Record<string, unknown> => {
  const candidate = headers as { toJSON?: () => Record<string, unknown> } | undefined;
  return candidate?.toJSON ? candidate.toJSON() : { ...((headers as Record<string, unknown>) ?? {}) };
};

const text = (data: unknown): string => (data === undefined || data === null ? '' : typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : JSON.stringify(data));

/** axios's own http adapter, wrapped: every exchange (answered or not) is recorded before axios goes on. */
const recordingAdapter = (recorder: CrmHttpRecorder): AxiosAdapter => {
  const send = axios.getAdapter('http');
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const request = { method: config.method ?? 'get', url: axios.getUri(config), requestHeaders: headersOf(config.headers), requestBody: text(config.data) };
    try {
      const response = await send(config);
      recorder.record({ ...request, status: response.status, responseHeaders: headersOf(response.headers), responseBody: text(response.data) });
      return response;
    } catch (error) {
      const answered = (error as { response?: AxiosResponse }).response;
      if (answered) recorder.record({ ...request, status: answered.status, responseHeaders: headersOf(answered.headers), responseBody: text(answered.data) });
      else recorder.record({ ...request, status: null, error: (error as { code?: string }).code ?? (error as Error).message });
      throw error;
    }
  };
};

const label = (value: string) => [{ value, primary: true, label: 'work' }];

export class PipedriveCrmClient implements CrmClient {
  readonly provider = 'pipedrive' as const;

  constructor(private readonly settings: PipedriveSettings) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(this.oauth(redirectUri).authorizationUrl);
    url.searchParams.set('state', state);
    return url.toString();
  }

  exchangeCode(code: string, redirectUri: string, recorder: CrmHttpRecorder): Promise<CrmTokenSet> {
    recorder.secret(code, this.settings.clientSecret);
    return this.guard(recorder, async () => this.tokens(await this.oauth(redirectUri, recorder).authorize(code), recorder));
  }

  refresh(refreshToken: string, recorder: CrmHttpRecorder): Promise<CrmTokenSet> {
    recorder.secret(refreshToken, this.settings.clientSecret);
    return this.guard(recorder, async () => {
      // The client refreshes the token it holds; it is handed the stored one first.
      const oauth = this.oauth('https://unused.invalid/', recorder);
      oauth.updateToken({ refresh_token: refreshToken } as never);
      return this.tokens(await oauth.tokenRefresh(), recorder);
    });
  }

  async revoke(refreshToken: string, recorder: CrmHttpRecorder): Promise<void> {
    recorder.secret(refreshToken, this.settings.clientSecret);
    await this.guard(recorder, async () => {
      const oauth = this.oauth('https://unused.invalid/', recorder);
      oauth.updateToken({ refresh_token: refreshToken } as never);
      await oauth.revokeToken('refresh_token');
    });
  }

  account(credentials: CrmCredentials): Promise<CrmAccount> {
    return this.guard(credentials.recorder, async () => {
      const answer = await new v1.UsersApi(this.v1(credentials)).getCurrentUser();
      const user = answer.data as { company_id?: number; company_name?: string; company_domain?: string } | undefined;
      if (!user?.company_id) throw new CrmCallError('Pipedrive answered without a company', 'rejected', credentials.recorder.last?.code ?? 200);
      return { id: String(user.company_id), name: user.company_name || user.company_domain || String(user.company_id), ...(credentials.apiDomain ? { apiDomain: credentials.apiDomain } : {}) };
    });
  }

  upsertContact(credentials: CrmCredentials, contact: CrmContact): Promise<{ id: string; created: boolean }> {
    return this.guard(credentials.recorder, async () => {
      const persons = new v2.PersonsApi(this.v2(credentials));
      const found = await persons.searchPersons({ term: contact.email, fields: 'email', exact_match: true, limit: 1 });
      const existing = found.data?.items?.[0]?.item?.id;
      const fields = { name: contact.name, emails: label(contact.email), ...(contact.phone ? { phones: label(contact.phone) } : {}) };
      if (existing !== undefined) {
        await persons.updatePerson({ id: existing, UpdatePersonRequest: fields });
        return { id: String(existing), created: false };
      }
      const added = await persons.addPerson({ AddPersonRequest: fields });
      const id = added.data?.id;
      if (id === undefined) throw new CrmCallError('Pipedrive answered without the person', 'rejected', credentials.recorder.last?.code ?? 200);
      return { id: String(id), created: true };
    });
  }

  createLead(credentials: CrmCredentials, lead: CrmLead): Promise<{ id: string }> {
    return this.guard(credentials.recorder, async () => {
      const added = await new v1.LeadsApi(this.v1(credentials)).addLead({ AddLeadRequest: { title: lead.title, person_id: Number(lead.contactId) } });
      const id = added.data?.id;
      if (!id) throw new CrmCallError('Pipedrive answered without the lead', 'rejected', credentials.recorder.last?.code ?? 200);
      return { id: String(id) };
    });
  }

  /** The OAuth client, on the configured host; token calls go through the recorder. */
  private oauth(redirectUri: string, recorder?: CrmHttpRecorder): v1.OAuth2Configuration {
    const oauth = new v1.OAuth2Configuration({ clientId: this.settings.clientId, clientSecret: this.settings.clientSecret, redirectUri, host: this.settings.oauthUrl.replace(/\/+$/, '') });
    // The client keeps its axios instance to itself; its adapter is the one seam for recording.
    if (recorder) (oauth as unknown as { axios: { defaults: { adapter: unknown } } }).axios.defaults.adapter = recordingAdapter(recorder);
    return oauth;
  }

  private apiBase(credentials: CrmCredentials): string {
    const base = this.settings.apiUrl ?? credentials.apiDomain;
    if (!base) throw new CrmCallError('Pipedrive did not say where the account’s API is (api_domain)', 'rejected', 0);
    return base.replace(/\/+$/, '');
  }

  private v1(credentials: CrmCredentials): v1.Configuration {
    credentials.recorder.secret(credentials.accessToken);
    const configuration = new v1.Configuration({ accessToken: credentials.accessToken, basePath: `${this.apiBase(credentials)}/api/v1` });
    configuration.baseOptions = { adapter: recordingAdapter(credentials.recorder) };
    return configuration;
  }

  private v2(credentials: CrmCredentials): v2.Configuration {
    credentials.recorder.secret(credentials.accessToken);
    const configuration = new v2.Configuration({ accessToken: credentials.accessToken, basePath: `${this.apiBase(credentials)}/api/v2` });
    configuration.baseOptions = { adapter: recordingAdapter(credentials.recorder) };
    return configuration;
  }

  private tokens(answer: unknown, recorder: CrmHttpRecorder): CrmTokenSet {
    const token = answer as { access_token?: string; refresh_token?: string; token_type?: string; expires_in?: number; api_domain?: string };
    recorder.secret(token.access_token, token.refresh_token);
    if (!token.access_token || !token.refresh_token) throw new CrmCallError('Pipedrive answered without tokens', 'rejected', recorder.last?.code ?? 200);
    return {
      accessToken: token.access_token,
      refreshToken: token.refresh_token,
      tokenType: token.token_type || 'Bearer',
      expiresIn: Number(token.expires_in) || 3599,
      ...(token.api_domain ? { apiDomain: token.api_domain } : {}),
    };
  }

  private async guard<T>(recorder: CrmHttpRecorder, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw failureOf(recorder, 'Pipedrive', error);
    }
  }
}
