/** The signed-in user as every request sees it: the claims of their access token. */
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
  /** The session the token was issued for (absent on tokens signed directly, as tests do). */
  sessionId?: string;
}

/** May this principal act on the organisation? Superadmins may act on any; admins on their own ones. */
export const canActOn = (principal: Principal, organisationId: string): boolean =>
  principal.superadmin || (principal.admin && principal.organisationIds.includes(organisationId));

/** Acting inside an organisation that is not one's own is impersonation; the metadata records it. */
export const isImpersonating = (principal: Principal, organisationId: string): boolean => !principal.organisationIds.includes(organisationId);
