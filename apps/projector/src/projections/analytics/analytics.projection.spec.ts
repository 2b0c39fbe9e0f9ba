import { addToBuckets, emptyPersonProfile, type IntroductionCaptured, type PersonEvent, type ProfyleVisited, timeBuckets } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { applyEvents } from '../../runner/apply-events';
import { type OrganisationAnalyticsDoc, organisationAnalyticsProjection } from './organisation-analytics.projection';
import { personAnalyticsProjection } from './person-analytics.projection';
import { personNamesProjection } from './person-names.projection';
import { peopleAnalyticsProjection, personShard } from './people-analytics.projection';

const record = recorder('acme');
const visit = (visitedAt: string, country: string | null, personId = 'p1') =>
  record<ProfyleVisited>(`visits-acme_${visitedAt.slice(0, 10).replace(/-/g, '')}`, {
    type: 'ProfyleVisited',
    data: { organisationId: 'acme', personId, visitedAt, country, via: 'link', cardId: null, eventId: null },
  });
const intro = (capturedAt: string, country: string | null) =>
  record<IntroductionCaptured>('introduction-i1', {
    type: 'IntroductionCaptured',
    data: { introductionId: 'i1', organisationId: 'acme', personId: 'p1', owner: 'a@b.co', contact: { name: 'G', email: 'g@h.co', phone: '', company: '', website: '', note: '' }, consents: [], via: 'exchange', country, eventId: null, capturedAt },
  });

describe('analytics projections', () => {
  const first = visit('2026-06-30T10:00:00.000Z', 'GB');
  const second = visit('2026-06-30T10:05:00.000Z', null);
  const lateNight = visit('2026-06-30T23:30:00.000Z', 'FR');
  const introduced = intro('2026-06-30T10:06:00.000Z', 'GB');

  it('counts an organisation day by quarter-hour slot and country, plus a running total', () => {
    const spec = projectionSpec(organisationAnalyticsProjection);
    expect(organisationAnalyticsProjection.documentId(first)).toEqual(['acme_20260630', 'acme']);
    spec.given(first, second).when(introduced).then({ organisation_id: 'acme', day: '2026-06-30', visits: 2, intros: 1, vq: { '40': 2 }, iq: { '40': 1 }, vc: { '40': { GB: 1 } }, ic: { '40': { GB: 1 } } });
    spec.given(first, second).when(introduced).thenDocument('acme', { kind: 'total', visits: 2, intros: 1 });
    spec.given(first, second).when(second).thenNotUpdated();
  });

  it('puts a visit at a day boundary on the organisation\'s local day (23:30 UTC is tomorrow in London in summer)', () => {
    const { docs } = applyEvents(organisationAnalyticsProjection, new Map(), [first, second, lateNight]);
    const day = docs.get('acme_20260630') as OrganisationAnalyticsDoc;
    const london = timeBuckets('2026-06-30', '2026-07-01', 'DAY', 'Europe/London');
    const inLondon = [0, 0];
    addToBuckets(inLondon, london, day.day, day.vq);
    expect(inLondon).toEqual([2, 1]);
    const utc = [0, 0];
    addToBuckets(utc, timeBuckets('2026-06-30', '2026-07-01', 'DAY', 'UTC'), day.day, day.vq);
    expect(utc).toEqual([3, 0]);
  });

  it('keeps each person\'s day buckets apart', () => {
    const spec = projectionSpec(personAnalyticsProjection);
    spec.given(first).when(visit('2026-06-30T11:00:00.000Z', 'GB', 'p2')).then({ person_id: 'p2', visits: 1, vq: { '44': 1 } });
    spec.given(first, second).when(introduced).then({ person_id: 'p1', visits: 2, intros: 1 });
  });

  it('keeps the names of deleted people for the top lists', () => {
    const spec = projectionSpec(personNamesProjection);
    const created = record<PersonEvent>('person-p1', {
      type: 'PersonCreated',
      data: { personId: 'p1', organisationId: 'acme', profile: { ...emptyPersonProfile(), first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.example' }, unverified: false, selfRegistration: false, createdAt: '2026-01-01T00:00:00.000Z', createdBy: 'u1' },
    });
    const deleted = record<PersonEvent>('person-p1', { type: 'PersonDeleted', data: { personId: 'p1', email: 'ada@acme.example', deletedAt: '2026-02-01T00:00:00.000Z', deletedBy: 'u1' } });
    spec.given().when(created).then({ name: 'Ada Lovelace', deleted: false });
    spec.given(created).when(deleted).then({ name: 'Ada Lovelace', deleted: true });
  });
});

describe('people analytics projection', () => {
  it('counts each person\'s visits and introductions of a UTC day, in shards', () => {
    const spec = projectionSpec(peopleAnalyticsProjection);
    const first = visit('2026-06-30T10:00:00.000Z', 'GB');
    const other = visit('2026-06-30T11:00:00.000Z', null, 'p2');
    const introduced = intro('2026-06-30T12:00:00.000Z', 'GB');
    expect(peopleAnalyticsProjection.documentId(first)).toBe('acme_20260630');
    spec.given(first, other).when(introduced).then({ organisation_id: 'acme', day: '2026-06-30', visits: { [personShard('p1')]: { p1: 1 }, ...{ [personShard('p2')]: { ...(personShard('p2') === personShard('p1') ? { p1: 1 } : {}), p2: 1 } } }, intros: { [personShard('p1')]: { p1: 1 } } });
    spec.given(first).when(first).thenNotUpdated();
  });
});
