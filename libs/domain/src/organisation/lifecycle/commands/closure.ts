import { DomainError } from '../../../shared';
import { assertOrganisationExists } from '../../commands/organisation-exists';
import type { OrganisationState } from '../../organisation.state';
import type { CloseNotRenewed, CloseOrganisation, MarkDeletionPending, ReopenOrganisation, SetCloseAfter } from '../lifecycle.commands';
import type { ClosureReason, OrganisationCloseAfterChanged, OrganisationClosed, OrganisationDeletionPending, OrganisationReopened } from '../lifecycle.events';
import { LIFECYCLE_ERROR_CODES, LIFECYCLE_ERROR_MESSAGES } from '../lifecycle.messages';
import { daysLater, CLOSED_RETENTION_DAYS } from '../organisation-lifecycle';

/** A closed organisation takes no lifecycle change but reopening. */
export const assertOpen = (state: OrganisationState): void => {
  if (state.closed !== null) throw new DomainError(LIFECYCLE_ERROR_CODES.reopenFirst, LIFECYCLE_ERROR_MESSAGES.reopenFirst, 'rule');
};

const closedNow = (now: string, reason: ClosureReason): OrganisationClosed => ({
  type: 'OrganisationClosed',
  data: { closed: now, deleteAfter: daysLater(now, CLOSED_RETENTION_DAYS), reason },
});

/** Closed now; the data is kept until deleteAfter. */
export const closeOrganisation = (command: CloseOrganisation, state: OrganisationState): OrganisationClosed[] => {
  assertOrganisationExists(state);
  if (state.closed !== null) throw new DomainError(LIFECYCLE_ERROR_CODES.alreadyClosed, LIFECYCLE_ERROR_MESSAGES.alreadyClosed, 'rule');
  return [closedNow(command.metadata.now, 'closed_by_superadmin')];
};

/** Reopening is possible while the data is kept, also once the organisation is pending deletion. */
export const reopenOrganisation = (command: ReopenOrganisation, state: OrganisationState): OrganisationReopened[] => {
  assertOrganisationExists(state);
  if (state.closed === null) throw new DomainError(LIFECYCLE_ERROR_CODES.notClosed, LIFECYCLE_ERROR_MESSAGES.notClosed, 'rule');
  return [{ type: 'OrganisationReopened', data: { reopenedAt: command.metadata.now, previouslyClosed: state.closed } }];
};

const isInstant = (value: string): boolean => !Number.isNaN(Date.parse(value));

/** An account that does not renew closes on closeAfter (a date in the future); null renews again. */
export const setCloseAfter = (command: SetCloseAfter, state: OrganisationState): OrganisationCloseAfterChanged[] => {
  assertOrganisationExists(state);
  assertOpen(state);
  const requested = command.data.closeAfter;
  const closeAfter = requested === null ? null : isInstant(requested) ? new Date(requested).toISOString() : '';
  if (closeAfter === '' || (closeAfter !== null && closeAfter <= command.metadata.now)) {
    const msg = LIFECYCLE_ERROR_MESSAGES.closeAfterInvalid;
    throw new DomainError(LIFECYCLE_ERROR_CODES.closeAfterInvalid, msg, 'validation', [{ path: 'close_after', msg }]);
  }
  if (closeAfter === state.closeAfter) return [];
  return [{ type: 'OrganisationCloseAfterChanged', data: { closeAfter, previous: state.closeAfter } }];
};

/** The scheduler sends this at closeAfter: closes only if the date is still set and has passed. */
export const closeNotRenewed = (command: CloseNotRenewed, state: OrganisationState): OrganisationClosed[] => {
  const { now } = command.metadata;
  const due = state.exists && state.closed === null && state.closeAfter !== null && state.closeAfter <= now;
  return due ? [closedNow(now, 'not_renewed')] : [];
};

/** The scheduler sends this at deleteAfter: only a still-closed organisation whose date passed. */
export const markDeletionPending = (command: MarkDeletionPending, state: OrganisationState): OrganisationDeletionPending[] => {
  const due = state.exists && state.closed !== null && !state.pendingDeletion && state.deleteAfter !== null && state.deleteAfter <= command.metadata.now;
  return due ? [{ type: 'OrganisationDeletionPending', data: { deleteAfter: state.deleteAfter as string } }] : [];
};
