import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import { emptyPersonProfile } from '../person/person-profile';
import { defaultFeatureSettings } from '../organisation/settings/organisation-settings';
import { isSelfServiceSessionActive, type SelfServiceSessionEvent, selfServiceSessionDecider, selfServiceSessionStreamId } from './self-service-session';
import { selfServiceProfileChanges } from './self-service-profile';

const NOW = '2025-06-01T10:00:00.000Z';
const metadata: CommandMetadata = { organisationId: 'o1', actor: { userId: 'anonymous' }, correlationId: 'c', now: NOW };
const at = (now: string): CommandMetadata => ({ ...metadata, now });
const spec = deciderSpec(selfServiceSessionDecider);

const issued: SelfServiceSessionEvent = {
  type: 'OneTimeLoginIssued',
  data: { sessionId: 's1', personId: 'p1', organisationId: 'o1', email: 'ann@acme.com', cardId: 'C'.repeat(32), view: 'DETAILS', tokenHash: 'h1', issuedAt: NOW, expiresAt: '2025-06-01T11:00:00.000Z' },
};
const started: SelfServiceSessionEvent = { type: 'SelfServiceSessionStarted', data: { sessionId: 's1', personId: 'p1', organisationId: 'o1', email: 'ann@acme.com', startedAt: NOW, expiresAt: '2025-06-01T22:00:00.000Z' } };

describe('self-service session', () => {
  it('names its stream selfservice-<id>', () => expect(selfServiceSessionStreamId('s1')).toBe('selfservice-s1'));

  it('issues a one-time login for a person, valid for the lifetime asked for', () => {
    spec
      .given()
      .when({ type: 'IssueOneTimeLogin', data: { sessionId: 's1', personId: 'p1', email: 'ann@acme.com', cardId: 'C'.repeat(32), view: 'DETAILS', tokenHash: 'h1', lifetimeSeconds: 3600 }, metadata })
      .then(issued);
  });

  it('starts a session with the link’s secret, once, before the link expires', () => {
    spec.given(issued).when({ type: 'StartSelfServiceSession', data: { tokenHash: 'h1', lifetimeSeconds: 43200 }, metadata }).then(started);
    const message = 'This login link has either expired, or has already been used. Please request a new login link.';
    spec.given(issued, started).when({ type: 'StartSelfServiceSession', data: { tokenHash: 'h1', lifetimeSeconds: 43200 }, metadata }).thenThrows('self_service.link_invalid', message);
    spec.given(issued).when({ type: 'StartSelfServiceSession', data: { tokenHash: 'h2', lifetimeSeconds: 43200 }, metadata }).thenThrows('self_service.link_invalid');
    spec.given(issued).when({ type: 'StartSelfServiceSession', data: { tokenHash: 'h1', lifetimeSeconds: 43200 }, metadata: at('2025-06-01T11:00:00.000Z') }).thenThrows('self_service.link_invalid');
    spec.given().when({ type: 'StartSelfServiceSession', data: { tokenHash: 'h1', lifetimeSeconds: 43200 }, metadata }).thenThrows('self_service.link_invalid');
  });

  it('ends at sign-out (once), and is active only between its start and its expiry', () => {
    const ended: SelfServiceSessionEvent = { type: 'SelfServiceSessionEnded', data: { sessionId: 's1', personId: 'p1', reason: 'sign-out', endedAt: NOW } };
    spec.given(issued, started).when({ type: 'EndSelfServiceSession', data: {}, metadata }).then(ended);
    spec.given(issued, started, ended).when({ type: 'EndSelfServiceSession', data: {}, metadata }).then();
    const state = (events: SelfServiceSessionEvent[]) => events.reduce(selfServiceSessionDecider.evolve, selfServiceSessionDecider.initialState());
    expect(isSelfServiceSessionActive(state([issued]), NOW)).toBe(false);
    expect(isSelfServiceSessionActive(state([issued, started]), NOW)).toBe(true);
    expect(isSelfServiceSessionActive(state([issued, started]), '2025-06-01T22:00:00.000Z')).toBe(false);
    expect(isSelfServiceSessionActive(state([issued, started, ended]), NOW)).toBe(false);
  });
});

describe('a cardholder’s own changes', () => {
  const current = { ...emptyPersonProfile(), first_name: 'Ann', last_name: 'Lee', email: 'ann@acme.com', position: 'Chef', bio: 'Cooks', mobile: '+44 1' };
  const enabled = { ...defaultFeatureSettings().selfService, enabled: true };

  it('are refused while self-service is not enabled', () => {
    expect(() => selfServiceProfileChanges(defaultFeatureSettings().selfService, current, { first_name: 'Anna' })).toThrow('Your organisation has not enabled editing your details');
  });

  it('keep the fields sent (never the e-mail), and the Profyle’s protection', () => {
    expect(selfServiceProfileChanges(enabled, current, { first_name: 'Anna', locations: 'custom', address: '1 St;;London;;N1;UK', password_mode: 'pin' })).toEqual({
      first_name: 'Anna',
      locations: 'custom',
      address: '1 St;;London;;N1;UK',
      password_mode: 'pin',
    });
  });

  it('let a field the administrator turned off be sent unchanged, never changed', () => {
    const bioOff = { ...enabled, fields: { ...enabled.fields, bio: false, address: false } };
    expect(selfServiceProfileChanges(bioOff, current, { bio: 'Cooks', first_name: 'Anna' })).toEqual({ first_name: 'Anna' });
    let thrown: unknown;
    try {
      selfServiceProfileChanges(bioOff, current, { bio: 'Bakes', locations: 'custom', first_name: 'Anna' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'self_service.field_disabled', message: 'Disabled by account administrator', errors: [{ path: 'bio', msg: 'Disabled by account administrator' }, { path: 'locations', msg: 'Disabled by account administrator' }] });
  });
});
