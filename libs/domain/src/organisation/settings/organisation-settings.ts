import type { CustomTheme } from '../../layout/layout';
import type { OrganisationFeatures, OrganisationIntl } from '../organisation.events';

/**
 * The organisation's settings (spec 001 sections 2, 3 and 9): what PATCH /settings changes, one named
 * setting at a time, each change an OrganisationSettingChanged event.
 */

/** The names an organisation may give to its addresses, used everywhere in the portal. */
export const LOCATIONS_NAMES = ['Addresses', 'Locations', 'Places', 'Offices', 'Stores', 'Sites'] as const;
export type LocationsName = (typeof LOCATIONS_NAMES)[number];
export const DEFAULT_LOCATIONS_NAME: LocationsName = 'Addresses';

/** The fields a cardholder may edit in self-service, each switched on or off by the organisation; e-mail is always on. */
export const SELF_SERVICE_FIELDS = [
  'prefix',
  'first_name',
  'last_name',
  'pronouns',
  'post_nominals',
  'position',
  'department',
  'bio',
  'photo',
  'mobile',
  'address',
  'linked_in',
  'calendar',
  'twitter',
  'instagram',
  'custom_fields',
] as const;
export type SelfServiceField = (typeof SELF_SERVICE_FIELDS)[number];

/** Lead value currencies (spec 001 section 9). */
export const LEAD_VALUE_CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'JPY', 'CHF', 'CNY', 'INR'] as const;
export type LeadValueCurrency = (typeof LEAD_VALUE_CURRENCIES)[number];

/** The optional fields of the exchange form; name, email and notes are always on. */
export const EXCHANGE_OPTIONAL_FIELDS = ['company_name', 'phone', 'website'] as const;
export type ExchangeOptionalField = (typeof EXCHANGE_OPTIONAL_FIELDS)[number];

export interface FeatureSettings {
  disableWelcomeEmail: boolean;
  selfRegistration: {
    enabled: boolean;
    adminVerification: boolean;
    /** E-mail domains allowed to self-register, separated by semicolons; '' allows any. */
    domains: string;
  };
  selfService: { enabled: boolean; fields: Record<SelfServiceField, boolean> };
  exchange: {
    enabled: boolean;
    enableByGroup: boolean;
    /** Visitors receive an e-mail with the Profyle after an exchange. */
    visitorEmail: boolean;
    /** Cardholders see their introductions in self-service. */
    visitorAccess: boolean;
    defaultIntroHtml: string;
    privacyPolicy: string;
    consents: string[];
    leadValue: number;
    leadCurrency: LeadValueCurrency;
    /** Copy recipients of introduction e-mails, separated by semicolons; '' sends none. */
    bcc: string;
    fields: Record<ExchangeOptionalField, boolean>;
  };
}

export interface OrganisationSettings {
  supportEmail: string | null;
  locationsName: LocationsName;
  intl: OrganisationIntl;
  /** A GA4 measurement id; '' disables analytics. */
  ga4id: string;
  /** The organisation's own themes, which its layouts may choose besides the built-in ones. */
  themes: CustomTheme[];
  features: FeatureSettings;
}

/** The settings PATCH /settings may change, and the shape of each one's value. */
export interface SettingValues {
  supportEmail: string | null;
  locationsName: LocationsName;
  intl: OrganisationIntl;
  ga4id: string;
  themes: CustomTheme[];
  disableWelcomeEmail: boolean;
  selfRegistration: FeatureSettings['selfRegistration'];
  selfService: FeatureSettings['selfService'];
  exchange: FeatureSettings['exchange'];
}
export type SettingName = keyof SettingValues;
export const SETTING_NAMES: readonly SettingName[] = ['supportEmail', 'locationsName', 'intl', 'ga4id', 'themes', 'disableWelcomeEmail', 'selfRegistration', 'selfService', 'exchange'];

/** The default introduction e-mail greets by first name and signs with the sender's name (spec 001 section 9). */
export const DEFAULT_INTRO_HTML = '<p>Hi {{first_name}},</p><p>It was great to meet you. Here are my details so we can stay in touch.</p><p>Best regards,<br>{{my_name}}</p>';

export const defaultFeatureSettings = (): FeatureSettings => ({
  disableWelcomeEmail: false,
  selfRegistration: { enabled: false, adminVerification: false, domains: '' },
  selfService: { enabled: false, fields: Object.fromEntries(SELF_SERVICE_FIELDS.map((field) => [field, true])) as Record<SelfServiceField, boolean> },
  exchange: {
    enabled: false,
    enableByGroup: false,
    visitorEmail: true,
    visitorAccess: false,
    defaultIntroHtml: DEFAULT_INTRO_HTML,
    privacyPolicy: '',
    consents: [],
    leadValue: 3980,
    leadCurrency: 'GBP',
    bcc: '',
    fields: { company_name: false, phone: false, website: false },
  },
});

/** The full feature settings of an organisation created with the narrower `OrganisationFeatures`. */
export const featureSettingsFrom = (created: OrganisationFeatures): FeatureSettings => {
  const defaults = defaultFeatureSettings();
  return {
    ...defaults,
    disableWelcomeEmail: created.disableWelcomeEmail,
    selfRegistration: { ...defaults.selfRegistration, ...created.selfRegistration },
    exchange: { ...defaults.exchange, ...created.exchange },
  };
};

/** The current value of a named setting. */
export const settingValue = <K extends SettingName>(settings: OrganisationSettings, setting: K): SettingValues[K] => {
  const { features } = settings;
  const values: SettingValues = {
    supportEmail: settings.supportEmail,
    locationsName: settings.locationsName,
    intl: settings.intl,
    ga4id: settings.ga4id,
    // Organisations whose state or read model predates the setting have none.
    themes: settings.themes ?? [],
    disableWelcomeEmail: features.disableWelcomeEmail,
    selfRegistration: features.selfRegistration,
    selfService: features.selfService,
    exchange: features.exchange,
  };
  return values[setting];
};

/** The settings with one setting replaced by a (complete) new value. */
export const withSetting = <K extends SettingName>(settings: OrganisationSettings, setting: K, value: SettingValues[K]): OrganisationSettings => {
  switch (setting) {
    case 'supportEmail':
    case 'locationsName':
    case 'intl':
    case 'ga4id':
    case 'themes':
      return { ...settings, [setting]: value };
    default:
      return { ...settings, features: { ...settings.features, [setting]: value } };
  }
};
