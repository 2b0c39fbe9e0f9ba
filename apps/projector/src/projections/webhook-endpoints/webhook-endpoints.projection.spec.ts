import type { WebhookEndpointEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { webhookEndpointsProjection } from './webhook-endpoints.projection';

const spec = projectionSpec(webhookEndpointsProjection);
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw1+2pFNaP8Nk=';
const stream = 'webhook-org1_default';

type Configured = Extract<WebhookEndpointEvent, { type: 'WebhookEndpointConfigured' }>['data'];
const configured = (data: Partial<Configured> = {}): WebhookEndpointEvent => ({
  type: 'WebhookEndpointConfigured',
  data: { organisationId: 'org1', endpointId: 'default', enabled: true, url: 'https://hooks.example.com', secret, events: ['profyle.created'], configuredAt: '2026-01-02T00:00:00.000Z', configuredBy: 'u1', ...data },
});
const gone: WebhookEndpointEvent = {
  type: 'WebhookEndpointDisabled',
  data: { organisationId: 'org1', endpointId: 'default', reason: 'gone', url: 'https://hooks.example.com', statusCode: 410, disabledAt: '2026-01-03T00:00:00.000Z', disabledBy: 'system:webhooks' },
};
const tested: WebhookEndpointEvent = {
  type: 'WebhookTestRequested',
  data: { organisationId: 'org1', endpointId: 'default', messageId: 'msg_1', url: 'https://x.example.com', requestedAt: '2026-01-04T00:00:00.000Z', requestedBy: 'u2' },
};

describe('webhook-endpoints projection', () => {
  it('keeps one document per organisation and endpoint with the whole configuration and the stream revision', () => {
    const record = recorder();
    spec
      .given()
      .when(record(stream, configured()))
      .then({
        _id: 'org1:default',
        organisation_id: 'org1',
        endpoint_id: 'default',
        configured: true,
        enabled: true,
        url: 'https://hooks.example.com',
        secret,
        events: ['profyle.created'],
        disabled_reason: null,
        updated_at: '2026-01-02T00:00:00.000Z',
        updated_by: 'u1',
        revision: 0,
      });
  });

  it('switches the endpoint off when a receiver answered 410 Gone', () => {
    const record = recorder();
    spec
      .given(record(stream, configured()))
      .when(record(stream, gone))
      .then({ enabled: false, disabled_reason: 'gone', disabled_at: '2026-01-03T00:00:00.000Z', url: 'https://hooks.example.com', revision: 1 });
  });

  it("replaces the configuration on every save, clearing a receiver's switch-off", () => {
    const record = recorder();
    spec
      .given(record(stream, configured()), record(stream, gone))
      .when(record(stream, configured({ events: ['profyle.deleted'] })))
      .then({ enabled: true, events: ['profyle.deleted'], disabled_reason: null, disabled_at: null, revision: 2 });
  });

  it('follows the stream revision on a test, and starts an unconfigured document for a test before any save', () => {
    const record = recorder();
    spec.given(record(stream, configured())).when(record(stream, tested)).then({ configured: true, enabled: true, revision: 1, updated_by: 'u1' });
    spec.given().when(recorder()(stream, tested)).then({ configured: false, enabled: false, url: '', secret: '', events: [], revision: 0 });
  });

  it('does not apply an event twice', () => {
    const first = recorder()(stream, configured());
    spec.given(first).when(first).thenNotUpdated();
  });
});
