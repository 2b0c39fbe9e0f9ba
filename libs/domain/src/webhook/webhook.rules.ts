import { DomainError, type FieldError } from '../shared';
import { isWebhookEventName, WEBHOOK_EVENT_NAMES, type WebhookEventName } from './webhook-event-names';
import { WEBHOOK_ERROR_CODES, WEBHOOK_ERROR_MESSAGES } from './webhook.messages';

/**
 * The endpoint id is the last part of the stream id `webhook-<orgId>_<endpointId>`. Organisation ids
 * may contain underscores, endpoint ids may not, so the last underscore always separates the two.
 */
export const WEBHOOK_ENDPOINT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Standard Webhooks: secrets are 24 to 64 random bytes. */
export const WEBHOOK_SECRET_MIN_BYTES = 24;
export const WEBHOOK_SECRET_MAX_BYTES = 64;
export const WEBHOOK_URL_MAX_LENGTH = 2048;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

export interface WebhookUrlPolicy {
  /**
   * The development setting WEBHOOKS_ALLOW_LOOPBACK: plain http is accepted for a loopback host
   * (127.0.0.0/8, ::1, localhost) so local receivers and tests need no TLS. Every other host needs https.
   */
  allowLoopbackHttp: boolean;
}

export const STRICT_WEBHOOK_URL_POLICY: Readonly<WebhookUrlPolicy> = { allowLoopbackHttp: false };

/** A loopback host as written in a URL. Whether a name resolves there is the delivery adapter's check. */
export const isLoopbackHostname = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || IPV4_LOOPBACK.test(host);
};

export interface WebhookProblem extends FieldError {
  code: string;
}

/** What is wrong with a non-empty webhook URL, or null. Only the shape: addresses are checked where DNS is. */
export const webhookUrlProblem = (url: string, policy: WebhookUrlPolicy, path = 'url'): WebhookProblem | null => {
  const invalid = { code: WEBHOOK_ERROR_CODES.urlInvalid, path, msg: WEBHOOK_ERROR_MESSAGES.urlInvalid };
  if (url.length > WEBHOOK_URL_MAX_LENGTH || /\s/.test(url)) return invalid;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return /^https?:\/\//i.test(url) ? invalid : { code: WEBHOOK_ERROR_CODES.urlHttps, path, msg: WEBHOOK_ERROR_MESSAGES.urlHttps };
  }
  if (parsed.protocol === 'https:') return parsed.hostname === '' ? invalid : null;
  if (parsed.protocol === 'http:' && policy.allowLoopbackHttp && isLoopbackHostname(parsed.hostname)) return null;
  return { code: WEBHOOK_ERROR_CODES.urlHttps, path, msg: WEBHOOK_ERROR_MESSAGES.urlHttps };
};

/** Bytes of a padded base64 text, or null when it is not base64. */
const base64Length = (text: string): number | null => {
  if (text === '' || !BASE64.test(text)) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
};

/** What is wrong with a secret, or null: `whsec_` and base64 of 24 to 64 bytes, as Standard Webhooks says. */
export const webhookSecretProblem = (secret: string, path = 'secret'): WebhookProblem | null => {
  if (secret === '') return { code: WEBHOOK_ERROR_CODES.secretRequired, path, msg: WEBHOOK_ERROR_MESSAGES.secretRequired };
  const bytes = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? base64Length(secret.slice(WEBHOOK_SECRET_PREFIX.length)) : null;
  if (bytes === null || bytes < WEBHOOK_SECRET_MIN_BYTES || bytes > WEBHOOK_SECRET_MAX_BYTES) {
    return { code: WEBHOOK_ERROR_CODES.secretInvalid, path, msg: WEBHOOK_ERROR_MESSAGES.secretInvalid };
  }
  return null;
};

/** One problem per unknown name, at its index in the list as sent. */
export const webhookEventProblems = (events: readonly string[], path = 'events'): WebhookProblem[] =>
  events.flatMap((name, index) =>
    isWebhookEventName(name) ? [] : [{ code: WEBHOOK_ERROR_CODES.eventUnknown, path: `${path}.${index}`, msg: WEBHOOK_ERROR_MESSAGES.eventUnknown(name) }],
  );

/** Known names without repeats, in the spec's order, so equal selections compare equal. */
export const normaliseWebhookEvents = (events: readonly string[]): WebhookEventName[] => WEBHOOK_EVENT_NAMES.filter((name) => events.includes(name));

export const assertValidEndpointId = (endpointId: string): void => {
  if (!WEBHOOK_ENDPOINT_ID_PATTERN.test(endpointId)) {
    const msg = WEBHOOK_ERROR_MESSAGES.endpointIdInvalid;
    throw new DomainError(WEBHOOK_ERROR_CODES.endpointIdInvalid, msg, 'validation', [{ path: 'id', msg }]);
  }
};

/** Every problem at once; the first one names the error. */
export const throwWebhookProblems = (problems: readonly WebhookProblem[]): void => {
  const [first] = problems;
  if (first) throw new DomainError(first.code, first.msg, 'validation', problems.map(({ path, msg }) => ({ path, msg })));
};
