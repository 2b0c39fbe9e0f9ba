/**
 * HubSpot through its official client (@hubspot/api-client) with a configurable base URL: OAuth 2
 * (`oauth.tokensApi`, `accessTokensApi`, `refreshTokensApi`), contacts upserted by e-mail in one call
 * (`crm.contacts.batchApi.upsert` with `idProperty: email`, so a repeated introduction updates the same
 * contact) and leads associated with their contact (`crm.objects.leads.basicApi.create`). The client's
 * middleware hands every exchange to the operation's recorder.
 */
import { Client } from '@hubspot/api-client';
import type { CrmAccount } from '@profyle/domain';
import type { CrmClient, CrmContact, CrmCredentials, CrmLead, CrmTokenSet } from '../crm-client.port';
import { CrmCallError } from '../crm-client.port';
import { failureOf } from '../crm-failure';
import type { CrmHttpRecorder } from '../crm-http-recorder';

export interface HubSpotSettings {
  clientId: string;
  clientSecret: string;
  /** The API's base URL: https://api.hubapi.com, or a stand-in's. */
  apiUrl: string;
  /** The consent page: https://app.hubspot.com/oauth/authorize, or a stand-in's. */
  authorizeUrl: string;
  scopes: readonly string[];
}

export const HUBSPOT_DEFAULT_SCOPES = ['oauth', 'crm.objects.contacts.read', 'crm.objects.contacts.write', 'crm.objects.leads.read', 'crm.objects.leads.write'] as const;
/** HubSpot's "lead to primary contact" association type. */
const LEAD_TO_PRIMARY_CONTACT = 578;

interface RequestLike {
  getUrl(): string;
  getHttpMethod(): string;
  getHeaders(): Record<string, string>;
  getBody(): unknown;
}
interface ResponseLike {
  httpStatusCode: number;
  headers: Record<string, string>;
  body: { text(): Promise<string> };
}

const bodyText = (body: unknown): string => (body === undefined || body === null ? '' : typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : String(body));

/** Splits a name into HubSpot's first and last name: the last word is the last name. */
export const splitName = (name: string): { firstname: string; lastname: string } => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length <= 1 ? { firstname: words[0] ?? '', lastname: '' } : { firstname: words.slice(0, -1).join(' '), lastname: words[words.length - 1] };
};

export class HubSpotCrmClient implements CrmClient {
  readonly provider = 'hubspot' as const;

  constructor(private readonly settings: HubSpotSettings) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(this.settings.authorizeUrl);
    url.searchParams.set('client_id', this.settings.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('scope', this.settings.scopes.join(' '));
    url.searchParams.set('state', state);
    return url.toString();
  }

  exchangeCode(code: string, redirectUri: string, recorder: CrmHttpRecorder): Promise<CrmTokenSet> {
    recorder.secret(code, this.settings.clientSecret);
    return this.call(recorder, undefined, async (client) => this.tokens(await client.oauth.tokensApi.create('authorization_code', code, redirectUri, this.settings.clientId, this.settings.clientSecret), recorder));
  }

  refresh(refreshToken: string, recorder: CrmHttpRecorder): Promise<CrmTokenSet> {
    recorder.secret(refreshToken, this.settings.clientSecret);
    return this.call(recorder, undefined, async (client) =>
      this.tokens(await client.oauth.tokensApi.create('refresh_token', undefined, undefined, this.settings.clientId, this.settings.clientSecret, refreshToken), recorder),
    );
  }

  account({ accessToken, recorder }: CrmCredentials): Promise<CrmAccount> {
    return this.call(recorder, undefined, async (client) => {
      const info = await client.oauth.accessTokensApi.get(accessToken);
      return { id: String(info.hubId), name: info.hubDomain ?? String(info.hubId) };
    });
  }

  upsertContact({ accessToken, recorder }: CrmCredentials, contact: CrmContact): Promise<{ id: string; created: boolean }> {
    const { firstname, lastname } = splitName(contact.name);
    const properties = Object.fromEntries(
      Object.entries({ email: contact.email, firstname, lastname, phone: contact.phone, company: contact.company, website: contact.website }).filter(([, value]) => value !== ''),
    );
    return this.call(recorder, accessToken, async (client) => {
      const answer = await client.crm.contacts.batchApi.upsert({ inputs: [{ idProperty: 'email', id: contact.email, properties }] });
      const [result] = answer.results;
      if (!result) throw new CrmCallError('HubSpot answered the upsert without a contact', 'rejected', recorder.last?.code ?? 200);
      return { id: result.id, created: (result as unknown as { _new?: boolean })._new === true };
    });
  }

  createLead({ accessToken, recorder }: CrmCredentials, lead: CrmLead): Promise<{ id: string }> {
    return this.call(recorder, accessToken, async (client) => {
      const created = await client.crm.objects.leads.basicApi.create({
        properties: { hs_lead_name: lead.title },
        associations: [{ to: { id: lead.contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED' as never, associationTypeId: LEAD_TO_PRIMARY_CONTACT }] }],
      });
      return { id: created.id };
    });
  }

  async revoke(refreshToken: string, recorder: CrmHttpRecorder): Promise<void> {
    recorder.secret(refreshToken);
    await this.call(recorder, undefined, (client) => client.oauth.refreshTokensApi.archive(refreshToken));
  }

  private tokens(answer: { accessToken: string; refreshToken: string; tokenType: string; expiresIn: number }, recorder: CrmHttpRecorder): CrmTokenSet {
    recorder.secret(answer.accessToken, answer.refreshToken);
    if (!answer.accessToken || !answer.refreshToken) throw new CrmCallError('HubSpot answered without tokens', 'rejected', recorder.last?.code ?? 200);
    return { accessToken: answer.accessToken, refreshToken: answer.refreshToken, tokenType: answer.tokenType || 'bearer', expiresIn: Number(answer.expiresIn) || 1800 };
  }

  /** One client per operation, so its middleware records this operation's exchanges only. */
  private async call<T>(recorder: CrmHttpRecorder, accessToken: string | undefined, run: (client: Client) => Promise<T>): Promise<T> {
    if (accessToken) recorder.secret(accessToken);
    let pending: { method: string; url: string; headers: Record<string, string>; body: string } | null = null;
    const client = new Client({
      basePath: this.settings.apiUrl.replace(/\/+$/, ''),
      ...(accessToken ? { accessToken } : {}),
      middleware: [
        {
          pre: (context: unknown) => {
            const request = context as RequestLike;
            pending = { method: String(request.getHttpMethod()), url: request.getUrl(), headers: { ...request.getHeaders() }, body: bodyText(request.getBody()) };
            return context;
          },
          post: async (context: unknown) => {
            const response = context as ResponseLike;
            const sent = pending;
            pending = null;
            if (sent) {
              recorder.record({ method: sent.method, url: sent.url, requestHeaders: sent.headers, requestBody: sent.body, status: response.httpStatusCode, responseHeaders: response.headers, responseBody: await response.body.text() });
            }
            return context;
          },
        },
      ],
    });
    try {
      return await run(client);
    } catch (error) {
      const unanswered = pending as { method: string; url: string; headers: Record<string, string>; body: string } | null;
      if (unanswered) recorder.record({ method: unanswered.method, url: unanswered.url, requestHeaders: unanswered.headers, requestBody: unanswered.body, status: null, error: (error as Error)?.message });
      throw failureOf(recorder, 'HubSpot', error);
    }
  }
}
