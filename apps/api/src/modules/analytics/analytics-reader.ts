import { Inject, Injectable } from '@nestjs/common';
import {
  type AnalyticsCountries,
  type AnalyticsCountRow,
  type AnalyticsCountriesQuery,
  type AnalyticsCounts,
  type AnalyticsCountsQuery,
  type AnalyticsMode,
  type AnalyticsTop,
  type AnalyticsTopQuery,
  GROUP_MESSAGES,
  groupWithDescendants,
  widthForRange,
} from '@profyle/contracts';
import { addCountriesWithin, addDays, addToBuckets, type BucketWidth, countWithin, DAY_MS, DomainError, timeBuckets, type TimeBucket, utcDaysCovering } from '@profyle/domain';
import { type Filter, READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { type AnalyticsDayDoc, organisationAnalyticsProjection, peopleAnalyticsProjection, peopleCounts, peopleListProjection, personAnalyticsProjection, personNamesProjection } from '@profyle/projector';
import { readModel } from '../../shared/read-model/read-model';
import { groupRecords } from '../groups/queries/list-groups/groups-read';
import { OrganisationClock } from './organisation-clock';

interface Range {
  from: string;
  to: string;
  groupId?: string;
}

/**
 * The analytics calls of spec 000 section 7, answered from the day buckets only: the organisation's
 * (one document a day) without a group, the buckets of the group's people (the group and the groups
 * below it, as they are now) with one. Dates are local dates of the organisation's time zone.
 */
@Injectable()
export class AnalyticsReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(OrganisationClock) private readonly clock: OrganisationClock,
  ) {}

  async counts(organisationId: string, query: AnalyticsCountsQuery): Promise<AnalyticsCounts> {
    const timezone = await this.clock.timeZone(organisationId);
    const width = query.width ?? widthForRange(query.from, query.to);
    return { data: await this.series(organisationId, query, width, timezone), width, timezone };
  }

  /** Visits and introductions per local day, week or month of the range. */
  async series(organisationId: string, range: Range, width: BucketWidth, timezone: string): Promise<AnalyticsCountRow[]> {
    const buckets = timeBuckets(range.from, range.to, width, timezone);
    const visits = buckets.map(() => 0);
    const intros = buckets.map(() => 0);
    for (const day of await this.days(organisationId, range, buckets)) {
      addToBuckets(visits, buckets, day.day, day.vq);
      addToBuckets(intros, buckets, day.day, day.iq);
    }
    return buckets.map((bucket, i) => ({ time: bucket.time, visits: visits[i], intros: intros[i] }));
  }

  async countries(organisationId: string, query: AnalyticsCountriesQuery): Promise<AnalyticsCountries> {
    const timezone = await this.clock.timeZone(organisationId);
    const [bucket] = timeBuckets(query.from, query.to, 'DAY', timezone).reduce<TimeBucket[]>((all, b) => (all.length ? [{ ...all[0], end: b.end }] : [b]), []);
    const totals = new Map<string, number>();
    for (const day of await this.days(organisationId, query, [bucket])) addCountriesWithin(totals, day.day, query.mode === 'intro' ? day.ic : day.vc, bucket.start, bucket.end);
    return { data: [...totals].map(([country, count]) => ({ country, count })).sort((a, b) => b.count - a.count || a.country.localeCompare(b.country)) };
  }

  async top(organisationId: string, query: AnalyticsTopQuery): Promise<AnalyticsTop> {
    const timezone = await this.clock.timeZone(organisationId);
    const buckets = timeBuckets(query.from, query.to, 'DAY', timezone);
    const start = buckets[0].start;
    const end = buckets[buckets.length - 1].end;
    const members = query.groupId ? await this.groupMembers(organisationId, query.groupId) : null;
    const field = slotsOf(query.mode);
    const totals = new Map<string, number>();
    const add = (personId: string, count: number) => count > 0 && totals.set(personId, (totals.get(personId) ?? 0) + count);
    const { first, last } = utcDaysCovering(start, end);
    // Without a group, whole UTC days come from the day's per-person counts; only the partial days at the
    // ends of the range (the organisation's midnight is not UTC's) need the person buckets' slots.
    const whole: string[] = [];
    if (!members) {
      for (let day = first; day <= last; day = addDays(day, 1)) {
        const dayStart = Date.parse(`${day}T00:00:00.000Z`);
        if (dayStart >= start && dayStart + DAY_MS <= end) whole.push(day);
      }
      const days = await readModel(this.store, peopleAnalyticsProjection).find({ organisation_id: organisationId, day: { $in: whole } });
      for (const day of days) for (const [personId, count] of peopleCounts(query.mode === 'intro' ? day.intros : day.visits)) add(personId, count);
    }
    const filter: Filter = { organisation_id: organisationId, day: whole.length ? { $gte: first, $lte: last, $nin: whole } : { $gte: first, $lte: last }, ...(members ? { person_id: { $in: members } } : {}) };
    for (const day of await readModel(this.store, personAnalyticsProjection).find(filter)) add(day.person_id, countWithin(day.day, day[field], start, end));
    const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, query.number);
    const people = new Map((await readModel(this.store, personNamesProjection).getMany(ranked.map(([id]) => id))).map((p) => [p.person_id, p]));
    return { data: ranked.map(([personId, ct]) => ({ personId, name: people.get(personId)?.name ?? '', ct, deleted: people.get(personId)?.deleted ?? true })) };
  }

  private dayRange(start: number, end: number) {
    const { first, last } = utcDaysCovering(start, end);
    return { $gte: first, $lte: last };
  }

  /** The day buckets that can hold slots of the buckets' instants. */
  private async days(organisationId: string, range: Range, buckets: readonly TimeBucket[]): Promise<AnalyticsDayDoc[]> {
    const day = this.dayRange(buckets[0].start, buckets[buckets.length - 1].end);
    if (!range.groupId) return readModel(this.store, organisationAnalyticsProjection).find({ organisation_id: organisationId, day }) as Promise<AnalyticsDayDoc[]>;
    const members = await this.groupMembers(organisationId, range.groupId);
    if (members.length === 0) return [];
    return readModel(this.store, personAnalyticsProjection).find({ organisation_id: organisationId, day, person_id: { $in: members } });
  }

  /** The people now in the group or a group below it; a group of another organisation is not found. */
  private async groupMembers(organisationId: string, groupId: string): Promise<string[]> {
    const groups = await groupRecords(this.store, organisationId);
    if (!groups.some((group) => group.id === groupId)) throw new DomainError('group.not_found', GROUP_MESSAGES.notFound, 'not_found', [{ path: 'groupId', msg: GROUP_MESSAGES.notFound }]);
    const ids = groupWithDescendants(groups, groupId);
    const people = await readModel(this.store, peopleListProjection).find({ organisation_id: organisationId, group_id: { $in: ids } });
    return people.map((person) => person.person_id);
  }
}

const slotsOf = (mode: AnalyticsMode) => (mode === 'intro' ? 'iq' : 'vq');
