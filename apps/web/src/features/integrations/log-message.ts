import { INTEGRATION_LOG_SEPARATOR, INTEGRATION_LOG_TEXTS, type IntegrationLogCode, type IntegrationLogPart, integrationLogText } from '@profyle/contracts/integration-log-texts';
import { apiText } from '../../app/api-errors';
import type { MessageKey } from '../../app/i18n/en';
import type { MessageParams } from '../../app/i18n/runtime';
import { type ApiTextValues, createApiTextIndex } from '../../app/i18n/api-text-index';

/**
 * A webhook or CRM log's `message` in the viewer's language. The api writes it in English for its
 * consumers, as sentences joined by ". ", each one of the codes of @profyle/contracts integration-log-texts
 * with its values, and answers the same sentences as data next to it (`messageParts`); the portal formats
 * each code's catalogue entry (`integrations.log.<code>`) with its values. Entries stored before the api
 * kept the parts come with `messageParts: null`: for those only, the portal reads each English sentence
 * back into its code and values (logSentences). A sentence that is no code (a text the receiver sent) is
 * shown as it came, translated when it is an api text.
 */
export interface LogSentence {
  code: IntegrationLogCode | null;
  values: ApiTextValues;
  text: string;
}

const index = createApiTextIndex(INTEGRATION_LOG_TEXTS);

const sentence = (text: string): LogSentence | null => {
  const found = index.match(text);
  return found ? { code: found.key as IntegrationLogCode, values: found.values, text } : null;
};

/** The sentences of a message: splits at ". " where the text before is a code, the rest read the same way. */
export const logSentences = (message: string): LogSentence[] => {
  let at = message.indexOf(INTEGRATION_LOG_SEPARATOR);
  while (at >= 0) {
    const first = sentence(message.slice(0, at));
    if (first) {
      const rest = logSentences(message.slice(at + INTEGRATION_LOG_SEPARATOR.length));
      if (rest.every((part) => part.code !== null)) return [first, ...rest];
    }
    at = message.indexOf(INTEGRATION_LOG_SEPARATOR, at + 1);
  }
  return [sentence(message) ?? { code: null, values: {}, text: message }];
};

/** A log entry's words: the English message, and its sentences as data when the api stored them. */
export interface LogMessage {
  message: string;
  messageParts?: readonly IntegrationLogPart[] | null;
}

/**
 * The sentences of an entry: its parts as the api stored them; for an entry stored before the parts
 * were kept (no `messageParts`), read back from the English message.
 */
export const entrySentences = ({ message, messageParts }: LogMessage): LogSentence[] =>
  messageParts ? messageParts.map(({ code, values }) => ({ code, values, text: integrationLogText(code, values) })) : logSentences(message);

/** The message in words of the viewer's language; `formatTime` shows an ISO time (`{at}`) the viewer's way. */
export const logMessageText = (entry: LogMessage, t: (key: MessageKey, params?: MessageParams) => string, formatTime: (iso: string) => string): string =>
  entrySentences(entry)
    .map(({ code, values, text }) => {
      if (code === null) return apiText(text);
      const params: Record<string, string | number> = { ...values };
      if (typeof values.message === 'string') params.message = apiText(values.message);
      if (typeof values.at === 'string' && !Number.isNaN(Date.parse(values.at))) params.at = formatTime(values.at);
      return t(`integrations.log.${code}` as MessageKey, params);
    })
    .join(INTEGRATION_LOG_SEPARATOR);
