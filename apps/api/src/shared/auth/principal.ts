/** The signed-in user as every request sees it. Real sign-in (a later module) issues the same claims. */
export interface Principal {
  userId: string;
  email: string;
  name?: string;
  /** The user's main organisation. */
  organisationId: string;
  /** Every organisation the user may administer, main one first. */
  organisationIds: string[];
  admin: boolean;
  superadmin: boolean;
}

/** May this principal act on the organisation? Superadmins may act on any; admins on their own ones. */
export const canActOn = (principal: Principal, organisationId: string): boolean =>
  principal.superadmin || (principal.admin && principal.organisationIds.includes(organisationId));

/** Acting inside an organisation that is not one's own is impersonation; the metadata records it. */
export const isImpersonating = (principal: Principal, organisationId: string): boolean => !principal.organisationIds.includes(organisationId);
