/**
 * Refusals of the organisation lifecycle. The spec does not word them (its superadmin snackbars are
 * 'Error closing account' and the like, which the portal prefixes); libs/contracts keeps the same texts
 * and a contracts spec proves they match.
 */
export const LIFECYCLE_ERROR_CODES = {
  notTrial: 'organisation.not_trial',
  closed: 'organisation.closed',
  alreadyClosed: 'organisation.already_closed',
  notClosed: 'organisation.not_closed',
  closeAfterInvalid: 'organisation.close_after_invalid',
  reopenFirst: 'organisation.reopen_first',
  trialDaysInvalid: 'organisation.trial_days_invalid',
} as const;

export const LIFECYCLE_ERROR_MESSAGES = {
  notTrial: 'This is not a demo account',
  /** Every admin of a closed organisation gets this, on every route (superadmins excepted). */
  closed: 'This organisation account has been closed. Please contact support to reopen it.',
  alreadyClosed: 'This account is already closed',
  notClosed: 'This account is not closed',
  closeAfterInvalid: 'Please choose a date in the future',
  reopenFirst: 'This account is closed. Reopen it first.',
  trialDaysInvalid: 'Please enter a trial length of at least 1 day',
} as const;
