import type { AccountStatus, CustomTheme, FeatureSettings, LifecycleState, LocationsName, OrganisationIntl } from '@profyle/domain';

/** The organisation as the portal reads it (spec 000 section 3, spec 001 section 3), with its pools. */
export interface OrganisationView extends LifecycleState {
  id: string;
  name: string;
  partnerId: string | null;
  /** Where the organisation is in its lifecycle (spec 000 sections 3 and 4; the dates are ISO instants). */
  accountStatus: AccountStatus;
  /** The size chosen at sign-up (0 when none was). */
  orgSize: number;
  websiteUrl: string | null;
  intl: OrganisationIntl;
  subscriptions: { type: string; purchased: number; used: number };
  /** purchased - used; may be 0 or less, when the assign form disables Profyle only. */
  remainingSubscriptions: number;
  nfcCards: { purchased: number; used: number };
  /** 0 or less means no NFC card can be allocated. */
  remainingNfcCards: number;
  features: FeatureSettings;
  supportEmail: string | null;
  /** The organisation's word for addresses (Addresses, Locations, Places, Offices, Stores, Sites). */
  locationsName: LocationsName;
  ga4id: string;
  /** The organisation's own themes, which layouts may choose besides the built-in ones. */
  themes: CustomTheme[];
  /** Keys of the getting-started guide's hidden steps. */
  onboarding: { hidden: string[] };
  meta: { createdAt: string };
}

/** The usage ring turns red above this share of subscriptions used (spec 001 section 9). */
export const SUBSCRIPTION_USAGE_WARNING_RATIO = 0.9;

/** One row of the subscription history table: Date/Time, Subscriptions, Event, Description, By. */
export interface SubscriptionHistoryItem {
  id: string;
  at: string;
  action: 'subscriptions-added' | 'subscriptions-removed';
  by: string;
  /** change is signed (+added, -removed); absolute is the purchased total after it. */
  data: { change: number; absolute: number; reason: string };
}
