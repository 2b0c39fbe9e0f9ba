import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import type { EventCommand, EventReferences } from './event.commands';
import { eventDecider, eventStreamId } from './event.decider';
import type { EventCreated, EventDetails } from './event.events';
import { EVENT_ERROR_CODES } from './event.messages';
import { eventStatus, eventStatusLabel, pinColor } from './event-status';
import { eventDuration, eventRoi, eventValue } from './event-value';
import { radiusForZoom, zoomForRadius } from './event-rules';

const spec = deciderSpec(eventDecider);
const ORG = 'acme';
const metadata: CommandMetadata = { organisationId: ORG, actor: { userId: 'u1', email: 'admin@acme.example' }, correlationId: 'c1', now: '2026-03-01T10:00:00.000Z' };
const references: EventReferences = { unknownGroupIds: [], unknownPeopleIds: [], layoutExists: true };

const details = (changes: Partial<EventDetails> = {}): EventDetails => ({
  name: 'Summit',
  location: 'London, GB',
  country: 'GB',
  latitude: 51.5074,
  longitude: -0.1278,
  radius: 200,
  start: '2026-03-10T09:00:00.000Z',
  end: '2026-03-10T17:00:00.000Z',
  attendeeType: 'all',
  attendeeGroupIds: [],
  attendeePeopleIds: [],
  configId: null,
  customIntroEmailHtml: '',
  currency: null,
  leadValue: null,
  cost: null,
  ...changes,
});
const create = (changes: Partial<EventDetails> = {}, extra: Partial<{ sourceId: string; references: EventReferences }> = {}): EventCommand => ({
  type: 'CreateEvent',
  data: { eventId: 'e1', details: details(changes), references: extra.references ?? references, sourceId: extra.sourceId ?? null },
  metadata,
});
const created = (changes: Partial<EventCreated['data']> = {}): EventCreated => ({
  type: 'EventCreated',
  data: { eventId: 'e1', organisationId: ORG, details: details(), sourceId: null, dummy: null, createdAt: metadata.now, createdBy: 'admin@acme.example', ...changes },
});
const change = (changes: Partial<EventDetails>, fromDirectory = false, refs = references): EventCommand => ({ type: 'ChangeEvent', data: { eventId: 'e1', details: details(changes), references: refs, fromDirectory }, metadata });

describe('eventDecider', () => {
  it('names its stream event-<id>', () => {
    expect(eventStreamId('e1')).toBe('event-e1');
  });

  describe('CreateEvent', () => {
    it('creates an event with its details trimmed and its times as ISO instants', () => {
      spec
        .given()
        .when(create({ name: ' Summit ', location: ' London, GB ', country: 'gb', start: '2026-03-10T10:00:00+01:00', end: '2026-03-10T18:00:00+01:00', currency: 'eur' }))
        .then(created({ details: details({ currency: 'EUR' }) }));
    });

    it('requires name, location, start and end, all reported at once', () => {
      const error = spec.given().when(create({ name: ' ', location: '', start: '', end: '' })).thenThrows(EVENT_ERROR_CODES.invalid, 'Name is required');
      expect(error.errors).toEqual([
        { path: 'name', msg: 'Name is required' },
        { path: 'location', msg: 'Location is required' },
        { path: 'start', msg: 'Start time is required' },
        { path: 'end', msg: 'End time is required' },
      ]);
    });

    it("refuses an end before the start with the spec's words, and takes an end equal to the start", () => {
      const error = spec.given().when(create({ end: '2026-03-10T08:59:59.999Z' })).thenThrows(EVENT_ERROR_CODES.invalid, 'End time cannot be before start time');
      expect(error.errors).toEqual([{ path: 'end', msg: 'End time cannot be before start time' }]);
      spec.given().when(create({ end: '2026-03-10T09:00:00.000Z' })).then(created({ details: details({ end: '2026-03-10T09:00:00.000Z' }) }));
    });

    it('checks coordinates, radius, country, currency and money', () => {
      const error = spec.given().when(create({ latitude: 91, longitude: -181, radius: 0, country: 'GBR', currency: 'BTC', leadValue: -1, cost: -5 })).thenThrows(EVENT_ERROR_CODES.invalid);
      expect(error.errors.map((e) => e.path)).toEqual(['lat', 'lng', 'radius', 'country', 'currency', 'lead_value', 'cost']);
      expect(spec.given().when(create({ longitude: null })).thenThrows(EVENT_ERROR_CODES.invalid).errors).toEqual([{ path: 'lng', msg: 'Latitude and longitude go together' }]);
    });

    it('names attendees and a layout of the organisation only', () => {
      const refs = { unknownGroupIds: ['g9'], unknownPeopleIds: ['p9'], layoutExists: false };
      const error = spec.given().when(create({ attendeeType: 'group', attendeeGroupIds: ['g9'], configId: 'l9' }, { references: refs })).thenThrows(EVENT_ERROR_CODES.invalid);
      expect(error.errors).toEqual([
        { path: 'attendee_group_ids', msg: 'Group g9 is not in this organisation' },
        { path: 'configuration_id', msg: 'Layout not found' },
      ]);
    });

    it('keeps only the attendee list its type uses, without repeats', () => {
      spec
        .given()
        .when(create({ attendeeType: 'list', attendeeGroupIds: ['g1'], attendeePeopleIds: ['p1', 'p1', ' p2 '] }))
        .then(created({ details: details({ attendeeType: 'list', attendeePeopleIds: ['p1', 'p2'] }) }));
    });

    it('records the directory as the source of a directory event', () => {
      spec.given().when(create({}, { sourceId: 'dir-42' })).then(created({ sourceId: 'dir-42' }));
    });

    it('refuses to create an event twice', () => {
      spec.given(created()).when(create()).thenThrows(EVENT_ERROR_CODES.exists);
    });
  });

  describe('ChangeEvent', () => {
    it('records the new details and which fields changed; no change records nothing', () => {
      spec
        .given(created())
        .when(change({ name: 'Summit 2026', cost: 1000 }))
        .then({ type: 'EventChanged', data: { eventId: 'e1', details: details({ name: 'Summit 2026', cost: 1000 }), changed: ['name', 'cost'] } });
      spec.given(created()).when(change({})).then();
    });

    it('is refused for a directory event from the portal, with the spec message', () => {
      spec.given(created({ sourceId: 'dir-42' })).when(change({ name: 'Mine now' })).thenThrows(EVENT_ERROR_CODES.fromDirectory, "You can't edit events that were created from the Profyle Connect Directory");
      spec.given(created({ sourceId: 'dir-42' })).when({ type: 'DeleteEvent', data: { eventId: 'e1', fromDirectory: false }, metadata }).thenThrows(EVENT_ERROR_CODES.fromDirectory);
    });

    it('lets the directory change its own events, and only those', () => {
      spec.given(created({ sourceId: 'dir-42' })).when(change({ name: 'Renamed' }, true)).then({ type: 'EventChanged', data: { eventId: 'e1', details: details({ name: 'Renamed' }), changed: ['name'] } });
      spec.given(created()).when(change({ name: 'Renamed' }, true)).thenThrows(EVENT_ERROR_CODES.notFromDirectory);
    });

    it('answers not found for a deleted event or one of another organisation', () => {
      spec.given(created(), { type: 'EventDeleted', data: { eventId: 'e1', name: 'Summit' } }).when(change({ name: 'x' })).thenThrows(EVENT_ERROR_CODES.notFound, 'Event not found');
      spec.given(created({ organisationId: 'other' })).when(change({ name: 'x' })).thenThrows(EVENT_ERROR_CODES.notFound);
    });
  });

  describe('DeleteEvent', () => {
    it('deletes an event once', () => {
      const del: EventCommand = { type: 'DeleteEvent', data: { eventId: 'e1', fromDirectory: false }, metadata };
      spec.given(created()).when(del).then({ type: 'EventDeleted', data: { eventId: 'e1', name: 'Summit' } });
      spec.given(created(), { type: 'EventDeleted', data: { eventId: 'e1', name: 'Summit' } }).when(del).thenThrows(EVENT_ERROR_CODES.notFound);
    });
  });
});

describe('event status', () => {
  const event = { start: '2026-03-10T09:00:00.000Z', end: '2026-03-10T17:00:00.000Z' };
  it('is future before the start, current from the start, past from the end (the boundaries)', () => {
    expect(eventStatus(event, '2026-03-10T08:59:59.999Z')).toBe('future');
    expect(eventStatus(event, '2026-03-10T09:00:00.000Z')).toBe('current');
    expect(eventStatus(event, '2026-03-10T16:59:59.999Z')).toBe('current');
    expect(eventStatus(event, '2026-03-10T17:00:00.000Z')).toBe('past');
  });
  it('is past when the dates are not dates', () => {
    expect(eventStatus({ start: 'soon', end: event.end }, '2026-01-01T00:00:00.000Z')).toBe('past');
    expect(eventStatus({ start: event.start, end: '' }, '2026-01-01T00:00:00.000Z')).toBe('past');
  });
  it('is shown as PAST, ACTIVE, FUTURE or Invalid Date, with green, orange and red pins', () => {
    expect(['past', 'current', 'future', 'other'].map(eventStatusLabel)).toEqual(['PAST', 'ACTIVE', 'FUTURE', 'Invalid Date']);
    expect((['current', 'future', 'past'] as const).map(pinColor)).toEqual(['green', 'orange', 'red']);
  });
});

describe('event value, ROI, duration and the map radius', () => {
  it('values contacts at the lead value and gives the ROI with one decimal, or -.-x', () => {
    expect(eventValue(12, 250)).toBe(3000);
    expect(eventRoi(3000, 1200)).toBe('2.5x');
    expect(eventRoi(1000, 3000)).toBe('0.3x');
    expect(eventRoi(0, 1000)).toBe('-.-x');
    expect(eventRoi(3000, 0)).toBe('-.-x');
    expect(eventRoi(3000, null)).toBe('-.-x');
  });
  it('measures the duration in years, months, days, hours and minutes, or null', () => {
    expect(eventDuration('2026-01-31T09:00:00.000Z', '2027-03-02T10:30:00.000Z')).toEqual({ years: 1, months: 1, days: 2, hours: 1, minutes: 30 });
    expect(eventDuration('2026-03-10T09:00:00.000Z', '2026-03-10T17:45:00.000Z')).toEqual({ years: 0, months: 0, days: 0, hours: 8, minutes: 45 });
    expect(eventDuration('2026-03-10T09:00:00.000Z', '2026-03-09T09:00:00.000Z')).toBeNull();
    expect(eventDuration('nope', '2026-03-09T09:00:00.000Z')).toBeNull();
  });
  it('turns zoom into radius as 200 x 2^(15 - zoom), within zoom 1 to 20', () => {
    expect(radiusForZoom(15)).toBe(200);
    expect(radiusForZoom(10)).toBe(6400);
    expect(radiusForZoom(0)).toBe(radiusForZoom(1));
    expect(radiusForZoom(25)).toBe(6.25);
    expect(zoomForRadius(6400)).toBe(10);
  });
});
