import type { InviteEvent, RecordedEvent, SignInAttemptEvent, UserEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { accessAuditProjection } from './access-audit.projection';

const record = recorder('acme', { userId: 'u1', email: 'owner@acme.example' });
const spec = projectionSpec(accessAuditProjection);

describe('access audit projection', () => {
  it('records a sign-in as login-user, by the user', () => {
    const signedIn = record<UserEvent>('user-u1', {
      type: 'UserSignedIn',
      data: { userId: 'u1', email: 'owner@acme.example', method: 'password', sessionId: 's1', support: false, signedInAt: '2026-01-01T10:00:00.000Z' },
    });
    spec.given().when(signedIn).then({ organisation_id: 'acme', action: 'login-user', by: 'owner@acme.example', data: { email: 'owner@acme.example', method: 'password' }, position: signedIn.position });
  });

  it('records an invite as add-user and a superadmin inside another organisation as support', () => {
    const sent = record<InviteEvent>('invite-i1', {
      type: 'InviteSent',
      data: { inviteId: 'i1', organisationId: 'acme', companyName: 'Acme', email: 'new@example.com', userId: 'u2', upgrade: false, senderEmail: 'super@p.example', senderUserId: 'su', tokenHash: 'h', sentAt: '2026-01-01T10:00:00.000Z' },
    });
    const impersonated: RecordedEvent = { ...sent, id: 'e-imp', metadata: { ...sent.metadata, actor: { userId: 'su', email: 'super@p.example' }, onBehalfOf: { organisationId: 'acme' } } };
    spec.given().when(impersonated).then({ action: 'add-user', by: 'super@p.example', data: { email: 'new@example.com', upgrade: false, support: true } });
  });

  it('records failures in the user organisation, and skips those that belong to none', () => {
    const failed = (organisationId: string) => {
      const event = record<SignInAttemptEvent>('signinattempts-x@example.com', {
        type: 'SignInFailed',
        data: { email: 'x@example.com', userId: null, method: 'password', reason: 'wrong_password', ip: '127.0.0.1', failedAt: '2026-01-01T10:00:00.000Z' },
      });
      return { ...event, metadata: { ...event.metadata, organisationId } };
    };
    spec.given().when(failed('acme')).then({ action: 'login-failed-user', data: { email: 'x@example.com', method: 'password', reason: 'wrong_password' } });
    expect(accessAuditProjection.documentId(failed(''))).toBeNull();
  });

  it('does not audit a pending user leaving with their invite twice', () => {
    const revoked = record<InviteEvent>('invite-i1', {
      type: 'InviteRevoked',
      data: { inviteId: 'i1', organisationId: 'acme', email: 'new@example.com', userId: 'u2', reason: 'user-removed', revokedAt: '2026-01-01T10:00:00.000Z' },
    });
    expect(accessAuditProjection.documentId(revoked)).toBeNull();
  });
});
