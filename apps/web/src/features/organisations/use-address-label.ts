import { DEFAULT_LOCATIONS_NAME, type LocationsName } from '@profyle/domain';
import { type MessageKey, useLanguage, useT } from '../../app/i18n';
import { type Language, languageTag } from '../../app/i18n/languages';
import { useSession } from '../auth/session';
import { useGetOrganisationQuery } from './organisations-api';

/** Languages that write nouns with a capital inside a sentence too. */
const CAPITALISED_NOUNS: ReadonlySet<Language> = new Set(['de']);

export interface AddressLabel {
  name: LocationsName;
  /** As a title or label: 'Offices', 'Büros'. */
  plural: string;
  singular: string;
  /** Inside a sentence: 'offices' in English, 'Büros' in German. */
  pluralInText: string;
  singularInText: string;
}

/**
 * The organisation's word for addresses (Addresses, Locations, Places, Offices, Stores, Sites), plural and
 * singular, translated: every screen that names the concept uses it.
 */
export const useAddressLabel = (): AddressLabel => {
  const t = useT();
  const language = useLanguage();
  const { organisationId } = useSession();
  const name = useGetOrganisationQuery(organisationId).data?.locationsName ?? DEFAULT_LOCATIONS_NAME;
  const plural = t(`addressLabel.${name}` as MessageKey);
  const singular = t(`addressLabel.${name}.one` as MessageKey);
  const inText = (word: string) => (CAPITALISED_NOUNS.has(language) ? word : word.toLocaleLowerCase(languageTag(language)));
  return { name, plural, singular, pluralInText: inText(plural), singularInText: inText(singular) };
};
