import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import type { CrmConnectionCommand } from './crm.commands';
import { crmConnectionDecider, crmStreamId } from './crm.decider';
import type { CrmConnected, CrmConnectionEvent } from './crm.events';

const spec = deciderSpec(crmConnectionDecider);
const orgId = 'org_1';
const now = '2025-03-01T10:00:00.000Z';
const metadata = (userId = 'user-1', at = now): CommandMetadata => ({ organisationId: orgId, actor: { userId }, correlationId: 'corr-1', now: at });
const account = { id: '4242', name: 'acme.hubspot.example' };

const started = (stateHash = 'hash-1', userId = 'user-1', expiresAt = '2025-03-01T10:15:00.000Z'): CrmConnectionEvent => ({
  type: 'CrmAuthorisationStarted',
  data: { organisationId: orgId, provider: 'hubspot', stateHash, userId, startedAt: '2025-03-01T10:00:00.000Z', expiresAt },
});
const connected = (data: Partial<CrmConnected['data']> = {}): CrmConnected => ({
  type: 'CrmConnected',
  data: {
    organisationId: orgId,
    provider: 'hubspot',
    stateHash: 'hash-1',
    tokens: 'enc:v1:k:ciphertext',
    tokenType: 'bearer',
    expiresAt: '2025-03-01T10:30:00.000Z',
    account,
    connectedAt: now,
    connectedBy: 'user-1',
    ...data,
  },
});
const complete = (stateHash = 'hash-1', tokens: string | null = 'enc:v1:k:ciphertext', meta = metadata()): CrmConnectionCommand => ({
  type: 'CompleteCrmAuthorisation',
  data: { provider: 'hubspot', stateHash, tokens, tokenType: 'bearer', expiresAt: '2025-03-01T10:30:00.000Z', account },
  metadata: meta,
});

describe('crmConnectionDecider', () => {
  it('names its stream crm-<organisationId>-<provider>', () => {
    expect(crmStreamId('org_1', 'hubspot')).toBe('crm-org_1-hubspot');
    expect(crmStreamId('acme-events', 'pipedrive')).toBe('crm-acme-events-pipedrive');
    expect(() => crmStreamId('org_1', 'salesforce' as never)).toThrow('Unknown integration');
  });

  describe('the install link', () => {
    it('records the hash of the state, bound to the admin who opened it', () => {
      spec
        .given()
        .when({ type: 'StartCrmAuthorisation', data: { provider: 'hubspot', stateHash: 'hash-1', expiresAt: '2025-03-01T10:15:00.000Z' }, metadata: metadata() })
        .then({ type: 'CrmAuthorisationStarted', data: { organisationId: orgId, provider: 'hubspot', stateHash: 'hash-1', userId: 'user-1', startedAt: now, expiresAt: '2025-03-01T10:15:00.000Z' } });
    });

    it('connects with the encrypted tokens when the callback brings this admin’s open state', () => {
      spec.given(started()).when(complete()).then(connected());
    });

    it('checks the state before the code is exchanged, recording nothing', () => {
      spec.given(started()).when(complete('hash-1', null)).then();
      spec.given().when(complete('hash-1', null)).thenThrows('crm.state_invalid');
    });

    it('refuses a state used before: a replayed callback connects nothing', () => {
      const error = spec.given(started(), connected()).when(complete()).thenThrows('crm.state_invalid', 'This authentication link has expired or was already used. Please connect again.');
      expect(error.errors).toEqual([{ path: 'state', msg: 'This authentication link has expired or was already used. Please connect again.' }]);
    });

    it('refuses a state another admin opened, an unknown one, and one past its time', () => {
      spec.given(started('hash-1', 'user-2')).when(complete()).thenThrows('crm.state_invalid');
      spec.given(started('hash-9')).when(complete()).thenThrows('crm.state_invalid');
      spec.given(started()).when(complete('hash-1', 'enc', metadata('user-1', '2025-03-01T10:15:00.000Z'))).thenThrows('crm.state_invalid');
    });

    it('keeps the latest five open links only', () => {
      const links = ['a', 'b', 'c', 'd', 'e', 'f'].map((hash) => started(hash));
      spec.given(...links).when(complete('a')).thenThrows('crm.state_invalid');
      spec.given(...links).when(complete('b')).then(connected({ stateHash: 'b' }));
    });

    it('refuses a connection without tokens', () => {
      spec.given(started()).when(complete('hash-1', '')).thenThrows('crm.tokens_missing');
    });
  });

  describe('tokens', () => {
    const refresh: CrmConnectionCommand = { type: 'RecordCrmTokensRefreshed', data: { provider: 'hubspot', tokens: 'enc:new', expiresAt: '2025-03-01T11:00:00.000Z' }, metadata: metadata('system:crm-sync') };
    it('records refreshed tokens of a live connection only', () => {
      spec.given(started(), connected()).when(refresh).then({ type: 'CrmTokensRefreshed', data: { organisationId: orgId, provider: 'hubspot', tokens: 'enc:new', expiresAt: '2025-03-01T11:00:00.000Z', refreshedAt: now } });
      spec.given().when(refresh).thenThrows('crm.not_connected', 'HubSpot is not connected');
    });

    it('marks the connection lost once when the provider refuses the refresh token', () => {
      const lost: CrmConnectionCommand = { type: 'MarkCrmAuthorisationLost', data: { provider: 'hubspot', reason: 'invalid_grant' }, metadata: metadata('system:crm-sync') };
      const event: CrmConnectionEvent = { type: 'CrmAuthorisationLost', data: { organisationId: orgId, provider: 'hubspot', reason: 'invalid_grant', lostAt: now } };
      spec.given(started(), connected()).when(lost).then(event);
      spec.given(started(), connected(), event).when(lost).then();
      spec.given(started(), connected(), event).when(refresh).thenThrows('crm.not_connected');
    });
  });

  describe('disconnecting', () => {
    const disconnect: CrmConnectionCommand = { type: 'DisconnectCrm', data: { provider: 'hubspot' }, metadata: metadata() };
    it('removes a connection, live or lost, and does nothing when there is none', () => {
      const event: CrmConnectionEvent = { type: 'CrmDisconnected', data: { organisationId: orgId, provider: 'hubspot', disconnectedAt: now, disconnectedBy: 'user-1' } };
      spec.given(started(), connected()).when(disconnect).then(event);
      spec.given(started(), connected(), { type: 'CrmAuthorisationLost', data: { organisationId: orgId, provider: 'hubspot', reason: 'x', lostAt: now } }).when(disconnect).then(event);
      spec.given(started(), connected(), event).when(disconnect).then();
      spec.given().when(disconnect).then();
    });

    it('forgets the tokens and the account', () => {
      const state = [started(), connected(), { type: 'CrmDisconnected', data: { organisationId: orgId, provider: 'hubspot', disconnectedAt: now, disconnectedBy: 'u' } } as CrmConnectionEvent].reduce(
        crmConnectionDecider.evolve,
        crmConnectionDecider.initialState(),
      );
      expect(state).toMatchObject({ status: 'disconnected', tokens: null, account: null, expiresAt: null, pending: [] });
    });
  });

  describe('settings and the test lead', () => {
    it('changes HubSpot’s create_lead when it changes, and knows no other setting', () => {
      const change = (value: boolean, setting = 'create_lead', provider: 'hubspot' | 'pipedrive' = 'hubspot'): CrmConnectionCommand => ({ type: 'ChangeCrmSetting', data: { provider, setting, value }, metadata: metadata() });
      const on: CrmConnectionEvent = { type: 'CrmSettingChanged', data: { organisationId: orgId, provider: 'hubspot', setting: 'create_lead', value: true, changedAt: now, changedBy: 'user-1' } };
      spec.given().when(change(true)).then(on);
      spec.given(on).when(change(true)).then();
      spec.given().when(change(false)).then();
      const error = spec.given().when(change(true, 'owner')).thenThrows('crm.setting_unknown', 'Unknown setting: owner');
      expect(error.errors).toEqual([{ path: 'setting', msg: 'Unknown setting: owner' }]);
      spec.given().when(change(true, 'create_lead', 'pipedrive')).thenThrows('crm.setting_unknown');
    });

    it('sends a test lead through a live connection only', () => {
      const test = (provider: 'hubspot' | 'pipedrive'): CrmConnectionCommand => ({ type: 'RequestCrmTestLead', data: { provider }, metadata: metadata() });
      spec.given(started(), connected()).when(test('hubspot')).then({ type: 'CrmTestLeadRequested', data: { organisationId: orgId, provider: 'hubspot', requestedAt: now, requestedBy: 'user-1' } });
      spec.given().when(test('pipedrive')).thenThrows('crm.not_connected', 'Pipedrive is not connected');
    });

    it('refuses a provider it does not know', () => {
      spec.given().when({ type: 'DisconnectCrm', data: { provider: 'zapier' as never }, metadata: metadata() }).thenThrows('crm.provider_unknown');
    });
  });
});
