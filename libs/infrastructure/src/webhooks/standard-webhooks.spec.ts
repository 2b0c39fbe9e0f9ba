import { webhookSecretProblem } from '@profyle/domain';
import { Webhook } from 'standardwebhooks';
import { generateWebhookSecret, newWebhookMessageId, signWebhook, webhookHeaders } from './standard-webhooks';

describe('Standard Webhooks signing', () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw1+2pFNaP8Nk=';
  const body = JSON.stringify({ type: 'profyle.created', timestamp: '2025-01-01T00:00:00.000Z', data: { id: 'p1' } });

  it('signs as the reference library verifies', () => {
    const headers = webhookHeaders(secret, 'msg_1', new Date(), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('matches the reference signature byte for byte', () => {
    const at = new Date('2025-01-01T00:00:07.900Z');
    expect(signWebhook(secret, 'msg_1', 1735689607, body)).toBe(new Webhook(secret).sign('msg_1', at, body));
  });

  it('is rejected for a tampered body, another id or another secret', () => {
    const headers = webhookHeaders(secret, 'msg_1', new Date(), body);
    expect(() => new Webhook(secret).verify(body.replace('p1', 'p2'), headers)).toThrow('No matching signature found');
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'msg_2' })).toThrow('No matching signature found');
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow('No matching signature found');
  });

  it('generates secrets the domain accepts and the library can use, and unique message ids', () => {
    const generated = generateWebhookSecret();
    expect(generated).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhookSecretProblem(generated)).toBeNull();
    expect(new Webhook(generated).verify(body, webhookHeaders(generated, 'msg_x', new Date(), body))).toBeDefined();
    expect(generateWebhookSecret()).not.toBe(generated);
    expect(newWebhookMessageId()).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(newWebhookMessageId()).not.toBe(newWebhookMessageId());
  });
});
