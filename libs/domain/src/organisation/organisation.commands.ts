import type { Command, CommandMetadata } from '../shared';
import type { OrganisationLifecycleCommand } from './lifecycle/lifecycle.commands';
import type { OrganisationFeatures, OrganisationIntl, SubscriptionType } from './organisation.events';
import type { SettingName } from './settings/organisation-settings';
import type { SettingPatch } from './settings/setting-change';

/** Everything but the id and name is optional and takes the spec's defaults (see `createOrganisation`). */
export interface CreateOrganisationData {
  organisationId: string;
  name: string;
  isDemo?: boolean;
  isPartner?: boolean;
  partnerId?: string | null;
  intl?: Partial<OrganisationIntl>;
  subscriptions?: { type?: string; purchased?: number };
  nfcCards?: { purchased?: number };
  features?: {
    disableWelcomeEmail?: boolean;
    selfRegistration?: Partial<OrganisationFeatures['selfRegistration']>;
    exchange?: Partial<OrganisationFeatures['exchange']>;
  };
  supportEmail?: string | null;
  /** A trial's length in days (default 45); ignored unless isDemo. */
  trialDays?: number;
  orgSize?: number;
  websiteUrl?: string | null;
  /** The affiliate the organisation registered through, and the discount it gives on the first paid order (percent). */
  affiliate?: { id: string; discount: number } | null;
}

export type CreateOrganisation = Command<'CreateOrganisation', CreateOrganisationData, CommandMetadata>;
/** Superadmin only (the API checks the role); refused for trial accounts. */
export type AddSubscriptions = Command<'AddSubscriptions', { count: number; reason: string }, CommandMetadata>;
export type RemoveSubscriptions = Command<'RemoveSubscriptions', { count: number; reason: string }, CommandMetadata>;
export type ClaimPersonEmail = Command<'ClaimPersonEmail', { personId: string; email: string }, CommandMetadata>;
export type ReleasePersonEmail = Command<'ReleasePersonEmail', { personId: string }, CommandMetadata>;
/**
 * `cardId` is the card the short code names, looked up by the caller (null when no card has that short
 * code); the decider checks the card belongs to this organisation, is not lost and is free. `digitalId`
 * is the new digital Profyle's id, made by the caller from a cryptographic source.
 */
export type AssignSubscription = Command<
  'AssignSubscription',
  { personId: string; type: SubscriptionType; cardShortCode?: string | null; cardId?: string | null; digitalId?: string | null; sendEmail: boolean },
  CommandMetadata
>;
/** Superadmin only: a card joins the organisation's pool. */
export type AllocateNfcCard = Command<'AllocateNfcCard', { cardId: string; cardShortCode: string; demo: boolean }, CommandMetadata>;
/** A card for a person who holds a digital subscription (PUT .../add-card); `cardId` as for AssignSubscription. */
export type AddSubscriptionCard = Command<'AddSubscriptionCard', { personId: string; cardShortCode: string; cardId: string | null; sendEmail: boolean }, CommandMetadata>;
/** The card was reset: it leaves its person, who keeps a digital subscription. */
export type ReleaseSubscriptionCard = Command<'ReleaseSubscriptionCard', { cardId: string }, CommandMetadata>;
/** The card was lost: it leaves its person and the pool for good. */
export type RegisterNfcCardLost = Command<'RegisterNfcCardLost', { cardId: string }, CommandMetadata>;
export type RemoveSubscription = Command<'RemoveSubscription', { personId: string }, CommandMetadata>;
/** Sent when a person is deleted: gives back their subscription and e-mail. */
export type ReleasePerson = Command<'ReleasePerson', { personId: string }, CommandMetadata>;

/** Creates a group in the tree or moves it (refused when it would make a cycle), with the addresses it uses. */
export type PlaceGroup = Command<'PlaceGroup', { groupId: string; parentId: string | null; locationIds: string[] }, CommandMetadata>;
/** Takes a group out of the tree, refused while people are in it; `name` words the refusal. */
export type RemoveGroup = Command<'RemoveGroup', { groupId: string; name: string }, CommandMetadata>;
/** A person's e-mail, group and chosen addresses, checked and recorded in one append before the person is saved. */
export type PlacePerson = Command<'PlacePerson', { personId: string; email: string; groupId: string | null; locationIds: string[] }, CommandMetadata>;
/** PlacePerson for a self-registration: refused unless the organisation's self-registration settings allow it. */
export type PlaceSelfRegisteredPerson = Command<'PlaceSelfRegisteredPerson', { personId: string; email: string; groupId: string | null; locationIds: string[] }, CommandMetadata>;
/** Invites employees to self-register: refused unless self-registration is enabled, and for addresses of other domains. */
export type InviteEmployees = Command<'InviteEmployees', { emails: string[]; inviteUrl: string }, CommandMetadata>;
export type RegisterLocation = Command<'RegisterLocation', { locationId: string }, CommandMetadata>;
/** Refused while a group or a person uses the address. */
export type RemoveLocation = Command<'RemoveLocation', { locationId: string }, CommandMetadata>;
export type ChangeSetting = Command<'ChangeSetting', { [K in SettingName]: { setting: K; value: SettingPatch<K> } }[SettingName], CommandMetadata>;
export type HideOnboardingStep = Command<'HideOnboardingStep', { key: string; hidden: boolean }, CommandMetadata>;

export type OrganisationCommand =
  | OrganisationLifecycleCommand
  | PlaceGroup
  | RemoveGroup
  | PlacePerson
  | PlaceSelfRegisteredPerson
  | InviteEmployees
  | RegisterLocation
  | RemoveLocation
  | ChangeSetting
  | HideOnboardingStep
  | CreateOrganisation
  | AddSubscriptions
  | RemoveSubscriptions
  | ClaimPersonEmail
  | ReleasePersonEmail
  | AssignSubscription
  | RemoveSubscription
  | ReleasePerson
  | AllocateNfcCard
  | AddSubscriptionCard
  | ReleaseSubscriptionCard
  | RegisterNfcCardLost;
