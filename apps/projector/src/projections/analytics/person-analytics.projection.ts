import type { Projection } from '../../runner/projection';
import { ANALYTICS_FACTS, type AnalyticsDayDoc, countFact, dayKeyOf, factOf } from './analytics-buckets';

/**
 * Each person's analytics day buckets (`<personId>_<YYYYMMDD>`, only days with a visit or an
 * introduction): the top lists, the group filter (the buckets of the group's people) and a person's
 * introduction statistics add these up.
 */
export interface PersonAnalyticsDoc extends AnalyticsDayDoc {
  person_id: string;
}

export const personAnalyticsProjection: Projection<PersonAnalyticsDoc> = {
  name: 'person-analytics',
  version: 1,
  eventTypes: ANALYTICS_FACTS,
  indexes: [{ fields: [['organisation_id', 1], ['day', 1]] }, { fields: [['person_id', 1], ['day', 1]] }],
  documentId: (recorded) => `${factOf(recorded).personId}_${dayKeyOf(recorded)}`,
  evolve: (doc, recorded, id) => {
    const fact = factOf(recorded);
    return countFact(doc, recorded, () => ({ _id: id, organisation_id: fact.organisationId, person_id: fact.personId }));
  },
};
