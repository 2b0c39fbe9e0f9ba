/**
 * The CRM sync of one provider: an introduction captured on a Profyle becomes a contact in the
 * organisation's CRM (HubSpot: upserted by e-mail, plus a lead when create_lead is on; Pipedrive: the
 * person found by e-mail and updated, or added, plus a lead). It runs as a consumer group on the
 * integration topic; the consumer runner brings the inbox, the retries and the dead-letter topic.
 *
 * - Idempotent: the contact is upserted by e-mail, and each introduction's progress (contact, lead) is
 *   kept, so a redelivered introduction neither adds a second contact nor a second lead.
 * - Contact changes (`contact.updated`: an admin's correction, the enrichment) upsert the CRM's contact
 *   again with the contact as it is now, read from its stream; so does an introduction whose contact
 *   changed before its sync.
 * - Tokens are opened from the connection's sealed copy only here, refreshed when they expire within
 *   five minutes, and once more when the CRM answers 401; a refused refresh token marks the connection
 *   lost (the admin must connect again) and parks the message.
 * - 429 (with its Retry-After) and 5xx are thrown as retryable; any other 4xx is permanent.
 * - Every HTTP exchange goes to the provider's log, secrets redacted, saying what it did or what follows.
 */
import { contactDecider, CRM_ERROR_MESSAGES, CRM_PROVIDER_LABELS, crmConnectionDecider, type CrmProvider, crmStreamId, fold, introductionStreamId } from '@profyle/domain';
import { type ContactUpdatedV1, CRM_CONTACT_FIELDS, type IntegrationLogPart, integrationLogPart, type IntroductionCreatedV1, parseIntegrationData } from '@profyle/contracts';
import {
  type CloudEvent,
  type Collection,
  CrmCallError,
  type CrmClient,
  type CrmContact,
  type CrmCredentials,
  CrmHttpRecorder,
  type CrmLogStore,
  type CrmTokenSecrets,
  type EventStore,
  type ReadDocument,
  type ReadStore,
  type TokenCipher,
} from '@profyle/infrastructure';
import { type CrmConnectionDoc, crmConnectionDocId, crmConnectionsProjection } from '../../projections/crm-connections/crm-connections.projection';
import { collectionName } from '../../runner/projection';
import type { HandlerAttempt } from '../consumer-runner/integration-consumer';
import { decideOnStream } from '../consumer-runner/stream-commands';

/** Who the audit log names for what the sync records (refreshed tokens, a lost authorisation). */
export const CRM_SYNC_ACTOR = { userId: 'system:crm-sync' } as const;
/** Tokens that expire sooner than this are refreshed before use. */
export const CRM_REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** How far one introduction got in one CRM: a retry continues from here. */
export interface CrmSyncProgressDoc extends ReadDocument {
  provider: CrmProvider;
  organisation_id: string;
  introduction_id: string;
  contact_id: string | null;
  lead_id: string | null;
  synced_at: string | null;
}
export const CRM_SYNC_PROGRESS_COLLECTION = 'crm_sync_progress_v1';

export interface CrmSyncDeps {
  provider: CrmProvider;
  client: CrmClient;
  readStore: ReadStore;
  eventStore: EventStore;
  cipher: TokenCipher;
  logs: CrmLogStore;
  clock?: () => Date;
}

export type CrmSyncOutcome = 'synced' | 'updated' | 'skipped' | 'already-synced';

/** The event name the settings page's test is logged under. */
export const CRM_TEST_EVENT = 'crm.test';
/** The made-up contact of a test lead. */
export const CRM_TEST_LEAD = { name: 'Profyle Test Lead', email: 'test-lead@profyle.example', company: 'Profyle', note: 'A test lead sent from the Profyle portal' } as const;

export interface CrmTestLeadOutcome {
  success: boolean;
  message: string;
  logIds: string[];
}

interface SyncRun {
  event: string;
  messageId: string;
  attempt: number;
  attempts: number;
  /** A lead whatever the connection's create_lead says (the test). */
  alwaysLead: boolean;
  onLogged?: (logIds: string[]) => void;
}

interface OpenTokens extends CrmTokenSecrets {
  expiresAt: string;
  /** The stream revision these tokens were recorded at. */
  revision: number;
}

/** The contact of an introduction.created payload. */
const contactOf = (data: IntroductionCreatedV1): CrmContact => ({ email: data.email, name: data.name, phone: data.phone, company: data.company, website: data.website, note: data.note });

/** What an introduction's lead is called in the CRM. */
export const leadTitle = (name: string, company: string): string => `${name}${company ? ` (${company})` : ''}: Profyle introduction`;

/** What CrmSync.handle acts on; every other event is skipped. */
export const CRM_SYNCED_EVENT_TYPES = ['introduction.created', 'contact.updated'] as const;

export class CrmSync {
  private readonly connections: Collection<CrmConnectionDoc>;
  private readonly progress: Collection<CrmSyncProgressDoc>;
  /** Tokens this process refreshed, ahead of the read model (which a projector in another process updates). */
  private readonly refreshed = new Map<string, OpenTokens>();
  private readonly clock: () => Date;
  private readonly label: string;

  constructor(private readonly deps: CrmSyncDeps) {
    this.connections = deps.readStore.collection<CrmConnectionDoc>(collectionName(crmConnectionsProjection), crmConnectionsProjection.indexes);
    this.progress = deps.readStore.collection<CrmSyncProgressDoc>(CRM_SYNC_PROGRESS_COLLECTION);
    this.clock = deps.clock ?? (() => new Date());
    this.label = CRM_PROVIDER_LABELS[deps.provider];
  }

  async handle(event: CloudEvent, { attempt, attempts }: HandlerAttempt = { attempt: 1, attempts: 1 }): Promise<CrmSyncOutcome> {
    if (event.type === 'introduction.created') {
      const data = parseIntegrationData('introduction.created', event.data);
      // The contact as it is now (an enrichment or a correction may have come first), else as captured.
      const contact = (await this.currentContact(data.introduction_id)) ?? contactOf(data);
      return this.sync(data.organisation_id, data.introduction_id, contact, { event: event.type, messageId: event.id, attempt, attempts, alwaysLead: false });
    }
    if (event.type === 'contact.updated') {
      const data = parseIntegrationData('contact.updated', event.data);
      return this.update(data, { event: event.type, messageId: event.id, attempt, attempts, alwaysLead: false });
    }
    return 'skipped';
  }

  /**
   * Sends a made-up contact and a lead through the organisation's connection, whatever create_lead says
   * (the settings page's test): the same path as an introduction, logged as `crm.test`.
   */
  async sendTestLead(organisationId: string, testId: string): Promise<CrmTestLeadOutcome> {
    const logIds: string[] = [];
    const contact: CrmContact = { email: CRM_TEST_LEAD.email, name: CRM_TEST_LEAD.name, phone: '', company: CRM_TEST_LEAD.company, website: '', note: CRM_TEST_LEAD.note };
    try {
      const outcome = await this.sync(organisationId, testId, contact, { event: CRM_TEST_EVENT, messageId: testId, attempt: 1, attempts: 1, alwaysLead: true, onLogged: (ids) => logIds.push(...ids) });
      return outcome === 'skipped' ? { success: false, message: CRM_ERROR_MESSAGES.notConnected(this.deps.provider), logIds } : { success: true, message: `Test lead sent to ${this.label}`, logIds };
    } catch (error) {
      return { success: false, message: (error as Error).message, logIds };
    }
  }

  private async sync(organisationId: string, introductionId: string, contact: CrmContact, run: SyncRun): Promise<CrmSyncOutcome> {
    const { provider } = this.deps;
    const connection = await this.connectionOf(organisationId);
    if (!connection) return 'skipped';
    const progressId = `${provider}:${introductionId}`;
    const before = await this.progress.get(progressId);
    const wantsLead = run.alwaysLead || provider === 'pipedrive' || connection.create_lead;
    if (before?.synced_at || (before?.contact_id && !wantsLead)) return 'already-synced';

    let progress: CrmSyncProgressDoc = before ?? {
      _id: progressId,
      provider,
      organisation_id: organisationId,
      introduction_id: introductionId,
      contact_id: null,
      lead_id: null,
      synced_at: null,
    };
    return this.logged(organisationId, run, async ({ recorder, note }) => {
      const contactId =
        progress.contact_id ??
        (await this.withToken(connection, recorder, note, run.messageId, async (credentials) => {
          const upserted = await this.deps.client.upsertContact(credentials, contact);
          note(integrationLogPart(upserted.created ? 'contactCreated' : 'contactUpdated', { id: upserted.id }));
          return upserted.id;
        }));
      progress = await this.save(progress, { contact_id: contactId });
      if (wantsLead && !progress.lead_id) {
        const lead = await this.withToken(connection, recorder, note, run.messageId, (credentials) => this.deps.client.createLead(credentials, { contactId, title: leadTitle(contact.name, contact.company) }));
        note(integrationLogPart('leadCreated', { id: lead.id }));
        progress = await this.save(progress, { lead_id: lead.id });
      }
      await this.save(progress, { synced_at: this.clock().toISOString() });
      return 'synced' as const;
    });
  }

  /**
   * A contact already in this CRM changed in Profyle (a correction, the enrichment): the CRM's contact is
   * upserted again with the contact as it is now. Contacts this CRM never got are left to their
   * introduction's own sync, which sends them as they are by then; changes to fields the CRM does not
   * receive change nothing there.
   */
  private async update(data: ContactUpdatedV1, run: SyncRun): Promise<CrmSyncOutcome> {
    if (!data.changed.some((field) => (CRM_CONTACT_FIELDS as readonly string[]).includes(field))) return 'skipped';
    const connection = await this.connectionOf(data.organisation_id);
    if (!connection) return 'skipped';
    const progress = await this.progress.get(`${this.deps.provider}:${data.introduction_id}`);
    if (!progress?.contact_id) return 'skipped';
    const contact = await this.currentContact(data.introduction_id);
    if (!contact) return 'skipped';
    return this.logged(data.organisation_id, run, async ({ recorder, note }) => {
      const upserted = await this.withToken(connection, recorder, note, run.messageId, (credentials) => this.deps.client.upsertContact(credentials, contact));
      note(integrationLogPart(upserted.created ? 'contactCreatedChanged' : 'contactUpdatedChanged', { id: upserted.id, fields: data.changed.join(', ') }));
      if (upserted.id !== progress.contact_id) await this.save(progress, { contact_id: upserted.id });
      return 'updated' as const;
    });
  }

  /** The organisation's live connection to this CRM, or null. */
  private async connectionOf(organisationId: string): Promise<CrmConnectionDoc | null> {
    const connection = await this.connections.get(crmConnectionDocId(organisationId, this.deps.provider));
    return connection && connection.status === 'connected' && connection.tokens ? connection : null;
  }

  /** The contact of an introduction as it is now (its stream folded), or null when the log has no such contact. */
  private async currentContact(introductionId: string): Promise<CrmContact | null> {
    const state = fold(contactDecider, (await this.deps.eventStore.readStream(introductionStreamId(introductionId))) as never);
    if (!state.exists) return null;
    const { fields } = state;
    return { email: state.email, name: fields.name ?? '', phone: fields.phone ?? '', company: state.company, website: fields.website ?? '', note: fields.note ?? '' };
  }

  /**
   * Runs one piece of CRM work with a recorder for its HTTP exchanges, and logs them afterwards with what
   * each did, or, on failure, what follows (another attempt, or parking on the dead-letter topic).
   */
  private async logged<T>(organisationId: string, run: SyncRun, work: (context: { recorder: CrmHttpRecorder; note: (part: IntegrationLogPart) => void }) => Promise<T>): Promise<T> {
    const { attempt, attempts } = run;
    const recorder = new CrmHttpRecorder(this.clock);
    const notes = new Map<number, IntegrationLogPart>();
    const note = (part: IntegrationLogPart) => notes.set(recorder.exchanges.length - 1, part);
    try {
      return await work({ recorder, note });
    } catch (error) {
      const failure = error instanceof CrmCallError ? error : new CrmCallError(`${this.label}: ${(error as Error).message}`, 'unavailable', 0);
      const last = recorder.exchanges.length - 1;
      if (last >= 0 && !notes.has(last)) {
        const final = failure.permanent || attempt >= attempts;
        notes.set(last, run.event === CRM_TEST_EVENT ? integrationLogPart('testLeadNotSent') : final ? integrationLogPart('deadLettered') : integrationLogPart('retrying', { attempt, attempts }));
      }
      throw failure;
    } finally {
      const ids = await this.deps.logs.recordExchanges(organisationId, this.deps.provider, recorder.exchanges, {
        event: run.event,
        messageId: run.messageId,
        attempt,
        note: (_exchange, index) => notes.get(index),
      });
      run.onLogged?.(ids);
    }
  }

  /**
   * Runs a call with a fresh access token: refreshed first when it is about to expire, and once more if
   * the CRM still answers 401. A refresh token the CRM refuses ends the connection (lost) for good.
   */
  private async withToken<T>(connection: CrmConnectionDoc, recorder: CrmHttpRecorder, note: (part: IntegrationLogPart) => void, causationId: string, call: (credentials: CrmCredentials) => Promise<T>): Promise<T> {
    let tokens = this.tokensOf(connection);
    const credentials = (): CrmCredentials => ({ accessToken: tokens.accessToken, apiDomain: connection.account?.apiDomain, recorder });
    if (Date.parse(tokens.expiresAt) - this.clock().getTime() < CRM_REFRESH_MARGIN_MS) tokens = await this.refresh(connection, tokens, recorder, note, causationId, 'expires soon');
    try {
      return await call(credentials());
    } catch (error) {
      if (!(error instanceof CrmCallError) || error.kind !== 'auth') throw error;
      note(integrationLogPart('tokenRefused'));
      tokens = await this.refresh(connection, tokens, recorder, note, causationId, 'refused');
      return call(credentials());
    }
  }

  private tokensOf(connection: CrmConnectionDoc): OpenTokens {
    const mine = this.refreshed.get(connection._id);
    if (mine && mine.revision >= connection.revision) return mine;
    const opened = this.deps.cipher.open(connection.tokens ?? '');
    return { ...opened, expiresAt: connection.expires_at ?? new Date(0).toISOString(), revision: connection.revision };
  }

  private async refresh(connection: CrmConnectionDoc, tokens: OpenTokens, recorder: CrmHttpRecorder, note: (part: IntegrationLogPart) => void, causationId: string, why: 'expires soon' | 'refused'): Promise<OpenTokens> {
    const { provider } = this.deps;
    const metadata = { organisationId: connection.organisation_id, actor: CRM_SYNC_ACTOR, correlationId: causationId, now: this.clock().toISOString() };
    const stream = crmStreamId(connection.organisation_id, provider);
    let renewed;
    try {
      renewed = await this.deps.client.refresh(tokens.refreshToken, recorder);
    } catch (error) {
      if (error instanceof CrmCallError && error.permanent) {
        note(integrationLogPart('refreshRefused', { crm: this.label }));
        await decideOnStream(this.deps.eventStore, stream, crmConnectionDecider, { type: 'MarkCrmAuthorisationLost', data: { provider, reason: error.message }, metadata }, { causationId });
        this.refreshed.delete(connection._id);
      }
      throw error;
    }
    note(integrationLogPart(why === 'refused' ? 'tokenRefreshedRefused' : 'tokenRefreshedExpiring'));
    const expiresAt = new Date(this.clock().getTime() + renewed.expiresIn * 1000).toISOString();
    const sealed = this.deps.cipher.seal({ accessToken: renewed.accessToken, refreshToken: renewed.refreshToken });
    const { revision } = await decideOnStream(this.deps.eventStore, stream, crmConnectionDecider, { type: 'RecordCrmTokensRefreshed', data: { provider, tokens: sealed, expiresAt }, metadata }, { causationId });
    const open: OpenTokens = { accessToken: renewed.accessToken, refreshToken: renewed.refreshToken, expiresAt, revision: revision ?? connection.revision };
    this.refreshed.set(connection._id, open);
    return open;
  }

  private async save(progress: CrmSyncProgressDoc, set: Partial<CrmSyncProgressDoc>): Promise<CrmSyncProgressDoc> {
    const next = { ...progress, ...set };
    const version = (progress._version ?? 0) + 1;
    await this.progress.write([{ kind: 'upsert', doc: next, version }]);
    return { ...next, _version: version };
  }
}
