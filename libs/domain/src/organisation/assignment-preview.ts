import { type CommandMetadata, DomainError } from '../shared';
import { decideOrganisation } from './organisation.decider';
import { evolveOrganisation, type OrganisationState } from './organisation.state';

/** One row of a preview: the refusal the assignment would meet, or null when it would succeed. */
export interface AssignmentPreviewRow {
  personId: string;
  refusal: DomainError | null;
}

/**
 * What assigning a digital subscription to each person, in order, would do (the bulk assign's dry run):
 * every row is decided by the same rules as a real assignment, on the state the rows before it would
 * leave, so the rows past the end of the pool are refused with no_subscriptions. `reserved`
 * subscriptions count as used already (those an earlier part of the same preview would take).
 */
export const previewSubscriptionAssignments = (state: OrganisationState, personIds: readonly string[], metadata: CommandMetadata, reserved = 0): AssignmentPreviewRow[] => {
  let current: OrganisationState = { ...state, used: state.used + reserved, remainingSubscriptions: state.remainingSubscriptions - reserved };
  return personIds.map((personId) => {
    try {
      const events = decideOrganisation({ type: 'AssignSubscription', data: { personId, type: 'digital', sendEmail: false }, metadata }, current);
      current = events.reduce(evolveOrganisation, current);
      return { personId, refusal: null };
    } catch (error) {
      if (error instanceof DomainError) return { personId, refusal: error };
      throw error;
    }
  });
};
