import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';
import { ANALYTICS_FACTS, type AnalyticsDayDoc, countFact, dayKeyOf, factOf } from './analytics-buckets';

/**
 * An organisation's analytics: a day bucket per UTC day (`<orgId>_<YYYYMMDD>`) for its time series and
 * countries, and one running total (`<orgId>`, no `day`) for the dashboard. A year is 366 small
 * documents, so a 12-week query reads 85 of them whatever the number of visits.
 */
export type OrganisationAnalyticsDoc = AnalyticsDayDoc;

export interface OrganisationAnalyticsTotal extends ReadDocument {
  organisation_id: string;
  kind: 'total';
  visits: number;
  intros: number;
}

export const organisationAnalyticsProjection: Projection<OrganisationAnalyticsDoc | OrganisationAnalyticsTotal> = {
  name: 'organisation-analytics',
  version: 1,
  eventTypes: ANALYTICS_FACTS,
  indexes: [{ fields: [['organisation_id', 1], ['day', 1]] }],
  documentId: (recorded) => {
    const { organisationId } = factOf(recorded);
    return [`${organisationId}_${dayKeyOf(recorded)}`, organisationId];
  },
  evolve: (doc, recorded, id) => {
    const fact = factOf(recorded);
    if (id === fact.organisationId) {
      const total = (doc as OrganisationAnalyticsTotal | null) ?? { _id: id, organisation_id: fact.organisationId, kind: 'total', visits: 0, intros: 0 };
      return fact.kind === 'visit' ? { ...total, visits: total.visits + 1 } : { ...total, intros: total.intros + 1 };
    }
    return countFact(doc as OrganisationAnalyticsDoc | null, recorded, () => ({ _id: id, organisation_id: fact.organisationId }));
  },
};
