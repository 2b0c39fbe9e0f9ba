import type { SessionEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * Every signed-in session, for the api's check on each request: a token is honoured only while the
 * session it was issued for is active. No token hash ever reaches the read model.
 */
export interface SessionDoc extends ReadDocument {
  id: string;
  user_id: string;
  method: string;
  status: 'active' | 'revoked';
  started_at: string;
  /** When the refresh token family runs out (moved on by every refresh). */
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: 'sign-out' | 'reuse' | null;
}

export const sessionsProjection: Projection<SessionDoc> = {
  name: 'sessions',
  version: 1,
  eventTypes: ['SessionStarted', 'SessionRefreshed', 'SessionRevoked'],
  indexes: [{ fields: [['user_id', 1], ['status', 1]] }],
  documentId: (event) => (event.data as { sessionId?: string }).sessionId ?? null,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as SessionEvent;
    switch (event.type) {
      case 'SessionStarted': {
        const d = event.data;
        return { _id: d.sessionId, id: d.sessionId, user_id: d.userId, method: d.method, status: 'active', started_at: d.startedAt, expires_at: d.expiresAt, revoked_at: null, revoked_reason: null };
      }
      case 'SessionRefreshed':
        return doc && { ...doc, expires_at: event.data.expiresAt };
      case 'SessionRevoked':
        return doc && { ...doc, status: 'revoked', revoked_at: event.data.revokedAt, revoked_reason: event.data.reason };
      default:
        return doc;
    }
  },
};
