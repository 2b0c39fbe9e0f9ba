import type { CrmConnectionEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { crmConnectionsProjection } from './crm-connections.projection';

const spec = projectionSpec(crmConnectionsProjection);
const stream = 'crm-org1-hubspot';
const base = { organisationId: 'org1', provider: 'hubspot' as const };
const started: CrmConnectionEvent = { type: 'CrmAuthorisationStarted', data: { ...base, stateHash: 'h', userId: 'u1', startedAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-01T00:15:00.000Z' } };
const connected: CrmConnectionEvent = {
  type: 'CrmConnected',
  data: { ...base, stateHash: 'h', tokens: 'enc:v1:k:a:b:c', tokenType: 'bearer', expiresAt: '2026-01-01T00:30:00.000Z', account: { id: '42', name: 'acme.hubspot' }, connectedAt: '2026-01-01T00:01:00.000Z', connectedBy: 'u1' },
};
const refreshed: CrmConnectionEvent = { type: 'CrmTokensRefreshed', data: { ...base, tokens: 'enc:v1:k:d:e:f', expiresAt: '2026-01-01T01:00:00.000Z', refreshedAt: '2026-01-01T00:29:00.000Z' } };

describe('crm-connections projection', () => {
  it('keeps the sealed tokens, their expiry, the account and the stream revision of a connection', () => {
    const record = recorder();
    spec
      .given(record(stream, started))
      .when(record(stream, connected))
      .then({
        _id: 'org1:hubspot',
        organisation_id: 'org1',
        provider: 'hubspot',
        status: 'connected',
        tokens: 'enc:v1:k:a:b:c',
        expires_at: '2026-01-01T00:30:00.000Z',
        account: { id: '42', name: 'acme.hubspot' },
        connected_by: 'u1',
        revision: 1,
      });
    spec.given(record(stream, started), record(stream, connected)).when(record(stream, refreshed)).then({ tokens: 'enc:v1:k:d:e:f', expires_at: '2026-01-01T01:00:00.000Z', status: 'connected' });
  });

  it('drops the tokens when the authorisation is lost or the connection removed', () => {
    const record = recorder();
    const history = [record(stream, started), record(stream, connected)];
    spec
      .given(...history)
      .when(record(stream, { type: 'CrmAuthorisationLost', data: { ...base, reason: 'invalid_grant', lostAt: '2026-01-02T00:00:00.000Z' } }))
      .then({ status: 'lost', tokens: null, lost_reason: 'invalid_grant', account: { id: '42', name: 'acme.hubspot' } });
    spec
      .given(...history)
      .when(record(stream, { type: 'CrmDisconnected', data: { ...base, disconnectedAt: '2026-01-02T00:00:00.000Z', disconnectedBy: 'u2' } }))
      .then({ status: 'disconnected', tokens: null, account: null, expires_at: null });
  });

  it('keeps create_lead across connections, and does not apply an event twice', () => {
    const record = recorder();
    const on = record(stream, { type: 'CrmSettingChanged', data: { ...base, setting: 'create_lead', value: true, changedAt: '2026-01-01T00:00:00.000Z', changedBy: 'u1' } });
    spec.given().when(on).then({ create_lead: true, status: 'absent', tokens: null });
    spec.given(on).when(on).thenNotUpdated();
  });
});
