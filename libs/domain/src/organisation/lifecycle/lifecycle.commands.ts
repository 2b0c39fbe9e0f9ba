import type { Command, CommandMetadata } from '../../shared';

/** Sent by the scheduler at demoExpiresOn: expires the trial if it is still due then, else nothing. */
export type ExpireTrial = Command<'ExpireTrial', Record<string, never>, CommandMetadata>;
/** Superadmin: 45 more days (from the later of now and the current end), reactivating an expired trial. */
export type ExtendTrial = Command<'ExtendTrial', Record<string, never>, CommandMetadata>;
/** The trial becomes a customer account. */
export type UpgradeToLive = Command<'UpgradeToLive', Record<string, never>, CommandMetadata>;
/** Superadmin: closes the organisation now. */
export type CloseOrganisation = Command<'CloseOrganisation', Record<string, never>, CommandMetadata>;
/** Superadmin: reopens a closed organisation (also while pending deletion: its data is still there). */
export type ReopenOrganisation = Command<'ReopenOrganisation', Record<string, never>, CommandMetadata>;
/** The account does not renew and closes on `closeAfter`, or (null) renews again. */
export type SetCloseAfter = Command<'SetCloseAfter', { closeAfter: string | null }, CommandMetadata>;
/** Sent by the scheduler at closeAfter: closes the organisation if it is still due then, else nothing. */
export type CloseNotRenewed = Command<'CloseNotRenewed', Record<string, never>, CommandMetadata>;
/** Sent by the scheduler at deleteAfter: marks a still-closed organisation as pending deletion. */
export type MarkDeletionPending = Command<'MarkDeletionPending', Record<string, never>, CommandMetadata>;
export type ChangePartnerStatus = Command<'ChangePartnerStatus', { isPartner: boolean }, CommandMetadata>;
/** Records what a sample data run added (the people, groups... are created on their own streams first). */
export type RecordSampleData = Command<'RecordSampleData', { people: number; groups: number; locations: number; layouts: number; introductions: number }, CommandMetadata>;

export type OrganisationLifecycleCommand =
  | ExpireTrial
  | ExtendTrial
  | UpgradeToLive
  | CloseOrganisation
  | ReopenOrganisation
  | SetCloseAfter
  | CloseNotRenewed
  | MarkDeletionPending
  | ChangePartnerStatus
  | RecordSampleData;
