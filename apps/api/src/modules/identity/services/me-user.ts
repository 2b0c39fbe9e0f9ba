import type { MeUser } from '@profyle/contracts';
import { accessibleOrganisationIds, type UserState } from '@profyle/domain';
import type { UserDoc } from '@profyle/projector';

/** The signed-in user as the web sees it, from the aggregate (at sign-in) or the read model (GET /me). */
export const meUserFromState = (state: UserState): MeUser => ({
  id: state.userId,
  name: state.name,
  email: state.email,
  picture: state.picture,
  admin: state.status === 'active' && state.admin,
  superadmin: state.superadmin,
  owner: state.owner,
  pending: state.status === 'pending',
  registering: state.status === 'registering',
  organisationId: state.organisationId,
  otherOrganisationIds: accessibleOrganisationIds(state).slice(1),
  emailNotifications: { weeklyAccountStats: state.emailNotifications.weeklyAccountStats },
});

export const meUserFromDoc = (doc: UserDoc): MeUser => ({
  id: doc.id,
  name: doc.name,
  email: doc.email,
  picture: doc.picture,
  admin: doc.status === 'active' && doc.admin,
  superadmin: doc.superadmin,
  owner: doc.owner,
  pending: doc.pending,
  registering: doc.status === 'registering',
  organisationId: doc.organisationId,
  otherOrganisationIds: doc.access_org_ids.slice(1),
  emailNotifications: { weeklyAccountStats: doc.emailNotifications.weeklyAccountStats },
});
