import type { EventDetails, EventEvent, IntroductionCaptured, ProfyleVisited } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { eventsProjection } from './events.projection';

const record = recorder('acme');
const spec = projectionSpec(eventsProjection);

const details: EventDetails = {
  name: 'Spring Summit',
  location: 'ExCeL, London',
  country: 'GB',
  latitude: 51.508,
  longitude: 0.029,
  radius: 400,
  start: '2026-05-01T09:00:00.000Z',
  end: '2026-05-01T18:00:00.000Z',
  attendeeType: 'group',
  attendeeGroupIds: ['g1'],
  attendeePeopleIds: [],
  configId: 'layout-1',
  customIntroEmailHtml: '<p>Hi {{first_name}}</p>',
  currency: null,
  leadValue: null,
  cost: null,
};
const created = record<EventEvent>('event-e1', {
  type: 'EventCreated',
  data: { eventId: 'e1', organisationId: 'acme', details, sourceId: null, dummy: null, createdAt: '2026-04-01T10:00:00.000Z', createdBy: 'admin@acme.example' },
}, '2026-04-01T10:00:00.000Z');
// Events are recorded in the order the log holds them (positions count up), so each test records what it
// applies in that order: the version guard skips an event older than what a document has seen.
const changed = () => record<EventEvent>('event-e1', { type: 'EventChanged', data: { eventId: 'e1', details: { ...details, location: 'Olympia, London', latitude: null, longitude: null, leadValue: 250, currency: 'EUR', cost: 1200 }, changed: ['location', 'latitude', 'longitude', 'leadValue', 'currency', 'cost'] } }, '2026-04-02T10:00:00.000Z');
const deleted = () => record<EventEvent>('event-e1', { type: 'EventDeleted', data: { eventId: 'e1', name: 'Spring Summit' } }, '2026-04-03T10:00:00.000Z');
const visit = (eventId: string | null) =>
  record<ProfyleVisited>('visits-acme_20260501', { type: 'ProfyleVisited', data: { organisationId: 'acme', personId: 'p1', visitedAt: '2026-05-01T10:00:00.000Z', country: 'GB', via: 'link', cardId: null, eventId } }, '2026-05-01T10:00:00.000Z');
const introduction = (id: string, eventId: string | null) =>
  record<IntroductionCaptured>(`introduction-${id}`, {
    type: 'IntroductionCaptured',
    data: {
      introductionId: id,
      organisationId: 'acme',
      personId: 'p1',
      owner: 'ada@acme.example',
      contact: { name: 'Grace Hopper', email: 'grace@navy.example', phone: '', company: '', website: '', note: '' },
      consents: [],
      via: 'exchange',
      country: 'GB',
      eventId,
      capturedAt: '2026-05-01T10:05:00.000Z',
    },
  }, '2026-05-01T10:05:00.000Z');

describe('events projection', () => {
  it("shapes a created event as spec 002's Event entity, its counters at zero", () => {
    spec.given().when(created).then({
      id: 'e1',
      organisation_id: 'acme',
      name: 'Spring Summit',
      location: 'ExCeL, London',
      country: 'GB',
      coordinate: { latitude: 51.508, longitude: 0.029 },
      radius: 400,
      start: '2026-05-01T09:00:00.000Z',
      end: '2026-05-01T18:00:00.000Z',
      attendeeType: 'group',
      attendeeGroupIds: ['g1'],
      attendeePeopleIds: [],
      configId: 'layout-1',
      customIntroEmailHtml: '<p>Hi {{first_name}}</p>',
      currency: null,
      leadValue: null,
      cost: null,
      sourceId: null,
      dummy: null,
      visitCount: 0,
      introductionCount: 0,
      meta: { createdAt: '2026-04-01T10:00:00.000Z', createdBy: 'admin@acme.example', updatedAt: '2026-04-01T10:00:00.000Z' },
    });
  });

  it("marks the directory's and the dummy events", () => {
    const fromDirectory = record<EventEvent>('event-e2', { type: 'EventCreated', data: { eventId: 'e2', organisationId: 'acme', details, sourceId: 'dir-7', dummy: null, createdAt: '2026-04-01T10:00:00.000Z', createdBy: 'directory' } });
    spec.given().when(fromDirectory).then({ id: 'e2', sourceId: 'dir-7', dummy: null });
    const dummy = record<EventEvent>('event-e3', { type: 'EventCreated', data: { eventId: 'e3', organisationId: 'acme', details, sourceId: null, dummy: 'past', createdAt: '2026-04-01T10:00:00.000Z', createdBy: 'super@profyle.example' } });
    spec.given().when(dummy).then({ id: 'e3', dummy: 'past' });
  });

  it('takes the changed details, keeping its counters; a cleared coordinate is no coordinate', () => {
    spec
      .given(created, visit('e1'), introduction('i1', 'e1'))
      .when(changed())
      .then({ location: 'Olympia, London', coordinate: null, leadValue: 250, currency: 'EUR', cost: 1200, visitCount: 1, introductionCount: 1, meta: { createdAt: '2026-04-01T10:00:00.000Z', createdBy: 'admin@acme.example', updatedAt: '2026-04-02T10:00:00.000Z' } });
  });

  it('counts the visits and introductions made during it, each once', () => {
    const [first, second] = [visit('e1'), visit('e1')];
    spec.given(created, first).when(second).then({ visitCount: 2, introductionCount: 0 });
    // Delivered to the projection again (at least once): not counted again.
    spec.given(created, first, second).when(second).thenNotUpdated();
    const [met, metToo] = [introduction('i2', 'e1'), introduction('i3', 'e1')];
    spec.given(created, met).when(metToo).then({ introductionCount: 2 });
    spec.given(created, met).when(met).thenNotUpdated();
  });

  it('is not touched by visits and introductions outside any event', () => {
    spec.given(created).when(visit(null)).thenNotUpdated();
    spec.given(created).when(introduction('i4', null)).thenNotUpdated();
    expect(eventsProjection.documentId(visit(null))).toBeNull();
  });

  it('is removed when deleted, and a late visit does not bring it back', () => {
    const gone = deleted();
    spec.given(created).when(gone).then(null);
    spec.given(created, gone).when(visit('e1')).then(null);
  });
});
