/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the receiver checks
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed with the
 * base64-decoded part of the `whsec_` secret. Written on node:crypto so the signer and the test's
 * verifier (the `standardwebhooks` package) are independent implementations.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@profyle/domain';

/** A fresh secret: 32 random bytes (Standard Webhooks asks for 24 to 64). */
export const generateWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** A message id for a message that has no event id of its own (tests). */
export const newWebhookMessageId = (): string => `msg_${randomUUID().replace(/-/g, '')}`;

const secretKey = (secret: string): Buffer => {
  const key = Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');
  if (key.length === 0) throw new Error('Webhook secret has no key');
  return key;
};

/** Unix seconds, as the `webhook-timestamp` header carries them. */
export const webhookTimestamp = (at: Date): number => Math.floor(at.getTime() / 1000);

export const signWebhook = (secret: string, messageId: string, timestamp: number, body: string): string =>
  `v1,${createHmac('sha256', secretKey(secret)).update(`${messageId}.${timestamp}.${body}`, 'utf8').digest('base64')}`;

/** The three headers of a signed message; the same id on every retry, a fresh timestamp and signature per attempt. */
export const webhookHeaders = (secret: string, messageId: string, at: Date, body: string): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> => {
  const timestamp = webhookTimestamp(at);
  return { 'webhook-id': messageId, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, messageId, timestamp, body) };
};
