import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import type { WebhookEndpointCommand } from './webhook.commands';
import { webhookEndpointDecider, webhookStreamId } from './webhook.decider';
import type { WebhookEndpointConfigured, WebhookEndpointDisabled, WebhookEndpointEvent, WebhookTestRequested } from './webhook.events';
import { isLoopbackHostname, normaliseWebhookEvents, webhookSecretProblem, webhookUrlProblem } from './webhook.rules';

const spec = deciderSpec(webhookEndpointDecider);
const orgId = 'org_1';
const now = '2025-03-01T10:00:00.000Z';
const metadata: CommandMetadata = { organisationId: orgId, actor: { userId: 'user-1' }, correlationId: 'corr-1', now };
/** 32 random bytes, base64. */
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw1+2pFNaP8Nk=';
const strict = { allowLoopbackHttp: false };
const dev = { allowLoopbackHttp: true };

type Configure = Extract<WebhookEndpointCommand, { type: 'ConfigureWebhookEndpoint' }>['data'];
const configure = (data: Partial<Configure> = {}, meta = metadata): WebhookEndpointCommand => ({
  type: 'ConfigureWebhookEndpoint',
  data: { endpointId: 'default', enabled: true, url: 'https://hooks.example.com/profyle', secret, events: ['profyle.created'], urlPolicy: strict, ...data },
  metadata: meta,
});
const disable = (url = 'https://hooks.example.com/profyle', meta = metadata): WebhookEndpointCommand => ({
  type: 'DisableWebhookEndpoint',
  data: { endpointId: 'default', reason: 'gone', url, statusCode: 410 },
  metadata: meta,
});
type Test = Extract<WebhookEndpointCommand, { type: 'RequestWebhookTest' }>['data'];
const test = (data: Partial<Test> = {}): WebhookEndpointCommand => ({
  type: 'RequestWebhookTest',
  data: { endpointId: 'default', messageId: 'msg_1', url: 'https://hooks.example.com/test', secret, urlPolicy: strict, ...data },
  metadata,
});

const configured = (data: Partial<WebhookEndpointConfigured['data']> = {}): WebhookEndpointConfigured => ({
  type: 'WebhookEndpointConfigured',
  data: {
    organisationId: orgId,
    endpointId: 'default',
    enabled: true,
    url: 'https://hooks.example.com/profyle',
    secret,
    events: ['profyle.created'],
    configuredAt: '2025-01-01T00:00:00.000Z',
    configuredBy: 'user-0',
    ...data,
  },
});
const gone: WebhookEndpointDisabled = {
  type: 'WebhookEndpointDisabled',
  data: { organisationId: orgId, endpointId: 'default', reason: 'gone', url: 'https://hooks.example.com/profyle', statusCode: 410, disabledAt: '2025-02-01T00:00:00.000Z', disabledBy: 'system:webhooks' },
};

describe('webhookEndpointDecider', () => {
  it('names its stream webhook-<orgId>_<endpointId>, with a category free of hyphens', () => {
    expect(webhookStreamId('org_1', 'default')).toBe('webhook-org_1_default');
    expect(webhookStreamId('org_1', 'crm-sync')).toBe('webhook-org_1_crm-sync');
    expect(() => webhookStreamId('org_1', 'a_b')).toThrow('Webhook id must be 1 to 64 letters, digits or hyphens');
  });

  describe('ConfigureWebhookEndpoint', () => {
    it('records the whole configuration, events normalised to the known names in the spec order', () => {
      spec
        .given()
        .when(configure({ url: ' https://hooks.example.com/profyle ', events: ['subscription.allocated', 'profyle.created', 'profyle.created'] }))
        .then({
          type: 'WebhookEndpointConfigured',
          data: {
            organisationId: orgId,
            endpointId: 'default',
            enabled: true,
            url: 'https://hooks.example.com/profyle',
            secret,
            events: ['profyle.created', 'subscription.allocated'],
            configuredAt: now,
            configuredBy: 'user-1',
          },
        });
    });

    it('records a change of any field, and nothing when nothing changed', () => {
      spec.given(configured()).when(configure()).then();
      spec.given(configured()).when(configure({ events: ['profyle.deleted'] })).then(configured({ events: ['profyle.deleted'], configuredAt: now, configuredBy: 'user-1' }));
      spec.given(configured()).when(configure({ enabled: false })).then(configured({ enabled: false, configuredAt: now, configuredBy: 'user-1' }));
      spec.given(configured()).when(configure({ url: 'https://other.example.com' })).then(configured({ url: 'https://other.example.com', configuredAt: now, configuredBy: 'user-1' }));
    });

    it('switches back on an endpoint a receiver switched off, even with the same settings', () => {
      spec.given(configured(), gone).when(configure()).then(configured({ configuredAt: now, configuredBy: 'user-1' }));
    });

    it('lets a disabled endpoint have no URL, but an enabled one needs it', () => {
      spec.given().when(configure({ enabled: false, url: '', events: [] })).then(configured({ enabled: false, url: '', events: [], configuredAt: now, configuredBy: 'user-1' }));
      const error = spec.given().when(configure({ url: '  ' })).thenThrows('webhook.url_required', 'Webhook URL is required');
      expect(error.kind).toBe('validation');
      expect(error.errors).toEqual([{ path: 'url', msg: 'Webhook URL is required' }]);
    });

    it.each(['http://hooks.example.com', 'ftp://hooks.example.com', 'hooks.example.com/profyle', 'http://127.0.0.1:8080/hook'])('refuses %s: https only', (url) => {
      const error = spec.given().when(configure({ url })).thenThrows('webhook.url_https', 'Webhook URL must start with https://');
      expect(error.errors).toEqual([{ path: 'url', msg: 'Webhook URL must start with https://' }]);
    });

    it('accepts plain http to a loopback host only under the development policy', () => {
      for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost:3000', 'http://[::1]:9000/x']) {
        spec.given().when(configure({ url, urlPolicy: dev })).then(configured({ url, configuredAt: now, configuredBy: 'user-1' }));
      }
      spec.given().when(configure({ url: 'http://localhost.example.com', urlPolicy: dev })).thenThrows('webhook.url_https');
      spec.given().when(configure({ url: 'http://10.0.0.1', urlPolicy: dev })).thenThrows('webhook.url_https');
    });

    it.each(['https://', 'https://exa mple.com', `https://example.com/${'a'.repeat(2048)}`])('refuses a URL that does not parse: %s', (url) => {
      spec.given().when(configure({ url })).thenThrows('webhook.url_invalid', 'Webhook URL is not a valid URL');
    });

    it.each([
      ['', 'webhook.secret_required', 'Webhook secret is required'],
      ['MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw1+2pFNaP8Nk=', 'webhook.secret_invalid', 'Webhook secret must be whsec_ followed by a base64 key of 24 to 64 bytes'],
      ['whsec_not base64!', 'webhook.secret_invalid', 'Webhook secret must be whsec_ followed by a base64 key of 24 to 64 bytes'],
      ['whsec_c2hvcnQ=', 'webhook.secret_invalid', 'Webhook secret must be whsec_ followed by a base64 key of 24 to 64 bytes'],
    ])('refuses the secret %j', (bad, code, message) => {
      const error = spec.given().when(configure({ secret: bad })).thenThrows(code, message);
      expect(error.errors).toEqual([{ path: 'secret', msg: message }]);
    });

    it('refuses unknown event names, each at its index, and reports every problem at once', () => {
      const error = spec
        .given()
        .when(configure({ url: 'http://x.example.com', secret: '', events: ['profyle.created', 'person.created', 'webhook.test'] }))
        .thenThrows('webhook.url_https');
      expect(error.errors).toEqual([
        { path: 'url', msg: 'Webhook URL must start with https://' },
        { path: 'secret', msg: 'Webhook secret is required' },
        { path: 'events.1', msg: 'Unknown webhook event: person.created' },
        { path: 'events.2', msg: 'Unknown webhook event: webhook.test' },
      ]);
    });

    it('refuses an endpoint id that could not be told apart in the stream id', () => {
      const error = spec.given().when(configure({ endpointId: 'my_hook' })).thenThrows('webhook.endpoint_id_invalid');
      expect(error.errors).toEqual([{ path: 'id', msg: 'Webhook id must be 1 to 64 letters, digits or hyphens' }]);
    });
  });

  describe('DisableWebhookEndpoint', () => {
    it('switches off the endpoint whose URL answered 410 Gone', () => {
      spec
        .given(configured())
        .when(disable('https://hooks.example.com/profyle', { ...metadata, actor: { userId: 'system:webhooks' } }))
        .then({ ...gone, data: { ...gone.data, disabledAt: now } });
    });

    it('records nothing when the endpoint moved to another URL or is already off', () => {
      spec.given(configured({ url: 'https://new.example.com' })).when(disable()).then();
      spec.given(configured({ enabled: false })).when(disable()).then();
      spec.given(configured(), gone).when(disable()).then();
    });

    it('refuses an endpoint that was never configured', () => {
      const error = spec.given().when(disable()).thenThrows('webhook.not_found', 'Webhook not found');
      expect(error.kind).toBe('not_found');
    });
  });

  describe('RequestWebhookTest', () => {
    const requested = (data: Partial<WebhookTestRequested['data']> = {}): WebhookEndpointEvent => ({
      type: 'WebhookTestRequested',
      data: { organisationId: orgId, endpointId: 'default', messageId: 'msg_1', url: 'https://hooks.example.com/test', requestedAt: now, requestedBy: 'user-1', ...data },
    });

    it('records the test without its secret, whether or not the endpoint is saved', () => {
      spec.given().when(test()).then(requested());
      spec.given(configured(), gone).when(test({ url: ' https://hooks.example.com/test ' })).then(requested());
    });

    it('follows the URL and secret rules of a saved configuration', () => {
      const error = spec.given().when(test({ url: '', secret: 'whsec_' })).thenThrows('webhook.url_required');
      expect(error.errors).toEqual([
        { path: 'url', msg: 'Webhook URL is required' },
        { path: 'secret', msg: 'Webhook secret must be whsec_ followed by a base64 key of 24 to 64 bytes' },
      ]);
      spec.given().when(test({ url: 'http://hooks.example.com' })).thenThrows('webhook.url_https');
      spec.given().when(test({ url: 'http://127.0.0.1:4000', urlPolicy: dev })).then(requested({ url: 'http://127.0.0.1:4000' }));
      spec.given().when(test({ endpointId: '' })).thenThrows('webhook.endpoint_id_invalid');
    });
  });

  describe('RequestWebhookReplay', () => {
    type Replay = Extract<WebhookEndpointCommand, { type: 'RequestWebhookReplay' }>['data'];
    const replay = (data: Partial<Replay> = {}): WebhookEndpointCommand => ({
      type: 'RequestWebhookReplay',
      data: { endpointId: 'default', replayId: 'rpl_1', fromTime: '2025-02-20T00:00:00.000Z', fromEventId: null, events: [], ...data },
      metadata,
    });
    const subscribed = configured({ events: ['introduction.created', 'profyle.created'] });

    it('records a replay from a past time of every subscribed event, or of the events named', () => {
      spec
        .given(subscribed)
        .when(replay({ fromTime: '2025-02-20T01:00:00+01:00' }))
        .then({
          type: 'WebhookReplayRequested',
          data: { organisationId: orgId, endpointId: 'default', replayId: 'rpl_1', fromTime: '2025-02-20T00:00:00.000Z', fromEventId: null, events: ['introduction.created', 'profyle.created'], requestedAt: now, requestedBy: 'user-1' },
        });
      spec
        .given(subscribed)
        .when(replay({ fromTime: null, fromEventId: 'evt-9', events: ['profyle.created'] }))
        .then({
          type: 'WebhookReplayRequested',
          data: { organisationId: orgId, endpointId: 'default', replayId: 'rpl_1', fromTime: null, fromEventId: 'evt-9', events: ['profyle.created'], requestedAt: now, requestedBy: 'user-1' },
        });
    });

    it('needs exactly one starting point, in the past', () => {
      const message = 'Choose where the replay starts: a time or an event id';
      expect(spec.given(subscribed).when(replay({ fromTime: null })).thenThrows('webhook.replay_from_required', message).errors).toEqual([{ path: 'from', msg: message }]);
      spec.given(subscribed).when(replay({ fromEventId: 'evt-1' })).thenThrows('webhook.replay_from_required');
      spec.given(subscribed).when(replay({ fromTime: '2025-03-02T00:00:00.000Z' })).thenThrows('webhook.replay_from_invalid', 'The replay must start at a time in the past');
      spec.given(subscribed).when(replay({ fromTime: 'yesterday' })).thenThrows('webhook.replay_from_invalid');
    });

    it('replays only events the endpoint is subscribed to, each refusal at its index', () => {
      const error = spec.given(subscribed).when(replay({ events: ['profyle.created', 'subscription.allocated', 'nope'] })).thenThrows('webhook.event_unknown');
      expect(error.errors).toEqual([
        { path: 'events.2', msg: 'Unknown webhook event: nope' },
        { path: 'events.1', msg: 'The webhook is not subscribed to subscription.allocated' },
      ]);
    });

    it('refuses an endpoint that is not enabled with a URL', () => {
      spec.given().when(replay()).thenThrows('webhook.replay_not_enabled', 'Only an enabled webhook with a URL can replay deliveries');
      spec.given(subscribed, gone).when(replay()).thenThrows('webhook.replay_not_enabled');
      spec.given(configured({ enabled: false })).when(replay()).thenThrows('webhook.replay_not_enabled');
    });
  });

  describe('state', () => {
    it('folds configuration, a receiver switching it off, and tests', () => {
      const state = [configured(), gone, { type: 'WebhookTestRequested', data: { organisationId: orgId, endpointId: 'default', messageId: 'msg_9', url: 'https://x.example.com', requestedAt: now, requestedBy: 'u' } } as WebhookEndpointEvent].reduce(
        webhookEndpointDecider.evolve,
        webhookEndpointDecider.initialState(),
      );
      expect(state).toMatchObject({ status: 'configured', enabled: false, disabledReason: 'gone', url: 'https://hooks.example.com/profyle', lastTestMessageId: 'msg_9', updatedAt: '2025-02-01T00:00:00.000Z' });
      expect(webhookEndpointDecider.evolve(state, configured())).toMatchObject({ enabled: true, disabledReason: null, updatedAt: '2025-01-01T00:00:00.000Z' });
    });
  });
});

describe('webhook rules', () => {
  it('knows a loopback host as written in a URL', () => {
    expect(['localhost', 'LOCALHOST', '127.0.0.1', '127.8.9.10', '[::1]', '::1'].every(isLoopbackHostname)).toBe(true);
    expect(['localhost.example.com', '10.0.0.1', '128.0.0.1', '[::2]', 'example.com'].some(isLoopbackHostname)).toBe(false);
  });

  it('measures the key of a secret: 24 to 64 bytes', () => {
    expect(webhookSecretProblem(`whsec_${'A'.repeat(32)}`)).toBeNull();
    expect(webhookSecretProblem(`whsec_${'A'.repeat(86)}==`)).toBeNull();
    expect(webhookSecretProblem(`whsec_${'A'.repeat(88)}`)?.code).toBe('webhook.secret_invalid');
    expect(webhookSecretProblem(`whsec_${'A'.repeat(28)}`)?.code).toBe('webhook.secret_invalid');
    expect(webhookSecretProblem(`whsec_${'A'.repeat(92)}`)?.code).toBe('webhook.secret_invalid');
    expect(webhookSecretProblem(`whsec_${'A'.repeat(31)}`)?.code).toBe('webhook.secret_invalid');
  });

  it('names the field a URL problem belongs to', () => {
    expect(webhookUrlProblem('http://a.example.com', { allowLoopbackHttp: false }, 'target')).toEqual({ code: 'webhook.url_https', path: 'target', msg: 'Webhook URL must start with https://' });
    expect(webhookUrlProblem('https://a.example.com', { allowLoopbackHttp: false })).toBeNull();
  });

  it('normalises event selections so equal choices compare equal', () => {
    expect(normaliseWebhookEvents(['subscription.released', 'introduction.created', 'nope', 'introduction.created'])).toEqual(['introduction.created', 'subscription.released']);
  });
});
