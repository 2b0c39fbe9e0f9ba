import { WEBHOOK_ERROR_MESSAGES } from '@profyle/domain';
import { parseBody } from './validation';
import { WEBHOOK_MESSAGES, webhookEndpointIdSchema, webhookSettingsBodySchema, webhookTestBodySchema } from './webhooks';

describe('webhook contracts', () => {
  it('words the screens as the spec does', () => {
    expect(WEBHOOK_MESSAGES.updateError).toBe('Error updating webhook');
    expect(WEBHOOK_MESSAGES.testError).toBe('Error sending test event');
    expect(WEBHOOK_MESSAGES.noLogs).toBe('No logs available');
    expect(WEBHOOK_MESSAGES.urlHttps).toBe('Webhook URL must start with https://');
  });

  it('words refusals as the domain does', () => {
    for (const key of ['endpointIdInvalid', 'notFound', 'urlRequired', 'urlInvalid', 'urlHttps', 'secretRequired', 'secretInvalid'] as const) {
      expect(WEBHOOK_MESSAGES[key]).toBe(WEBHOOK_ERROR_MESSAGES[key]);
    }
    expect(WEBHOOK_MESSAGES.eventUnknown('x.y')).toBe(WEBHOOK_ERROR_MESSAGES.eventUnknown('x.y'));
  });

  it('parses the settings body: trimmed text; an absent or null secret keeps the saved one', () => {
    expect(parseBody(webhookSettingsBodySchema, { enabled: false, url: ' https://a.example.com ', events: ['profyle.created'] })).toEqual({
      ok: true,
      value: { enabled: false, url: 'https://a.example.com', secret: null, events: ['profyle.created'] },
    });
    expect(parseBody(webhookSettingsBodySchema, { enabled: true, url: '', secret: null, events: [] })).toEqual({ ok: true, value: { enabled: true, url: '', secret: null, events: [] } });
    const full = { enabled: false, url: '', events: [] };
    expect(parseBody(webhookSettingsBodySchema, { ...full, secret: '  ' })).toMatchObject({ ok: true, value: { secret: '' } });
    expect(parseBody(webhookSettingsBodySchema, { ...full, secret: ' whsec_abc ' })).toMatchObject({ ok: true, value: { secret: 'whsec_abc' } });
  });

  it('refuses a PUT that omits a setting instead of taking it as a reset', () => {
    expect(parseBody(webhookSettingsBodySchema, {})).toEqual({
      ok: false,
      error: {
        errorMessage: 'enabled is required',
        errors: [
          { path: 'enabled', msg: 'enabled is required' },
          { path: 'url', msg: 'url is required' },
          { path: 'events', msg: 'events is required' },
        ],
      },
    });
  });

  it('refuses a body of the wrong types in the spec error shape', () => {
    const parsed = parseBody(webhookSettingsBodySchema, { enabled: 'yes', url: 7, events: 'profyle.created' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.errors).toEqual([
      { path: 'enabled', msg: 'enabled must be true or false' },
      { path: 'url', msg: 'url must be text' },
      { path: 'events', msg: 'events must be a list of event names' },
    ]);
    expect(parsed.error.errorMessage).toBe('enabled must be true or false');
  });

  it('parses the test body', () => {
    expect(parseBody(webhookTestBodySchema, {})).toEqual({ ok: true, value: { url: '', secret: '' } });
  });

  it('accepts endpoint ids the stream id can carry', () => {
    expect(webhookEndpointIdSchema.safeParse('default').success).toBe(true);
    expect(webhookEndpointIdSchema.safeParse('crm-2').success).toBe(true);
    expect(webhookEndpointIdSchema.safeParse('a_b').success).toBe(false);
    expect(webhookEndpointIdSchema.safeParse('').success).toBe(false);
  });
});
