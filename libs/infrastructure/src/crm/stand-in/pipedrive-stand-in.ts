/**
 * A local Pipedrive for tests and `npm start`, speaking the documented subset the Pipedrive adapter
 * uses: OAuth (`/oauth/authorize` consent page, `POST /oauth/token` with the client in Basic auth, whose
 * answer names the `api_domain` to call, `POST /oauth/revoke`), `GET /api/v1/users/me`, persons in API v2
 * (`GET /api/v2/persons/search` by exact e-mail, `POST /api/v2/persons`, `PATCH /api/v2/persons/{id}`)
 * and leads in API v1 (`POST /api/v1/leads`, `GET /api/v1/leads?person_id=`). Answers and errors come in
 * Pipedrive's `{success, data}` / `{success: false, error}` shape; `GET /` lists what it holds.
 */
import { randomUUID } from 'node:crypto';
import { json, OAuthStandIn, type OAuthState, type StandInAnswer, type StandInOptions, type StandInRequest } from './stand-in-server';

export interface StandInPipedrivePerson {
  id: number;
  name: string;
  emails: { value: string; primary: boolean; label: string }[];
  phones: { value: string; primary: boolean; label: string }[];
  add_time: string;
  update_time: string;
}

export interface StandInPipedriveLead {
  id: string;
  title: string;
  person_id: number;
  add_time: string;
}

interface PipedriveState extends OAuthState {
  persons: StandInPipedrivePerson[];
  leads: StandInPipedriveLead[];
}

export const PIPEDRIVE_STAND_IN_ACCOUNT = { companyId: 2000002, companyName: 'Local stand-in company', companyDomain: 'local-stand-in' } as const;

const failure = (status: number, message: string): StandInAnswer => json(status, { success: false, error: message, errorCode: status, error_info: 'Please check developers.pipedrive.com for more information about Pipedrive API.' });

const parse = (text: string): any => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const time = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

const entries = (list: unknown): StandInPipedrivePerson['emails'] =>
  Array.isArray(list) ? list.filter((e) => typeof e?.value === 'string' && e.value !== '').map((e, i) => ({ value: e.value, primary: e.primary ?? i === 0, label: e.label ?? 'work' })) : [];

export class PipedriveStandIn extends OAuthStandIn<PipedriveState> {
  protected readonly tokenPath = '/oauth/token';

  constructor(options: StandInOptions) {
    super({ accessTokenTtlSeconds: 3599, ...options }, 'Pipedrive');
  }

  get persons(): readonly StandInPipedrivePerson[] {
    return this.state.persons;
  }

  get leads(): readonly StandInPipedriveLead[] {
    return this.state.leads;
  }

  protected emptyState(): PipedriveState {
    return { tokens: [], codes: [], nextId: 0, persons: [], leads: [] };
  }

  protected clientOf(request: StandInRequest) {
    const basic = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!basic) return { clientId: null, clientSecret: null };
    const [clientId, ...rest] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    return { clientId, clientSecret: rest.join(':') };
  }

  protected tokenAnswer(record: { accessToken: string; refreshToken: string }): StandInAnswer {
    return json(200, { access_token: record.accessToken, token_type: 'Bearer', refresh_token: record.refreshToken, scope: 'base,contacts:full,leads:full', expires_in: this.accessTokenTtlSeconds, api_domain: this.url });
  }

  protected tokenError(status: number, error: string, description: string): StandInAnswer {
    return json(status, { success: false, error, message: description });
  }

  protected route(request: StandInRequest, bearer: string | null): StandInAnswer | null {
    const { method, path } = request;
    if (method === 'POST' && path === '/oauth/revoke') {
      const token = new URLSearchParams(request.text).get('token');
      this.state.tokens = this.state.tokens.filter((t) => t.refreshToken !== token && t.accessToken !== token);
      this.changed();
      return { status: 200, body: {} };
    }
    const person = /^\/api\/v2\/persons\/(\d+)$/.exec(path);
    const known = ['/api/v1/users/me', '/api/v2/persons/search', '/api/v2/persons', '/api/v1/leads'].includes(path) || person !== null;
    if (!known) return null;
    if (!bearer) return failure(401, 'unauthorized access');
    if (method === 'GET' && path === '/api/v1/users/me') {
      return json(200, {
        success: true,
        data: { id: 17, name: 'Local Owner', email: 'owner@local-stand-in.example', company_id: PIPEDRIVE_STAND_IN_ACCOUNT.companyId, company_name: PIPEDRIVE_STAND_IN_ACCOUNT.companyName, company_domain: PIPEDRIVE_STAND_IN_ACCOUNT.companyDomain },
      });
    }
    if (method === 'GET' && path === '/api/v2/persons/search') return this.search(request.query);
    if (method === 'POST' && path === '/api/v2/persons') return this.addPerson(parse(request.text));
    if (method === 'PATCH' && person) return this.updatePerson(Number(person[1]), parse(request.text));
    if (method === 'POST' && path === '/api/v1/leads') return this.addLead(parse(request.text));
    if (method === 'GET' && path === '/api/v1/leads') {
      const personId = Number(request.query.get('person_id'));
      const data = this.state.leads.filter((l) => !request.query.has('person_id') || l.person_id === personId);
      return json(200, { success: true, data, additional_data: { pagination: { start: 0, limit: 100, more_items_in_collection: false } } });
    }
    return failure(405, `${method} is not allowed here`);
  }

  private search(query: URLSearchParams): StandInAnswer {
    const term = (query.get('term') ?? '').toLowerCase();
    if (term.length < 2) return failure(400, 'term must be at least 2 characters');
    const exact = query.get('exact_match') === 'true';
    const matches = this.state.persons.filter((p) => p.emails.some((e) => (exact ? e.value.toLowerCase() === term : e.value.toLowerCase().includes(term))));
    const items = matches.map((p) => ({ result_score: 1, item: { id: p.id, type: 'person', name: p.name, emails: p.emails.map((e) => e.value), phones: p.phones.map((e) => e.value) } }));
    return json(200, { success: true, data: { items }, additional_data: { next_cursor: null } });
  }

  private addPerson(body: any): StandInAnswer {
    if (typeof body?.name !== 'string' || body.name.trim() === '') return failure(400, 'Name must be given.');
    const at = time(this.now());
    const person: StandInPipedrivePerson = { id: this.nextId(), name: body.name, emails: entries(body.emails), phones: entries(body.phones), add_time: at, update_time: at };
    this.state.persons.unshift(person);
    this.changed();
    return json(200, { success: true, data: person });
  }

  private updatePerson(id: number, body: any): StandInAnswer {
    const person = this.state.persons.find((p) => p.id === id);
    if (!person) return failure(404, 'Person not found');
    if (typeof body?.name === 'string' && body.name.trim() !== '') person.name = body.name;
    if (Array.isArray(body?.emails)) person.emails = entries(body.emails);
    if (Array.isArray(body?.phones)) person.phones = entries(body.phones);
    person.update_time = time(this.now());
    this.changed();
    return json(200, { success: true, data: person });
  }

  private addLead(body: any): StandInAnswer {
    if (typeof body?.title !== 'string' || body.title.trim() === '') return failure(400, 'Title must be given.');
    if (!this.state.persons.some((p) => p.id === body.person_id)) return failure(400, 'A lead must be linked to an existing person or organization.');
    const lead: StandInPipedriveLead = { id: randomUUID(), title: body.title, person_id: body.person_id, add_time: this.now().toISOString() };
    this.state.leads.unshift(lead);
    this.changed();
    return json(201, { success: true, data: lead });
  }

  protected viewerSections() {
    return [
      {
        title: 'Persons',
        columns: ['Id', 'Name', 'E-mail', 'Phone', 'Updated'],
        rows: this.state.persons.map((p) => [String(p.id), p.name, p.emails.map((e) => e.value).join(', '), p.phones.map((e) => e.value).join(', '), p.update_time]),
      },
      { title: 'Leads', columns: ['Id', 'Title', 'Person', 'Created'], rows: this.state.leads.map((l) => [l.id, l.title, String(l.person_id), l.add_time]) },
    ];
  }
}
