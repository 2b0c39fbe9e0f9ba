import { emptyPersonProfile, type IntroductionCaptured, type PersonEvent, type ProfyleVisited } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { personDetailProjection } from '../person-detail/person-detail.projection';
import { profyleVisitsProjection } from './profyle-visits.projection';

const record = recorder('acme');
const visit = (visitedAt: string, country: string | null, via: 'link' | 'card' = 'link') =>
  record<ProfyleVisited>(`visits-acme_${visitedAt.slice(0, 10).replace(/-/g, '')}`, {
    type: 'ProfyleVisited',
    data: { organisationId: 'acme', personId: 'p1', visitedAt, country, via, cardId: via === 'card' ? 'C'.repeat(32) : null, eventId: null },
  });
const spec = projectionSpec(profyleVisitsProjection);

describe('profyle visits projection', () => {
  const created = record<PersonEvent>('person-p1', {
    type: 'PersonCreated',
    data: { personId: 'p1', organisationId: 'acme', profile: { ...emptyPersonProfile(), first_name: 'Ada', last_name: 'L', email: 'a@b.co' }, unverified: false, selfRegistration: false, createdAt: '2026-01-01T00:00:00.000Z', createdBy: 'u1' },
  });
  const first = visit('2026-02-03T08:00:00.000Z', 'GB');
  const second = visit('2026-02-03T09:00:00.000Z', null, 'card');
  const third = visit('2026-02-03T10:00:00.000Z', 'GB');
  const nextDay = visit('2026-02-04T00:00:01.000Z', 'FR');

  it('counts visits per person and day, by country and by source', () => {
    expect(profyleVisitsProjection.documentId(first)).toBe('p1_20260203');
    spec.given(first, second).when(third).then({ person_id: 'p1', organisation_id: 'acme', day: '2026-02-03', count: 3, countries: { GB: 2 }, via: { link: 2, card: 1 } });
    spec.given(first, second, third).when(nextDay).then({ day: '2026-02-04', count: 1, countries: { FR: 1 } });
  });

  it('counts each visit once', () => {
    spec.given(first, second).when(second).thenNotUpdated();
  });

  it('keeps the visit count, the last view and the introductions on the person page', () => {
    const people = projectionSpec(personDetailProjection);
    people.given(created, first, second).when(third).then({ counter: 3, last_access: '2026-02-03T10:00:00.000Z', intro_counter: 0 });
    const introduction = record<IntroductionCaptured>('introduction-i1', {
      type: 'IntroductionCaptured',
      data: { introductionId: 'i1', organisationId: 'acme', personId: 'p1', owner: 'a@b.co', contact: { name: 'G', email: 'g@h.co', phone: '', company: '', website: '', note: '' }, consents: [], via: 'exchange', country: null, eventId: null, capturedAt: '2026-02-03T11:00:00.000Z' },
    });
    people.given(created, first).when(introduction).then({ counter: 1, intro_counter: 1 });
  });
});
