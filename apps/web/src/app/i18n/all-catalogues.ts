import { ADDRESSES_EN } from '../../features/addresses/addresses-messages';
import { CARDS_EN } from '../../features/cards/cards-messages';
import { REGISTRATION_EN } from '../../features/registration/registration-messages';
import { BILLING_EN } from '../../features/billing/billing-messages';
import { CUSTOM_FIELDS_EN } from '../../features/custom-fields/custom-fields-messages';
import { DESIGNS_EN } from '../../features/designs/designs-messages';
import { GROUPS_EN } from '../../features/groups/groups-messages';
import { HISTORY_EN } from '../../features/history/history-messages';
import { INTEGRATIONS_EN } from '../../features/integrations/integrations-messages';
import { PRODUCTION_EN } from '../../features/production/production-messages';
import { LAYOUTS_EN } from '../../features/layouts/layouts-messages';
import { SETTINGS_EN } from '../../features/settings/settings-messages';
import { SUPERADMIN_EN } from '../../features/superadmin/superadmin-messages';
import { OFFERS_EN } from '../../features/offers/offers-messages';
import { API_TEXTS_EN } from './api-texts';
import { CONTACTS_EN } from '../../features/contacts/contacts-messages';
import { ANALYTICS_EN } from '../../features/analytics/analytics-messages';
import { EVENTS_EN } from '../../features/events/events-messages';
import { type Catalogue, en, type MessageKey } from './en';
import type { Language } from './languages';
import ar from './locales/ar';
import cn from './locales/cn';
import cs from './locales/cs';
import de from './locales/de';
import el from './locales/el';
import es from './locales/es';
import fr from './locales/fr';
import hi from './locales/hi';
import hu from './locales/hu';
import it from './locales/it';
import ja from './locales/ja';
import nl from './locales/nl';
import no from './locales/no';
import pl from './locales/pl';
import pt from './locales/pt';
import ro from './locales/ro';
import ru from './locales/ru';
import sv from './locales/sv';

/**
 * Every catalogue at once, for the completeness test and `npm run i18n:missing` (never imported by the
 * app, which loads each language on demand). ENGLISH is typed with every MessageKey, so a feature
 * catalogue added to FeatureMessages in en.ts must be spread in here too.
 */
export const ENGLISH: Record<MessageKey, string> = { ...en, ...INTEGRATIONS_EN, ...GROUPS_EN, ...ADDRESSES_EN, ...CUSTOM_FIELDS_EN, ...SETTINGS_EN, ...BILLING_EN, ...DESIGNS_EN, ...PRODUCTION_EN, ...LAYOUTS_EN, ...CONTACTS_EN, ...ANALYTICS_EN, ...EVENTS_EN, ...CARDS_EN, ...API_TEXTS_EN, ...HISTORY_EN, ...SUPERADMIN_EN, ...OFFERS_EN, ...REGISTRATION_EN };

export const TRANSLATIONS: Record<Exclude<Language, 'en'>, Catalogue> = { ar, cn, cs, de, el, es, fr, hi, hu, it, ja, nl, no, pl, pt, ro, ru, sv };
