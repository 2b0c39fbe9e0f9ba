import type { LifecycleState } from './lifecycle.decider';

/**
 * The dates on which an organisation's lifecycle moves without anyone acting: a trial expires at
 * demoExpiresOn, a non-renewing account closes at closeAfter, a closed one is pending deletion at
 * deleteAfter. Each is durable scheduled work (libs/domain/src/scheduling) that sends the matching
 * command; the decider records nothing when the date has moved or the state changed meanwhile, so a
 * timer left over from an earlier date is harmless.
 */
export const LIFECYCLE_TIMER_KINDS = {
  expireTrial: 'organisation.expire-trial',
  closeNotRenewed: 'organisation.close-not-renewed',
  markDeletionPending: 'organisation.mark-deletion-pending',
} as const;
export type LifecycleTimerKind = (typeof LIFECYCLE_TIMER_KINDS)[keyof typeof LIFECYCLE_TIMER_KINDS];

/** The command each timer sends when it is due. */
export const LIFECYCLE_TIMER_COMMANDS = {
  [LIFECYCLE_TIMER_KINDS.expireTrial]: 'ExpireTrial',
  [LIFECYCLE_TIMER_KINDS.closeNotRenewed]: 'CloseNotRenewed',
  [LIFECYCLE_TIMER_KINDS.markDeletionPending]: 'MarkDeletionPending',
} as const satisfies Record<LifecycleTimerKind, string>;

export interface LifecycleTimer {
  kind: LifecycleTimerKind;
  /** One item per organisation, kind and date: scheduling the same date again records nothing. */
  itemId: string;
  dueAt: string;
}

type TimerFields = Pick<LifecycleState, 'isDemo' | 'isDemoExpired' | 'demoExpiresOn' | 'closed' | 'closeAfter' | 'deleteAfter' | 'pendingDeletion'>;

const timer = (organisationId: string, kind: LifecycleTimerKind, dueAt: string): LifecycleTimer => ({ kind, itemId: `${kind}:${organisationId}:${dueAt}`, dueAt });

/** The timers an organisation in this state is waiting for. */
export const lifecycleTimers = (organisationId: string, state: TimerFields): LifecycleTimer[] => [
  ...(state.isDemo && !state.isDemoExpired && state.demoExpiresOn !== null ? [timer(organisationId, LIFECYCLE_TIMER_KINDS.expireTrial, state.demoExpiresOn)] : []),
  ...(state.closed === null && state.closeAfter !== null ? [timer(organisationId, LIFECYCLE_TIMER_KINDS.closeNotRenewed, state.closeAfter)] : []),
  ...(state.closed !== null && !state.pendingDeletion && state.deleteAfter !== null ? [timer(organisationId, LIFECYCLE_TIMER_KINDS.markDeletionPending, state.deleteAfter)] : []),
];
