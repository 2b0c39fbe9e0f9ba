import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';
import { ANALYTICS_FACTS, dayKeyOf, factOf } from './analytics-buckets';

/**
 * Who an organisation's visits and introductions went to, per UTC day (`<orgId>_<YYYYMMDD>`): person id
 * to count. The top lists add up the whole days of a range here (one document a day, whatever the number
 * of people) and only the partial days at its ends from the person buckets' quarter-hour slots.
 */
export interface PeopleAnalyticsDoc extends ReadDocument {
  organisation_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** Shard (0-15) to person id to count: an event copies one small shard, not every person of the day. */
  visits: Record<string, Record<string, number>>;
  intros: Record<string, Record<string, number>>;
}

const SHARDS = 16;
/** The shard of a person id (a cheap string hash). */
export const personShard = (personId: string): string => {
  let hash = 0;
  for (let i = 0; i < personId.length; i++) hash = (hash * 31 + personId.charCodeAt(i)) | 0;
  return String(Math.abs(hash) % SHARDS);
};

/** Every person's count in a day's shards. */
export const peopleCounts = (shards: Record<string, Record<string, number>>): [string, number][] => Object.values(shards).flatMap((shard) => Object.entries(shard));

export const peopleAnalyticsProjection: Projection<PeopleAnalyticsDoc> = {
  name: 'people-analytics',
  version: 1,
  eventTypes: ANALYTICS_FACTS,
  indexes: [{ fields: [['organisation_id', 1], ['day', 1]] }],
  documentId: (recorded) => `${factOf(recorded).organisationId}_${dayKeyOf(recorded)}`,
  evolve: (doc, recorded, id) => {
    const fact = factOf(recorded);
    const current = doc ?? { _id: id, organisation_id: fact.organisationId, day: fact.at.slice(0, 10), visits: {}, intros: {} };
    const field = fact.kind === 'visit' ? 'visits' : 'intros';
    const shard = personShard(fact.personId);
    const counts = current[field][shard] ?? {};
    return { ...current, [field]: { ...current[field], [shard]: { ...counts, [fact.personId]: (counts[fact.personId] ?? 0) + 1 } } };
  },
};
