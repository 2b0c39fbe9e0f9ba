import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentWebhookSignatureError } from './payment-provider.port';

/**
 * The signature scheme of Stripe's webhooks (`Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "t.payload">`), used by the embedded provider for its own notifications so both adapters verify the
 * same way. The Stripe adapter leaves verification to the official client.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, payload: string): string => createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');

export const signWebhookPayload = (secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string => `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;

export const verifyWebhookSignature = (secret: string, payload: string, header: string | undefined, now = Math.floor(Date.now() / 1000)): void => {
  if (!header) throw new PaymentWebhookSignatureError('No signature header');
  const parts = header.split(',').map((part) => part.split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isFinite(timestamp) || signatures.length === 0) throw new PaymentWebhookSignatureError('Malformed signature header');
  if (Math.abs(now - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new PaymentWebhookSignatureError('Signature timestamp outside the tolerance');
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new PaymentWebhookSignatureError('No signature matches the payload');
};
