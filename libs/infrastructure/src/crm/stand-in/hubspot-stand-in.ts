/**
 * A local HubSpot for tests and `npm start`, speaking the documented subset the HubSpot adapter uses:
 * OAuth (`/oauth/authorize` consent page, `POST /oauth/v1/token` for both grants, `GET
 * /oauth/v1/access-tokens/{token}`, `DELETE /oauth/v1/refresh-tokens/{token}`), contacts upserted by
 * e-mail (`POST /crm/v3/objects/contacts/batch/upsert` with `idProperty: email`) and leads associated
 * with a contact (`POST /crm/v3/objects/leads`). Errors come in HubSpot's shape
 * ({status, message, category}); `GET /` lists what it holds.
 */
import { json, OAuthStandIn, type OAuthState, type StandInAnswer, type StandInOptions, type StandInRequest } from './stand-in-server';

export interface StandInHubSpotContact {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

export interface StandInHubSpotLead {
  id: string;
  properties: Record<string, string>;
  contactId: string;
  createdAt: string;
}

interface HubSpotState extends OAuthState {
  contacts: StandInHubSpotContact[];
  leads: StandInHubSpotLead[];
}

/** The one portal every grant acts for. */
export const HUBSPOT_STAND_IN_ACCOUNT = { hubId: 1000001, hubDomain: 'local-stand-in.hubspot.profyle.test', user: 'owner@local-stand-in.example' } as const;
/** HubSpot's "lead to primary contact" association type. */
export const HUBSPOT_LEAD_TO_CONTACT = 578;

const error = (status: number, category: string, message: string): StandInAnswer => json(status, { status: 'error', message, correlationId: '00000000-0000-4000-8000-000000000000', category });

const parse = (text: string): any => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export class HubSpotStandIn extends OAuthStandIn<HubSpotState> {
  protected readonly tokenPath = '/oauth/v1/token';

  constructor(options: StandInOptions) {
    super(options, 'HubSpot');
  }

  get contacts(): readonly StandInHubSpotContact[] {
    return this.state.contacts;
  }

  get leads(): readonly StandInHubSpotLead[] {
    return this.state.leads;
  }

  protected emptyState(): HubSpotState {
    return { tokens: [], codes: [], nextId: 100, contacts: [], leads: [] };
  }

  protected clientOf(_request: StandInRequest, form: URLSearchParams) {
    return { clientId: form.get('client_id'), clientSecret: form.get('client_secret') };
  }

  protected tokenAnswer(record: { accessToken: string; refreshToken: string }): StandInAnswer {
    return json(200, { token_type: 'bearer', refresh_token: record.refreshToken, access_token: record.accessToken, expires_in: this.accessTokenTtlSeconds });
  }

  protected tokenError(status: number, code: string, description: string): StandInAnswer {
    const hubspotStatus = code === 'invalid_client' ? 'BAD_CLIENT_ID' : description.includes('refresh') ? 'BAD_REFRESH_TOKEN' : description.includes('redirect') ? 'BAD_REDIRECT_URI' : 'BAD_AUTH_CODE';
    return json(status === 401 ? 400 : status, { status: hubspotStatus, message: description, correlationId: '00000000-0000-4000-8000-000000000000' });
  }

  protected route(request: StandInRequest, bearer: string | null): StandInAnswer | null {
    const tokenInfo = /^\/oauth\/v1\/access-tokens\/([^/]+)$/.exec(request.path);
    if (tokenInfo && request.method === 'GET') {
      const record = this.tokenByAccess(decodeURIComponent(tokenInfo[1]));
      if (!record) return error(404, 'OBJECT_NOT_FOUND', 'Token not found');
      return json(200, {
        token: record.accessToken,
        user: HUBSPOT_STAND_IN_ACCOUNT.user,
        hub_domain: HUBSPOT_STAND_IN_ACCOUNT.hubDomain,
        scopes: ['oauth', 'crm.objects.contacts.read', 'crm.objects.contacts.write', 'crm.objects.leads.read', 'crm.objects.leads.write'],
        hub_id: HUBSPOT_STAND_IN_ACCOUNT.hubId,
        app_id: 424242,
        expires_in: Math.max(0, Math.round((record.expiresAt - this.now().getTime()) / 1000)),
        user_id: 7,
        token_type: 'access',
      });
    }
    const refresh = /^\/oauth\/v1\/refresh-tokens\/([^/]+)$/.exec(request.path);
    if (refresh && request.method === 'DELETE') {
      const token = decodeURIComponent(refresh[1]);
      this.state.tokens = this.state.tokens.filter((t) => t.refreshToken !== token);
      this.changed();
      return { status: 204 };
    }
    const known = request.path === '/crm/v3/objects/contacts/batch/upsert' || request.path === '/crm/v3/objects/leads';
    if (!known) return null;
    if (!bearer) return error(401, 'EXPIRED_AUTHENTICATION', 'The OAuth token used to make this call expired.');
    if (request.method !== 'POST') return error(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed`);
    const body = parse(request.text);
    return request.path === '/crm/v3/objects/leads' ? this.createLead(body) : this.upsertContacts(body);
  }

  private upsertContacts(body: any): StandInAnswer {
    const inputs = body?.inputs;
    if (!Array.isArray(inputs) || inputs.length === 0) return error(400, 'VALIDATION_ERROR', 'inputs must be a non-empty list');
    const startedAt = this.now().toISOString();
    const results = [];
    for (const input of inputs) {
      if (input?.idProperty !== 'email' || typeof input.id !== 'string' || !input.id.includes('@')) return error(400, 'VALIDATION_ERROR', 'Each input needs idProperty email and an e-mail address as id');
      const email = input.id.toLowerCase();
      const properties: Record<string, string> = { ...(input.properties ?? {}), email };
      const at = this.now().toISOString();
      let contact = this.state.contacts.find((c) => c.properties.email === email);
      const created = !contact;
      if (contact) {
        contact.properties = { ...contact.properties, ...properties };
        contact.updatedAt = at;
      } else {
        contact = { id: String(this.nextId()), properties, createdAt: at, updatedAt: at };
        this.state.contacts.unshift(contact);
      }
      this.changed();
      results.push({ id: contact.id, properties: { ...contact.properties, hs_object_id: contact.id }, createdAt: contact.createdAt, updatedAt: contact.updatedAt, archived: false, new: created });
    }
    return json(200, { status: 'COMPLETE', results, startedAt, completedAt: this.now().toISOString() });
  }

  private createLead(body: any): StandInAnswer {
    const name = body?.properties?.hs_lead_name;
    if (typeof name !== 'string' || name.trim() === '') return error(400, 'VALIDATION_ERROR', 'Property hs_lead_name is required');
    const association = Array.isArray(body?.associations) ? body.associations.find((a: any) => a?.types?.some((t: any) => t?.associationTypeId === HUBSPOT_LEAD_TO_CONTACT)) : undefined;
    const contactId = association?.to?.id === undefined ? '' : String(association.to.id);
    if (!this.state.contacts.some((c) => c.id === contactId)) return error(400, 'VALIDATION_ERROR', 'A lead must be associated with an existing contact (association type 578)');
    const at = this.now().toISOString();
    const lead: StandInHubSpotLead = { id: String(this.nextId()), properties: { ...body.properties }, contactId, createdAt: at };
    this.state.leads.unshift(lead);
    this.changed();
    return json(201, { id: lead.id, properties: { ...lead.properties, hs_object_id: lead.id }, createdAt: at, updatedAt: at, archived: false });
  }

  protected viewerSections() {
    return [
      {
        title: 'Contacts',
        columns: ['Id', 'E-mail', 'First name', 'Last name', 'Company', 'Phone', 'Updated'],
        rows: this.state.contacts.map((c) => [c.id, c.properties.email ?? '', c.properties.firstname ?? '', c.properties.lastname ?? '', c.properties.company ?? '', c.properties.phone ?? '', c.updatedAt]),
      },
      {
        title: 'Leads',
        columns: ['Id', 'Name', 'Contact', 'Created'],
        rows: this.state.leads.map((l) => [l.id, l.properties.hs_lead_name ?? '', l.contactId, l.createdAt]),
      },
    ];
  }
}
