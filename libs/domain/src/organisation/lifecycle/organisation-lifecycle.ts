/**
 * The lifecycle's constants and the account status it gives (spec 000 sections 4 and 9, spec 002
 * section 9).
 */

/** A trial's length by default; 90 days when registered with a card; an affiliate may set its own. */
export const TRIAL_DAYS = 45;
export const CARD_TRIAL_DAYS = 90;
/** A superadmin's extension of a trial. */
export const TRIAL_EXTENSION_DAYS = 45;
/**
 * How long a closed organisation's data is kept before it is pending deletion (the spec names
 * deleteAfter but not the period): long enough to reopen an account closed by mistake or for want of a
 * renewal.
 */
export const CLOSED_RETENTION_DAYS = 90;
/** New demos: created in the last 259200000 ms (3 days). */
export const NEW_DEMO_MS = 259_200_000;

const DAY_MS = 86_400_000;

/** The instant `days` days after the ISO instant `from`. */
export const daysLater = (from: string, days: number): string => new Date(Date.parse(from) + days * DAY_MS).toISOString();

/** Where an organisation is in its lifecycle. */
export type AccountStatus = 'trial' | 'trial_expired' | 'customer' | 'closed' | 'pending_deletion';

export interface LifecycleFields {
  isDemo: boolean;
  isDemoExpired: boolean;
  closed: string | null;
  pendingDeletion: boolean;
}

export const accountStatusOf = (organisation: LifecycleFields): AccountStatus => {
  if (organisation.closed !== null) return organisation.pendingDeletion ? 'pending_deletion' : 'closed';
  if (!organisation.isDemo) return 'customer';
  return organisation.isDemoExpired ? 'trial_expired' : 'trial';
};

/** Admins of a closed organisation (pending deletion included) are refused everywhere. */
export const isClosed = (organisation: Pick<LifecycleFields, 'closed'>): boolean => organisation.closed !== null;
