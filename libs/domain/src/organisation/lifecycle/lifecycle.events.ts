import type { DomainEvent } from '../../shared';

/**
 * The organisation's lifecycle (spec 000 section 4): a trial (isDemo) is active until its
 * demoExpiresOn, then expired; a superadmin may extend it (reactivating it) or the organisation becomes
 * a customer; any organisation may be closed (its data kept until deleteAfter, then pending deletion)
 * and reopened; an account that does not renew has a closeAfter date. Times are ISO instants.
 */

/** demoExpiresOn passed (observed by the scheduler, never by a read). */
export type TrialExpired = DomainEvent<'TrialExpired', { demoExpiresOn: string }>;
/** A superadmin extended the trial by `days`; `reactivated` when it had expired. */
export type TrialExtended = DomainEvent<'TrialExtended', { days: number; demoExpiresOn: string; previousExpiresOn: string | null; reactivated: boolean }>;
/** The trial became a customer account ("upgrade to live"). */
export type OrganisationUpgradedToLive = DomainEvent<'OrganisationUpgradedToLive', { upgradedAt: string }>;
/** Why an organisation was closed: by a superadmin, or because its closeAfter date passed. */
export type ClosureReason = 'closed_by_superadmin' | 'not_renewed';
/** Closed on `closed`; its data is kept until `deleteAfter`. */
export type OrganisationClosed = DomainEvent<'OrganisationClosed', { closed: string; deleteAfter: string; reason: ClosureReason }>;
export type OrganisationReopened = DomainEvent<'OrganisationReopened', { reopenedAt: string; previouslyClosed: string }>;
/** The account does not renew and closes on `closeAfter` (null: it renews again). */
export type OrganisationCloseAfterChanged = DomainEvent<'OrganisationCloseAfterChanged', { closeAfter: string | null; previous: string | null }>;
/** deleteAfter passed while the organisation stayed closed. */
export type OrganisationDeletionPending = DomainEvent<'OrganisationDeletionPending', { deleteAfter: string }>;
/** Marked as a partner organisation (may create demos for prospects), or no longer. */
export type PartnerStatusChanged = DomainEvent<'PartnerStatusChanged', { isPartner: boolean }>;
/** A superadmin filled the organisation with sample data; the counts are what this run added. */
export type SampleDataAdded = DomainEvent<'SampleDataAdded', { people: number; groups: number; locations: number; layouts: number; introductions: number }>;

export type OrganisationLifecycleEvent =
  | TrialExpired
  | TrialExtended
  | OrganisationUpgradedToLive
  | OrganisationClosed
  | OrganisationReopened
  | OrganisationCloseAfterChanged
  | OrganisationDeletionPending
  | PartnerStatusChanged
  | SampleDataAdded;

export const ORGANISATION_LIFECYCLE_EVENT_TYPES: readonly OrganisationLifecycleEvent['type'][] = [
  'TrialExpired',
  'TrialExtended',
  'OrganisationUpgradedToLive',
  'OrganisationClosed',
  'OrganisationReopened',
  'OrganisationCloseAfterChanged',
  'OrganisationDeletionPending',
  'PartnerStatusChanged',
  'SampleDataAdded',
];

export const isLifecycleEvent = <E extends { type: string }>(event: E): event is Extract<E, OrganisationLifecycleEvent> =>
  (ORGANISATION_LIFECYCLE_EVENT_TYPES as readonly string[]).includes(event.type);
