import { countCountryInSlot, countInSlot, type CountrySlotCounts, type IntroductionCaptured, type ProfyleVisited, type RecordedEvent, type SlotCounts, utcDay, utcDayKey } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';

/**
 * The analytics day bucket: one UTC day's visits and introductions, by quarter-hour slot and by country
 * within the slot, so that queries add them up into the organisation's local days, weeks and months
 * without ever reading raw visits. Shared by the organisation's buckets and each person's.
 */
export interface AnalyticsDayDoc extends ReadDocument {
  organisation_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  visits: number;
  intros: number;
  /** Visits by slot. */
  vq: SlotCounts;
  /** Introductions by slot. */
  iq: SlotCounts;
  /** Visits by slot and country (visits of unknown country are only in vq). */
  vc: CountrySlotCounts;
  /** Introductions by slot and country. */
  ic: CountrySlotCounts;
}

export type AnalyticsFact = ProfyleVisited | IntroductionCaptured;

export const ANALYTICS_FACTS = ['ProfyleVisited', 'IntroductionCaptured'] as const;

/** When, where from and whose Profyle an analytics fact is. */
export const factOf = (recorded: RecordedEvent) => {
  const event = recorded as unknown as AnalyticsFact;
  return event.type === 'ProfyleVisited'
    ? { kind: 'visit' as const, organisationId: event.data.organisationId, personId: event.data.personId, at: event.data.visitedAt, country: event.data.country }
    : { kind: 'intro' as const, organisationId: event.data.organisationId, personId: event.data.personId, at: event.data.capturedAt, country: event.data.country };
};

export const dayKeyOf = (recorded: RecordedEvent): string => utcDayKey(factOf(recorded).at);

/** The bucket after one more fact. */
export const countFact = <D extends AnalyticsDayDoc>(doc: D | null, recorded: RecordedEvent, fresh: () => Omit<D, 'day' | 'visits' | 'intros' | 'vq' | 'iq' | 'vc' | 'ic'>): D => {
  const fact = factOf(recorded);
  const current = doc ?? ({ ...fresh(), day: utcDay(fact.at), visits: 0, intros: 0, vq: {}, iq: {}, vc: {}, ic: {} } as unknown as D);
  return fact.kind === 'visit'
    ? { ...current, visits: current.visits + 1, vq: countInSlot(current.vq, fact.at), vc: countCountryInSlot(current.vc, fact.at, fact.country) }
    : { ...current, intros: current.intros + 1, iq: countInSlot(current.iq, fact.at), ic: countCountryInSlot(current.ic, fact.at, fact.country) };
};
