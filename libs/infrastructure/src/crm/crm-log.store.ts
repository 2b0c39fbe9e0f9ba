/**
 * The CRM logs (spec 002 sections 3 and 9): one entry per HTTP exchange with HubSpot or Pipedrive, per
 * organisation and provider, from the exchanges an operation's recorder collected (secrets already
 * redacted there). The latest 100, newest first, kept 28 days.
 */
import { CRM_LOG_RETENTION_DAYS, type CrmLogEntry, integrationLogMessage, type IntegrationLogPart } from '@profyle/contracts';
import type { CrmProvider } from '@profyle/domain';
import { IntegrationLogStore, newLogId } from '../integration-logs/integration-log.store';
import type { ReadStore } from '../read-store/read-store.port';
import type { CrmExchange } from './crm-http-recorder';

export const CRM_LOG_COLLECTION = 'crm_logs_v1';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CrmLogContext {
  /** What the exchanges were for: the integration event's type, `test`, `oauth`. */
  event: string;
  /** The integration event's id (or the test's, the connection's). */
  messageId: string;
  attempt: number;
  /** A sentence for the log about what this exchange did or what follows it, by exchange; follows its own. */
  note?: (exchange: CrmExchange, index: number, all: readonly CrmExchange[]) => IntegrationLogPart | undefined;
}

export const crmLogEntries = (exchanges: readonly CrmExchange[], context: CrmLogContext): CrmLogEntry[] =>
  exchanges.map((exchange, index) => {
    const note = context.note?.(exchange, index, exchanges);
    return {
      id: newLogId(exchange.at),
      timestamp: exchange.at.toISOString(),
      code: exchange.code,
      isOk: exchange.isOk,
      event: context.event,
      ...integrationLogMessage(note ? [...exchange.messageParts, note] : exchange.messageParts),
      url: exchange.url,
      method: exchange.method,
      request: exchange.request,
      response: exchange.response,
      deleteAfter: new Date(exchange.at.getTime() + CRM_LOG_RETENTION_DAYS * DAY_MS).toISOString(),
      messageId: context.messageId,
      attempt: context.attempt,
    };
  });

export class CrmLogStore extends IntegrationLogStore<CrmLogEntry> {
  constructor(store: ReadStore) {
    super(store, CRM_LOG_COLLECTION, 'provider');
  }

  /** Writes the exchanges of one operation; answers the entries' ids in order. */
  async recordExchanges(organisationId: string, provider: CrmProvider, exchanges: readonly CrmExchange[], context: CrmLogContext): Promise<string[]> {
    const entries = crmLogEntries(exchanges, context);
    await this.recordAll(organisationId, provider, entries);
    return entries.map((entry) => entry.id);
  }
}
