/**
 * The CRM sync of one provider: an introduction captured on a Profyle becomes a contact in the
 * organisation's CRM (HubSpot: upserted by e-mail, plus a lead when create_lead is on; Pipedrive: the
 * person found by e-mail and updated, or added, plus a lead). It runs as a consumer group on the
 * integration topic; the consumer runner brings the inbox, the retries and the dead-letter topic.
 *
 * - Idempotent: the contact is upserted by e-mail, and each introduction's progress (contact, lead) is
 *   kept, so a redelivered introduction neither adds a second contact nor a second lead.
 * - Tokens are opened from the connection's sealed copy only here, refreshed when they expire within
 *   five minutes, and once more when the CRM answers 401; a refused refresh token marks the connection
 *   lost (the admin must connect again) and parks the message.
 * - 429 (with its Retry-After) and 5xx are thrown as retryable; any other 4xx is permanent.
 * - Every HTTP exchange goes to the provider's log, secrets redacted, saying what it did or what follows.
 */
import { CRM_ERROR_MESSAGES, CRM_PROVIDER_LABELS, crmConnectionDecider, type CrmProvider, crmStreamId } from '@profyle/domain';
import { type IntroductionCreatedV1, parseIntegrationData } from '@profyle/contracts';
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

export type CrmSyncOutcome = 'synced' | 'skipped' | 'already-synced';

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

/** What an introduction's lead is called in the CRM. */
export const leadTitle = (name: string, company: string): string => `${name}${company ? ` (${company})` : ''}: Profyle introduction`;

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
    if (event.type !== 'introduction.created') return 'skipped';
    const data = parseIntegrationData('introduction.created', event.data);
    return this.sync(data, { event: event.type, messageId: event.id, attempt, attempts, alwaysLead: false });
  }

  /**
   * Sends a made-up contact and a lead through the organisation's connection, whatever create_lead says
   * (the settings page's test): the same path as an introduction, logged as `crm.test`.
   */
  async sendTestLead(organisationId: string, testId: string): Promise<CrmTestLeadOutcome> {
    const logIds: string[] = [];
    const data: IntroductionCreatedV1 = {
      introduction_id: testId,
      person_id: '',
      organisation_id: organisationId,
      owner: '',
      name: CRM_TEST_LEAD.name,
      email: CRM_TEST_LEAD.email,
      phone: '',
      company: CRM_TEST_LEAD.company,
      website: '',
      note: CRM_TEST_LEAD.note,
      consents: [],
      via: 'exchange',
      country: null,
      event_id: null,
      created_at: this.clock().toISOString(),
    };
    try {
      const outcome = await this.sync(data, { event: CRM_TEST_EVENT, messageId: testId, attempt: 1, attempts: 1, alwaysLead: true, onLogged: (ids) => logIds.push(...ids) });
      return outcome === 'skipped' ? { success: false, message: CRM_ERROR_MESSAGES.notConnected(this.deps.provider), logIds } : { success: true, message: `Test lead sent to ${this.label}`, logIds };
    } catch (error) {
      return { success: false, message: (error as Error).message, logIds };
    }
  }

  private async sync(data: IntroductionCreatedV1, run: SyncRun): Promise<CrmSyncOutcome> {
    const { provider } = this.deps;
    const { attempt, attempts } = run;
    const connection = await this.connections.get(crmConnectionDocId(data.organisation_id, provider));
    if (!connection || connection.status !== 'connected' || !connection.tokens) return 'skipped';
    const progressId = `${provider}:${data.introduction_id}`;
    const before = await this.progress.get(progressId);
    const wantsLead = run.alwaysLead || provider === 'pipedrive' || connection.create_lead;
    if (before?.synced_at || (before?.contact_id && !wantsLead)) return 'already-synced';

    const recorder = new CrmHttpRecorder(this.clock);
    const notes = new Map<number, string>();
    const note = (text: string) => notes.set(recorder.exchanges.length - 1, text);
    let progress: CrmSyncProgressDoc = before ?? {
      _id: progressId,
      provider,
      organisation_id: data.organisation_id,
      introduction_id: data.introduction_id,
      contact_id: null,
      lead_id: null,
      synced_at: null,
    };
    try {
      const contact: CrmContact = { email: data.email, name: data.name, phone: data.phone, company: data.company, website: data.website, note: data.note };
      const contactId =
        progress.contact_id ??
        (await this.withToken(connection, recorder, note, run.messageId, async (credentials) => {
          const upserted = await this.deps.client.upsertContact(credentials, contact);
          note(`Contact ${upserted.created ? 'created' : 'updated'} (${upserted.id})`);
          return upserted.id;
        }));
      progress = await this.save(progress, { contact_id: contactId });
      if (wantsLead && !progress.lead_id) {
        const lead = await this.withToken(connection, recorder, note, run.messageId, (credentials) => this.deps.client.createLead(credentials, { contactId, title: leadTitle(data.name, data.company) }));
        note(`Lead created (${lead.id})`);
        progress = await this.save(progress, { lead_id: lead.id });
      }
      await this.save(progress, { synced_at: this.clock().toISOString() });
      return 'synced';
    } catch (error) {
      const failure = error instanceof CrmCallError ? error : new CrmCallError(`${this.label}: ${(error as Error).message}`, 'unavailable', 0);
      const last = recorder.exchanges.length - 1;
      if (last >= 0 && !notes.has(last)) {
        const final = failure.permanent || attempt >= attempts;
        notes.set(last, run.event === CRM_TEST_EVENT ? 'The test lead was not sent' : final ? 'Failed for good: parked on the dead-letter topic' : `Attempt ${attempt} of ${attempts} failed; trying again`);
      }
      throw failure;
    } finally {
      const ids = await this.deps.logs.recordExchanges(data.organisation_id, provider, recorder.exchanges, {
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
  private async withToken<T>(connection: CrmConnectionDoc, recorder: CrmHttpRecorder, note: (text: string) => void, causationId: string, call: (credentials: CrmCredentials) => Promise<T>): Promise<T> {
    let tokens = this.tokensOf(connection);
    const credentials = (): CrmCredentials => ({ accessToken: tokens.accessToken, apiDomain: connection.account?.apiDomain, recorder });
    if (Date.parse(tokens.expiresAt) - this.clock().getTime() < CRM_REFRESH_MARGIN_MS) tokens = await this.refresh(connection, tokens, recorder, note, causationId, 'expires soon');
    try {
      return await call(credentials());
    } catch (error) {
      if (!(error instanceof CrmCallError) || error.kind !== 'auth') throw error;
      note('Access token refused; refreshing it once');
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

  private async refresh(connection: CrmConnectionDoc, tokens: OpenTokens, recorder: CrmHttpRecorder, note: (text: string) => void, causationId: string, why: string): Promise<OpenTokens> {
    const { provider } = this.deps;
    const metadata = { organisationId: connection.organisation_id, actor: CRM_SYNC_ACTOR, correlationId: causationId, now: this.clock().toISOString() };
    const stream = crmStreamId(connection.organisation_id, provider);
    let renewed;
    try {
      renewed = await this.deps.client.refresh(tokens.refreshToken, recorder);
    } catch (error) {
      if (error instanceof CrmCallError && error.permanent) {
        note(`${this.label} refused the refresh token: the connection is lost until an admin connects again`);
        await decideOnStream(this.deps.eventStore, stream, crmConnectionDecider, { type: 'MarkCrmAuthorisationLost', data: { provider, reason: error.message }, metadata }, { causationId });
        this.refreshed.delete(connection._id);
      }
      throw error;
    }
    note(`Access token refreshed (${why})`);
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
