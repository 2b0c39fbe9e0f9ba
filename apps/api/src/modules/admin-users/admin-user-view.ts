import { type AdminUser, INVITE_RESEND_COOLDOWN_SECONDS } from '@profyle/contracts';
import type { UserDoc } from '@profyle/projector';

/** Is the user listed among the organisation's admins: a member, or invited to it and not yet accepted. */
export const listedIn = (doc: UserDoc, organisationId: string): boolean =>
  doc.access_org_ids.includes(organisationId) || doc.pending_invite_org_ids.includes(organisationId) || (doc.pending && doc.organisationId === organisationId);

/** A user as one organisation's admin list shows them. */
export const adminUserView = (doc: UserDoc, organisationId: string): AdminUser => {
  const invite = doc.invites[organisationId];
  const member = doc.access_org_ids.includes(organisationId);
  const invitePending = invite?.status === 'pending';
  return {
    id: doc.id,
    name: doc.name,
    email: doc.email,
    picture: doc.picture,
    pending: doc.pending || (!member && invitePending),
    owner: doc.owner && doc.organisationId === organisationId,
    guest: doc.status === 'active' && doc.organisationId !== organisationId,
    organisationId: doc.organisationId,
    other_org_ids: doc.other_org_ids,
    superadmin: doc.superadmin,
    admin: doc.status === 'active' && doc.admin,
    last_invite_sent: invite?.sentAt ?? null,
    sendInviteAgainAt: invitePending ? new Date(Date.parse(invite.sentAt) + INVITE_RESEND_COOLDOWN_SECONDS * 1000).toISOString() : null,
    inviteId: invitePending ? invite.inviteId : null,
  };
};
