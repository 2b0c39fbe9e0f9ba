/**
 * The sentences of the webhook and CRM logs' `message` (spec 002 section 3), each a code with values.
 * The api keeps writing the message in English for its consumers (sentences joined by ". ") and stores
 * the same sentences as data next to it (`messageParts`: code and values, in order), both made by
 * integrationLogMessage from one list so they cannot disagree. The portal shows each part in the chosen
 * language through the catalogue (`integrations.log.<code>`); for entries stored before the parts were,
 * it reads the English back (apps/web/src/features/integrations/log-message.ts). Values named
 * `message` hold another api text (a refused URL's reason), `at` an ISO time, `fields` a list of field
 * names. A sentence the server writes must be one of these (test/e2e/integration-log-texts.spec.ts reads
 * the server's sources for them).
 */
export const INTEGRATION_LOG_TEXTS = {
  notSent: 'Not sent: {message}',
  requestFailed: 'Request failed: {error}',
  requestFailedNoResponse: 'Request failed: no response',
  responseFailed: 'Response failed: {error}',
  noResponseWithin: 'No response within {seconds, number} s',
  httpStatus: 'HTTP {status, number}',
  httpStatusReason: 'HTTP {status, number} {reason}',
  httpRedirect: 'HTTP {status, number} (redirects are not followed)',
  httpRedirectReason: 'HTTP {status, number} {reason} (redirects are not followed)',
  gone: 'The receiver answered 410 Gone: the endpoint is disabled',
  retryAt: 'Attempt {attempt, number} failed; next attempt at {at}',
  exhausted: 'Attempt {attempt, number} failed; no attempts left',
  replay: 'Replay {id}',
  contactCreated: 'Contact created ({id})',
  contactUpdated: 'Contact updated ({id})',
  contactCreatedChanged: 'Contact created ({id}): {fields} changed in Profyle',
  contactUpdatedChanged: 'Contact updated ({id}): {fields} changed in Profyle',
  leadCreated: 'Lead created ({id})',
  testLeadNotSent: 'The test lead was not sent',
  deadLettered: 'Failed for good: parked on the dead-letter topic',
  retrying: 'Attempt {attempt, number} of {attempts, number} failed; trying again',
  tokenRefused: 'Access token refused; refreshing it once',
  refreshRefused: '{crm} refused the refresh token: the connection is lost until an admin connects again',
  tokenRefreshedExpiring: 'Access token refreshed (expires soon)',
  tokenRefreshedRefused: 'Access token refreshed (refused)',
  notConnected: 'Not connected',
  connectedTo: 'Connected to {account}',
  authorisationReturned: 'Authorisation given back',
  authorisationNotReturned: 'Could not give the authorisation back ({error}); disconnected anyway',
} as const;

export type IntegrationLogCode = keyof typeof INTEGRATION_LOG_TEXTS;

/** One sentence of a log message in the api's English: the code's text with its values filled in. */
export const integrationLogText = (code: IntegrationLogCode, values: Record<string, string | number> = {}): string =>
  INTEGRATION_LOG_TEXTS[code].replace(/\{(\w+)(?:, number)?\}/g, (_all, name: string) => String(values[name] ?? ''));

/** How the sentences of one log message are joined. */
export const INTEGRATION_LOG_SEPARATOR = '. ';

export type IntegrationLogValues = Record<string, string | number>;

/** One sentence of a log message as data: its code and the values its text names. */
export interface IntegrationLogPart {
  code: IntegrationLogCode;
  values: IntegrationLogValues;
}

/** A log entry's words: the English message and the same sentences as data. */
export interface IntegrationLogMessage {
  message: string;
  messageParts: IntegrationLogPart[];
}

/** The names of the values a code's text takes, in the order they appear. */
export const integrationLogValueNames = (code: IntegrationLogCode): string[] => [...INTEGRATION_LOG_TEXTS[code].matchAll(/\{(\w+)/g)].map(([, name]) => name);

/** A sentence as data, keeping only the values its text names (a missing one is '', as the English shows it). */
export const integrationLogPart = (code: IntegrationLogCode, values: IntegrationLogValues = {}): IntegrationLogPart => ({
  code,
  values: Object.fromEntries(integrationLogValueNames(code).map((name) => [name, values[name] ?? ''])),
});

/** The message and its parts from one list of sentences, so the English and the data always say the same. */
export const integrationLogMessage = (parts: readonly IntegrationLogPart[]): IntegrationLogMessage => ({
  message: parts.map((part) => integrationLogText(part.code, part.values)).join(INTEGRATION_LOG_SEPARATOR),
  messageParts: parts.map((part) => ({ code: part.code, values: { ...part.values } })),
});
