import { useSession } from '../auth/session';
import { useGetOrganisationQuery } from './organisations-api';

/**
 * The organisation being viewed: its id at once, its name from the user's organisation list or, for a
 * superadmin viewing any other organisation, from the api.
 */
export const useCurrentOrganisation = () => {
  const session = useSession();
  const listed = session.organisations.find((organisation) => organisation.id === session.organisationId);
  const view = useGetOrganisationQuery(session.organisationId);
  return {
    id: session.organisationId,
    name: view.data?.name ?? listed?.name ?? session.organisationId,
    isPartner: view.data?.isPartner ?? listed?.isPartner ?? false,
    isDemo: view.data?.isDemo ?? listed?.isDemo ?? false,
    view,
  };
};
