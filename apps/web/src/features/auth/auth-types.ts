/** The identity HTTP contract as the portal uses it; the shapes are the api's (libs/contracts/src/auth.ts). */
export type { MeResponse as Me, MeUser as AuthUser, MeOrganisation as OrganisationSummary, OidcProviderName as OidcProvider, Session, UpdateMeBodyInput as UpdateAccountBody } from '@profyle/contracts/auth';
export type { AcceptInviteResponse, InviteView } from '@profyle/contracts/admin-users';
