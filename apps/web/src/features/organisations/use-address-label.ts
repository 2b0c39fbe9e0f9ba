import { DEFAULT_LOCATIONS_NAME, type LocationsName } from '@profyle/domain';
import { type MessageKey, useT } from '../../app/i18n';
import { useSession } from '../auth/session';
import { useGetOrganisationQuery } from './organisations-api';

/**
 * The organisation's word for addresses (Addresses, Locations, Places, Offices, Stores, Sites), plural and
 * singular, translated: every screen that names the concept uses it.
 */
export const useAddressLabel = (): { plural: string; singular: string; name: LocationsName } => {
  const t = useT();
  const { organisationId } = useSession();
  const name = useGetOrganisationQuery(organisationId).data?.locationsName ?? DEFAULT_LOCATIONS_NAME;
  return { name, plural: t(`addressLabel.${name}` as MessageKey), singular: t(`addressLabel.${name}.one` as MessageKey) };
};
