import type { InviteEvent, UserEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { usersProjection } from './users.projection';

const record = recorder('acme');
const spec = projectionSpec(usersProjection);
const created = record<UserEvent>('user-u1', {
  type: 'UserCreated',
  data: { userId: 'u1', email: 'ada@example.com', name: 'Ada', picture: '', organisationId: 'acme', admin: true, superadmin: false, owner: true, passwordHash: 'secret-hash', createdAt: '2026-01-01T10:00:00.000Z', createdBy: 'seed' },
});
const invited = record<UserEvent>('user-u2', {
  type: 'UserInvited',
  data: { userId: 'u2', email: 'new@example.com', organisationId: 'acme', inviteId: 'i1', invitedAt: '2026-01-01T10:00:00.000Z', invitedBy: 'u1' },
});
const inviteSent = (userId: string, organisationId: string, inviteId = 'i1') =>
  record<InviteEvent>(`invite-${inviteId}`, {
    type: 'InviteSent',
    data: { inviteId, organisationId, companyName: 'Acme', email: 'x@example.com', userId, upgrade: userId === 'u1', senderEmail: 'a@b.co', senderUserId: 'u9', tokenHash: 'h', sentAt: '2026-01-02T10:00:00.000Z' },
  });

describe('users projection', () => {
  it('keeps a registered user with the organisations they reach, and never the password hash', () => {
    spec.given().when(created).then({ id: 'u1', email: 'ada@example.com', owner: true, pending: false, access_org_ids: ['acme'], other_org_ids: [] });
    const doc = usersProjection.evolve(null, created, 'u1');
    expect(JSON.stringify(doc)).not.toContain('secret-hash');
  });

  it('shows a pending invitee with their pending invite and no access', () =>
    spec.given(invited).when(inviteSent('u2', 'acme')).then({ pending: true, admin: false, access_org_ids: [], pending_invite_org_ids: ['acme'], invites: { acme: { inviteId: 'i1', status: 'pending', sentAt: '2026-01-02T10:00:00.000Z', upgrade: false } } }));

  it('gives access once the invite is accepted', () => {
    const sent = inviteSent('u2', 'acme');
    const joined = record<UserEvent>('user-u2', {
      type: 'UserJoinedOrganisation',
      data: { userId: 'u2', email: 'new@example.com', organisationId: 'acme', inviteId: 'i1', registered: true, joinedAt: '2026-01-03T10:00:00.000Z' },
    });
    const accepted = record<InviteEvent>('invite-i1', { type: 'InviteAccepted', data: { inviteId: 'i1', organisationId: 'acme', email: 'new@example.com', userId: 'u2', acceptedAt: '2026-01-03T10:00:00.000Z' } });
    spec.given(invited, sent, joined).when(accepted).then({ pending: false, admin: true, access_org_ids: ['acme'], pending_invite_org_ids: [] });
  });

  it('adds an organisation for a guest and drops the user when their last one goes', () => {
    const joined = record<UserEvent>('user-u1', {
      type: 'UserJoinedOrganisation',
      data: { userId: 'u1', email: 'ada@example.com', organisationId: 'globex', inviteId: 'i2', registered: false, joinedAt: '2026-01-03T10:00:00.000Z' },
    });
    spec.given(created).when(joined).then({ organisationId: 'acme', other_org_ids: ['globex'], access_org_ids: ['acme', 'globex'] });
    const removed = record<UserEvent>('user-u1', {
      type: 'UserRemovedFromOrganisation',
      data: { userId: 'u1', email: 'ada@example.com', organisationId: 'acme', mainOrganisationId: '', otherOrganisationIds: [], removed: true, removedAt: '2026-01-04T10:00:00.000Z', removedBy: 'u9' },
    });
    spec.given(created).when(removed).then(null);
  });

  it('does not apply an event twice', () => spec.given(created).when(created).thenNotUpdated());
});
