import { assertNever } from '../shared';
import type { ProfyleVisited } from './profyle-visit';

/**
 * One organisation's visits on one day (`visits-<org>_<YYYYMMDD>`), folded: how many, how visitors came
 * and from which countries. Visits have no decider (facts are appended as they happen, nothing is decided
 * on them); this is how the full-history audit reads a day's stream, counted the way the visit counters
 * projection counts each person's day.
 */
export interface VisitDayState {
  organisationId: string;
  visits: number;
  via: { link: number; card: number };
  /** Country code to count; visits without a known country are only in `visits`. */
  countries: Record<string, number>;
  /** Visits made while the person was at an event. */
  atEvents: number;
}

export const initialVisitDayState = (): VisitDayState => ({ organisationId: '', visits: 0, via: { link: 0, card: 0 }, countries: {}, atEvents: 0 });

export const evolveVisitDay = (state: VisitDayState, event: ProfyleVisited): VisitDayState => {
  switch (event.type) {
    case 'ProfyleVisited': {
      const { organisationId, country, via, eventId } = event.data;
      return {
        organisationId,
        visits: state.visits + 1,
        via: { ...state.via, [via]: state.via[via] + 1 },
        countries: country ? { ...state.countries, [country]: (state.countries[country] ?? 0) + 1 } : state.countries,
        atEvents: state.atEvents + (eventId ? 1 : 0),
      };
    }
    default:
      return assertNever(event.type);
  }
};

export const VISIT_EVENT_TYPES: readonly ProfyleVisited['type'][] = ['ProfyleVisited'];
