import type { InviteEvent, UserEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** One invite of the user to one organisation, as the admin users list needs it. */
export interface UserInviteView {
  inviteId: string;
  /** Last time the invite was (re)sent. */
  sentAt: string;
  status: 'pending' | 'accepted' | 'revoked';
  /** Invited while already a user of another organisation. */
  upgrade: boolean;
}

/**
 * A portal user with the organisations they can reach: feeds GET /v1/auth/me and the admin users list
 * (admins of an organisation plus guests from other organisations, plus pending invitees). Removed
 * users are deleted. No password hash ever reaches a read model.
 */
export interface UserDoc extends ReadDocument {
  id: string;
  email: string;
  name: string;
  picture: string;
  status: 'registering' | 'pending' | 'active';
  pending: boolean;
  /** Signed up for a trial that does not exist yet (absent from documents written before trials). */
  registering?: boolean;
  admin: boolean;
  superadmin: boolean;
  owner: boolean;
  organisationId: string;
  other_org_ids: string[];
  /** Main organisation first, then the others: what the user administers (empty while pending). */
  access_org_ids: string[];
  /** Organisations with an invite to this user still waiting to be accepted. */
  pending_invite_org_ids: string[];
  invites: Record<string, UserInviteView>;
  emailNotifications: { weeklyAccountStats: boolean };
  created_at: string;
  last_sign_in_at: string | null;
}

const withAccess = (doc: UserDoc): UserDoc => {
  const access = doc.status === 'active' && doc.admin && doc.organisationId ? [doc.organisationId, ...doc.other_org_ids] : [];
  const pendingInvites = Object.entries(doc.invites)
    .filter(([, invite]) => invite.status === 'pending')
    .map(([organisationId]) => organisationId);
  return { ...doc, pending: doc.status === 'pending', registering: doc.status === 'registering', access_org_ids: access, pending_invite_org_ids: pendingInvites };
};

const invite = (doc: UserDoc | null, organisationId: string, change: (current: UserInviteView | undefined) => UserInviteView | undefined): UserDoc | null => {
  if (!doc) return null;
  const next = change(doc.invites[organisationId]);
  return next ? withAccess({ ...doc, invites: { ...doc.invites, [organisationId]: next } }) : doc;
};

/** What a user document starts with, however the user came (signed up, created, invited). */
const noAccessYet = (): Pick<UserDoc, 'other_org_ids' | 'access_org_ids' | 'pending_invite_org_ids' | 'invites' | 'emailNotifications'> => ({
  other_org_ids: [],
  access_org_ids: [],
  pending_invite_org_ids: [],
  invites: {},
  emailNotifications: { weeklyAccountStats: true },
});

export const usersProjection: Projection<UserDoc> = {
  name: 'users',
  version: 1,
  eventTypes: [
    'UserSignedUp',
    'UserRegistrationCompleted',
    'UserRegistrationCancelled',
    'UserCreated',
    'UserInvited',
    'UserJoinedOrganisation',
    'UserGrantedOrganisationAccess',
    'UserRemovedFromOrganisation',
    'UserProfileUpdated',
    'UserSignedIn',
    'InviteSent',
    'InviteResent',
    'InviteAccepted',
    'InviteRevoked',
  ],
  indexes: [{ fields: [['email', 1]] }, { fields: [['access_org_ids', 1], ['email', 1]] }, { fields: [['pending_invite_org_ids', 1], ['email', 1]] }],
  documentId: (event) => (event.data as { userId?: string }).userId ?? null,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as UserEvent | InviteEvent;
    switch (event.type) {
      case 'UserSignedUp': {
        const d = event.data;
        return withAccess({
          _id: d.userId,
          id: d.userId,
          email: d.email,
          name: d.name,
          picture: d.picture,
          status: 'registering',
          pending: false,
          admin: false,
          superadmin: false,
          owner: false,
          organisationId: '',
          ...noAccessYet(),
          created_at: d.signedUpAt,
          last_sign_in_at: null,
        });
      }
      case 'UserRegistrationCompleted': {
        if (!doc) return null;
        const d = event.data;
        return withAccess({ ...doc, status: 'active', admin: true, owner: true, organisationId: d.organisationId, name: d.name, picture: d.picture });
      }
      case 'UserRegistrationCancelled':
        return null;
      case 'UserCreated': {
        const d = event.data;
        return withAccess({
          _id: d.userId,
          id: d.userId,
          email: d.email,
          name: d.name,
          picture: d.picture,
          status: 'active',
          pending: false,
          admin: d.admin,
          superadmin: d.superadmin,
          owner: d.owner,
          organisationId: d.organisationId,
          ...noAccessYet(),
          created_at: d.createdAt,
          last_sign_in_at: null,
        });
      }
      case 'UserInvited': {
        const d = event.data;
        return withAccess({
          _id: d.userId,
          id: d.userId,
          email: d.email,
          name: d.email.split('@')[0],
          picture: '',
          status: 'pending',
          pending: true,
          admin: false,
          superadmin: false,
          owner: false,
          organisationId: d.organisationId,
          ...noAccessYet(),
          created_at: d.invitedAt,
          last_sign_in_at: null,
        });
      }
      case 'UserJoinedOrganisation': {
        if (!doc) return null;
        const d = event.data;
        const joined = d.registered
          ? { ...doc, status: 'active' as const, admin: true, organisationId: d.organisationId }
          : { ...doc, admin: true, other_org_ids: [...doc.other_org_ids, d.organisationId] };
        return withAccess(joined);
      }
      case 'UserGrantedOrganisationAccess':
        return doc && withAccess({ ...doc, other_org_ids: [...doc.other_org_ids, event.data.organisationId] });
      case 'UserRemovedFromOrganisation': {
        if (!doc) return null;
        const d = event.data;
        if (d.removed) return null;
        return withAccess({ ...doc, organisationId: d.mainOrganisationId, other_org_ids: d.otherOrganisationIds, owner: d.mainOrganisationId === doc.organisationId ? doc.owner : false });
      }
      case 'UserProfileUpdated':
        return doc && { ...doc, name: event.data.name, picture: event.data.picture, emailNotifications: event.data.emailNotifications };
      case 'UserSignedIn':
        return doc && { ...doc, last_sign_in_at: event.data.signedInAt };
      case 'InviteSent':
        return invite(doc, event.data.organisationId, () => ({ inviteId: event.data.inviteId, sentAt: event.data.sentAt, status: 'pending', upgrade: event.data.upgrade }));
      case 'InviteResent':
        return invite(doc, event.data.organisationId, (current) => current && { ...current, sentAt: event.data.sentAt });
      case 'InviteAccepted':
        return invite(doc, event.data.organisationId, (current) => current && { ...current, status: 'accepted' });
      case 'InviteRevoked':
        return invite(doc, event.data.organisationId, (current) => current && { ...current, status: 'revoked' });
      default:
        return doc;
    }
  },
};
