import { accessibleOrganisationIds, type UserState } from '@profyle/domain';

/**
 * The signed-in user as every request sees it: who they are from their access token, what they may do
 * from their current user record (never only from the token's claims, so a removal counts at once).
 */
export interface Principal {
  userId: string;
  email: string;
  name?: string;
  /** The user's main organisation. */
  organisationId: string;
  /** Every organisation the user may administer, main one first (none while their invite is pending). */
  organisationIds: string[];
  admin: boolean;
  superadmin: boolean;
  /** Owner of the main organisation. */
  owner?: boolean;
  /** Invited and not yet accepted: signed in, but no organisation to administer yet. */
  pending?: boolean;
  /** Signed up for a trial not created yet: may create it (POST /v2/trials) or cancel, nothing else. */
  registering?: boolean;
  /** The session the token was issued for: a token without one is refused. */
  sessionId?: string;
}

/** May this principal act on the organisation? Superadmins may act on any; admins on their own ones. */
export const canActOn = (principal: Principal, organisationId: string): boolean =>
  principal.superadmin || (principal.admin && principal.organisationIds.includes(organisationId));

/** Acting inside an organisation that is not one's own is impersonation; the metadata records it. */
export const isImpersonating = (principal: Principal, organisationId: string): boolean => !principal.organisationIds.includes(organisationId);

/** The principal of a user as their aggregate says it now. */
export const principalOf = (user: UserState, sessionId?: string): Principal => ({
  userId: user.userId,
  email: user.email,
  name: user.name,
  organisationId: user.organisationId,
  organisationIds: accessibleOrganisationIds(user),
  admin: user.status === 'active' && user.admin,
  superadmin: user.superadmin,
  owner: user.owner,
  pending: user.status === 'pending',
  registering: user.status === 'registering',
  ...(sessionId ? { sessionId } : {}),
});
