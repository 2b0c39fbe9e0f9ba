import type { SessionEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { sessionsProjection } from './sessions.projection';

const record = recorder('');
const spec = projectionSpec(sessionsProjection);
const started = record<SessionEvent>('session-s1', {
  type: 'SessionStarted',
  data: { sessionId: 's1', userId: 'u1', method: 'password', tokenHash: 'secret-hash', startedAt: '2026-01-01T10:00:00.000Z', expiresAt: '2026-01-31T10:00:00.000Z' },
});

describe('sessions projection', () => {
  it('keeps an active session without its token hash', () => {
    spec.given().when(started).then({ id: 's1', user_id: 'u1', method: 'password', status: 'active', expires_at: '2026-01-31T10:00:00.000Z', revoked_at: null });
    expect(JSON.stringify(sessionsProjection.evolve(null, started, 's1'))).not.toContain('secret-hash');
  });

  it('moves the expiry on a refresh and ends on a revocation', () => {
    const refreshed = record<SessionEvent>('session-s1', {
      type: 'SessionRefreshed',
      data: { sessionId: 's1', userId: 'u1', tokenHash: 'h2', refreshedAt: '2026-01-02T10:00:00.000Z', expiresAt: '2026-02-01T10:00:00.000Z' },
    });
    spec.given(started).when(refreshed).then({ status: 'active', expires_at: '2026-02-01T10:00:00.000Z' });
    const revoked = record<SessionEvent>('session-s1', { type: 'SessionRevoked', data: { sessionId: 's1', userId: 'u1', reason: 'sign-out', revokedAt: '2026-01-03T10:00:00.000Z' } });
    spec.given(started, refreshed).when(revoked).then({ status: 'revoked', revoked_at: '2026-01-03T10:00:00.000Z', revoked_reason: 'sign-out' });
    spec.given(started, refreshed, revoked).when(revoked).thenNotUpdated();
  });
});
