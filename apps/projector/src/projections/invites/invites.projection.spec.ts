import type { InviteEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { invitesProjection } from './invites.projection';

const record = recorder('acme');
const spec = projectionSpec(invitesProjection);
const sent = record<InviteEvent>('invite-i1', {
  type: 'InviteSent',
  data: { inviteId: 'i1', organisationId: 'acme', companyName: 'Acme', email: 'new@example.com', userId: 'u2', upgrade: false, senderEmail: 'a@acme.example', senderUserId: 'u1', tokenHash: 'secret-hash', sentAt: '2026-01-01T10:00:00.000Z' },
});

describe('invites projection', () => {
  it('keeps the invite without its token hash', () => {
    spec.given().when(sent).then({ id: 'i1', organisation_id: 'acme', email: 'new@example.com', user_id: 'u2', status: 'pending', sent_at: '2026-01-01T10:00:00.000Z' });
    expect(JSON.stringify(invitesProjection.evolve(null, sent, 'i1'))).not.toContain('secret-hash');
  });

  it('moves the last sent time on a resend and closes on accept', () => {
    const resent = record<InviteEvent>('invite-i1', { type: 'InviteResent', data: { inviteId: 'i1', organisationId: 'acme', email: 'new@example.com', userId: 'u2', tokenHash: 'h2', sentAt: '2026-01-01T11:00:00.000Z' } });
    spec.given(sent).when(resent).then({ first_sent_at: '2026-01-01T10:00:00.000Z', sent_at: '2026-01-01T11:00:00.000Z' });
    const accepted = record<InviteEvent>('invite-i1', { type: 'InviteAccepted', data: { inviteId: 'i1', organisationId: 'acme', email: 'new@example.com', userId: 'u2', acceptedAt: '2026-01-02T10:00:00.000Z' } });
    spec.given(sent, resent).when(accepted).then({ status: 'accepted', closed_at: '2026-01-02T10:00:00.000Z' });
  });
});
