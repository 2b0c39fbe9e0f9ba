/**
 * The one contract both CRM adapters pass, each against its provider's local stand-in: the consent page
 * and the code exchange, the account, the upsert by e-mail (twice is one contact), leads, the failures
 * the sync must tell apart (401, 429 with Retry-After, 5xx, a refused grant) and a log that never holds
 * a secret. Each adapter's spec calls it with a factory.
 */
import { CrmCallError, type CrmClient, type CrmCredentials, type CrmTokenSet } from './crm-client.port';
import { CrmHttpRecorder, REDACTED } from './crm-http-recorder';
import type { OAuthStandIn, OAuthState } from './stand-in/stand-in-server';

export interface CrmClientFixture {
  client: CrmClient;
  standIn: OAuthStandIn<OAuthState>;
  /** How many contacts (HubSpot) or persons (Pipedrive) the stand-in holds with this e-mail. */
  contactsWith(email: string): number;
  leadsOf(contactId: string): number;
  dispose(): Promise<void>;
}

const REDIRECT = 'http://127.0.0.1:9/oauth/callback';

/** Walks the consent page as a browser would and answers the redirect it ends on. */
export const consent = async (authorizeUrl: string, decision: 'allow' | 'deny' = 'allow'): Promise<URL> => {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}`);
  const html = await page.text();
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name, value.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)))]);
  const form = new URLSearchParams([...fields, ['decision', decision]]);
  const answer = await fetch(new URL('/oauth/authorize', authorizeUrl), { method: 'POST', body: form, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (answer.status !== 302) throw new Error(`consent answered ${answer.status}`);
  return new URL(answer.headers.get('location') ?? '');
};

export function crmClientContract(name: string, factory: () => Promise<CrmClientFixture>): void {
  describe(name, () => {
    let fixture: CrmClientFixture;
    beforeEach(async () => {
      fixture = await factory();
    });
    afterEach(() => fixture.dispose());

    const connect = async (): Promise<{ tokens: CrmTokenSet; recorder: CrmHttpRecorder }> => {
      const back = await consent(fixture.client.authorizeUrl('state-123', REDIRECT));
      const recorder = new CrmHttpRecorder();
      const tokens = await fixture.client.exchangeCode(back.searchParams.get('code') ?? '', REDIRECT, recorder);
      return { tokens, recorder };
    };
    const credentials = (tokens: CrmTokenSet, recorder = new CrmHttpRecorder()): CrmCredentials => ({ accessToken: tokens.accessToken, apiDomain: tokens.apiDomain, recorder });
    const contact = { email: 'ann.lee@visitor.example', name: 'Ann Marie Lee', phone: '+44 20 7946 0000', company: 'Lee & Co', website: 'https://lee.example', note: 'Met at the stand' };

    it('sends the admin to a consent page that comes back with a code and the state, or with user_denied', async () => {
      const url = new URL(fixture.client.authorizeUrl('state-123', REDIRECT));
      expect(url.searchParams.get('state')).toBe('state-123');
      expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
      const allowed = await consent(url.toString());
      expect(allowed.origin + allowed.pathname).toBe(REDIRECT);
      expect(allowed.searchParams.get('code')).toMatch(/.{16,}/);
      expect(allowed.searchParams.get('state')).toBe('state-123');
      const denied = await consent(url.toString(), 'deny');
      expect(denied.searchParams.get('error')).toBe('user_denied');
      expect(denied.searchParams.get('state')).toBe('state-123');
    });

    it('exchanges a code once for tokens and names the account; a second exchange of the code is refused for good', async () => {
      const back = await consent(fixture.client.authorizeUrl('s', REDIRECT));
      const code = back.searchParams.get('code') ?? '';
      const recorder = new CrmHttpRecorder();
      const tokens = await fixture.client.exchangeCode(code, REDIRECT, recorder);
      expect(tokens).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: expect.any(Number) });
      const account = await fixture.client.account(credentials(tokens, recorder));
      expect(account).toMatchObject({ id: expect.stringMatching(/^\d+$/), name: expect.any(String) });
      const again = await fixture.client.exchangeCode(code, REDIRECT, new CrmHttpRecorder()).catch((error: unknown) => error);
      expect(again).toBeInstanceOf(CrmCallError);
      expect((again as CrmCallError).permanent).toBe(true);
    });

    it('upserts a contact by e-mail: the same contact twice is one contact, updated', async () => {
      const { tokens } = await connect();
      const first = await fixture.client.upsertContact(credentials(tokens), contact);
      const second = await fixture.client.upsertContact(credentials(tokens), { ...contact, name: 'Ann Lee', phone: '+44 20 7946 0001' });
      expect(first.created).toBe(true);
      expect(second).toEqual({ id: first.id, created: false });
      expect(fixture.contactsWith(contact.email)).toBe(1);
    });

    it('creates a lead for a contact', async () => {
      const { tokens } = await connect();
      const { id } = await fixture.client.upsertContact(credentials(tokens), contact);
      const lead = await fixture.client.createLead(credentials(tokens), { contactId: id, title: 'Ann Lee (Lee & Co), Profyle introduction' });
      expect(lead.id).toBeTruthy();
      expect(fixture.leadsOf(id)).toBe(1);
    });

    it('tells an expired token (401) from a rate limit (429 with Retry-After), an outage (5xx) and a refusal (4xx)', async () => {
      const { tokens } = await connect();
      fixture.standIn.fail({ status: 429, headers: { 'retry-after': '3' } });
      const limited = (await fixture.client.upsertContact(credentials(tokens), contact).catch((e: unknown) => e)) as CrmCallError;
      expect(limited).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 3000, permanent: false });
      fixture.standIn.fail({ status: 503 });
      expect(await fixture.client.upsertContact(credentials(tokens), contact).catch((e: unknown) => e)).toMatchObject({ kind: 'unavailable', status: 503 });
      fixture.standIn.fail({ status: 400 });
      expect(await fixture.client.upsertContact(credentials(tokens), contact).catch((e: unknown) => e)).toMatchObject({ kind: 'rejected', status: 400, permanent: true });
      fixture.standIn.expireAccessTokens();
      expect(await fixture.client.upsertContact(credentials(tokens), contact).catch((e: unknown) => e)).toMatchObject({ kind: 'auth', status: 401 });
      const refreshed = await fixture.client.refresh(tokens.refreshToken, new CrmHttpRecorder());
      expect(refreshed.accessToken).not.toBe(tokens.accessToken);
      await expect(fixture.client.upsertContact(credentials(refreshed), contact)).resolves.toMatchObject({ created: true });
    });

    it('answers a refused refresh token (revoked) as a permanent failure', async () => {
      const { tokens } = await connect();
      await fixture.client.revoke(tokens.refreshToken, new CrmHttpRecorder());
      const refused = await fixture.client.refresh(tokens.refreshToken, new CrmHttpRecorder()).catch((e: unknown) => e);
      expect(refused).toMatchObject({ kind: 'rejected', permanent: true });
    });

    it('records every exchange with its request and response, and never a token, code or client secret', async () => {
      const back = await consent(fixture.client.authorizeUrl('s', REDIRECT));
      const code = back.searchParams.get('code') ?? '';
      const recorder = new CrmHttpRecorder();
      const tokens = await fixture.client.exchangeCode(code, REDIRECT, recorder);
      await fixture.client.account(credentials(tokens, recorder));
      await fixture.client.upsertContact(credentials(tokens, recorder), contact);
      const refreshed = await fixture.client.refresh(tokens.refreshToken, recorder);
      expect(recorder.exchanges.length).toBeGreaterThanOrEqual(4);
      for (const exchange of recorder.exchanges) {
        expect(exchange).toMatchObject({ method: expect.stringMatching(/^(GET|POST|PATCH|PUT|DELETE)$/), url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//), code: expect.any(Number) });
        expect(exchange.response?.status).toBe(exchange.code);
      }
      const written = JSON.stringify(recorder.exchanges);
      for (const secret of [code, tokens.accessToken, tokens.refreshToken, refreshed.accessToken, refreshed.refreshToken]) expect(written).not.toContain(secret);
      expect(written).toContain(REDACTED);
      expect(written).toContain('ann.lee@visitor.example');
    });
  });
}
