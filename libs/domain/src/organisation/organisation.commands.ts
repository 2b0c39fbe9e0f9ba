import type { Command, CommandMetadata } from '../shared';
import type { OrganisationFeatures, OrganisationIntl, SubscriptionType } from './organisation.events';

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

export type OrganisationCommand =
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
