import { type ProfyleVisited, visitDay } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * Visits counted per person and day (the analytics' day buckets): how many, from which countries, by
 * link or by card. One document per `<personId>_<YYYYMMDD>`, so a busy Profyle writes one small
 * document per day, never a growing one.
 */
export interface ProfyleVisitsDoc extends ReadDocument {
  organisation_id: string;
  person_id: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  count: number;
  /** Country code to count; visits without a known country are only in `count`. */
  countries: Record<string, number>;
  via: { link: number; card: number };
}

const isoDay = (yyyymmdd: string): string => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

export const profyleVisitsProjection: Projection<ProfyleVisitsDoc> = {
  name: 'profyle-visits',
  version: 1,
  eventTypes: ['ProfyleVisited'],
  indexes: [{ fields: [['organisation_id', 1], ['day', 1]] }, { fields: [['person_id', 1], ['day', 1]] }],
  documentId: (recorded) => {
    const { personId, visitedAt } = (recorded as unknown as ProfyleVisited).data;
    return `${personId}_${visitDay(visitedAt)}`;
  },
  evolve: (doc, recorded, id) => {
    const { organisationId, personId, visitedAt, country, via } = (recorded as unknown as ProfyleVisited).data;
    const current = doc ?? { _id: id, organisation_id: organisationId, person_id: personId, day: isoDay(visitDay(visitedAt)), count: 0, countries: {}, via: { link: 0, card: 0 } };
    return {
      ...current,
      count: current.count + 1,
      countries: country ? { ...current.countries, [country]: (current.countries[country] ?? 0) + 1 } : current.countries,
      via: { ...current.via, [via]: current.via[via] + 1 },
    };
  },
};
