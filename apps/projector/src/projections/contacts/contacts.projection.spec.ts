import type { ContactChange, IntroductionCaptured } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { contactTagsProjection } from './contact-tags.projection';
import { contactsProjection } from './contacts.projection';

const record = recorder('acme');
const spec = projectionSpec(contactsProjection);
const captured = record<IntroductionCaptured>('introduction-i1', {
  type: 'IntroductionCaptured',
  data: {
    introductionId: 'i1',
    organisationId: 'acme',
    personId: 'p1',
    owner: 'ada@acme.example',
    contact: { name: 'Grace Hopper', email: 'grace@navy.example', phone: '+44 20 7946 0000', company: '', website: '', note: 'Met at the stand' },
    consents: ['Newsletter'],
    via: 'exchange',
    country: 'GB',
    eventId: 'e1',
    capturedAt: '2026-05-01T09:30:00.000Z',
  },
});
const change = (event: ContactChange, at = '2026-05-02T10:00:00.000Z') => record<ContactChange>('introduction-i1', event, at);

describe('contacts projection', () => {
  it('shapes a captured introduction as the Contact entity: follow-up pending, enrichment complete, the event it came from', () => {
    spec.given().when(captured).then({
      id: 'i1',
      ownerId: 'p1',
      owner: 'ada@acme.example',
      organisation_id: 'acme',
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      phone: '+44 20 7946 0000',
      note: 'Met at the stand',
      tags: [],
      events: ['e1'],
      consents: ['Newsletter'],
      via: 'exchange',
      enrichment: 'none',
      enrichmentStatus: 'complete',
      enrichmentError: null,
      status: 'pending',
      lat: null,
      lng: null,
      country: 'GB',
      meta: { createdAt: '2026-05-01T09:30:00.000Z', updatedAt: '2026-05-01T09:30:00.000Z', completedAt: null },
      created_at: '2026-05-01T09:30:00.000Z',
    });
  });

  it('places the contact where it was captured when the capture knew its position', () => {
    const placed = record<IntroductionCaptured>('introduction-i2', { type: 'IntroductionCaptured', data: { ...captured.data, introductionId: 'i2', position: { lat: 53.3498, lng: -6.2603, nearestPlace: 'Dublin' } } });
    spec.given().when(placed).then({ lat: 53.3498, lng: -6.2603, nearestPlace: 'Dublin' });
    spec.given().when(captured).then({ lat: null, lng: null, nearestPlace: null });
  });

  it('follows tags, company, field corrections and the follow-up', () => {
    const tags = change({ type: 'ContactTagsChanged', data: { introductionId: 'i1', tags: ['hot-lead'], added: ['hot-lead'], removed: [] } });
    const company = change({ type: 'ContactCompanyChanged', data: { introductionId: 'i1', company: 'US Navy' } });
    const position = change({ type: 'ContactFieldChanged', data: { introductionId: 'i1', field: 'position', value: 'Rear Admiral' } });
    const done = change({ type: 'FollowUpCompleted', data: { introductionId: 'i1', completedAt: '2026-05-03T08:00:00.000Z' } }, '2026-05-03T08:00:00.000Z');
    spec.given(captured, tags, company).when(position).then({ tags: ['hot-lead'], company: 'US Navy', position: 'Rear Admiral', meta: { createdAt: '2026-05-01T09:30:00.000Z', updatedAt: '2026-05-02T10:00:00.000Z', completedAt: null } });
    spec.given(captured, tags).when(done).then({ status: 'complete', meta: { createdAt: '2026-05-01T09:30:00.000Z', updatedAt: '2026-05-03T08:00:00.000Z', completedAt: '2026-05-03T08:00:00.000Z' } });
    spec.given(captured, tags).when(tags).thenNotUpdated();
  });

  it('shows enrichment pending, then fills only empty fields, or keeps the error', () => {
    const started = change({ type: 'ContactEnrichmentStarted', data: { introductionId: 'i1', provider: 'http', startedAt: '2026-05-01T09:30:01.000Z' } });
    spec.given(captured).when(started).then({ enrichment: 'http', enrichmentStatus: 'pending' });
    const enriched = change({ type: 'ContactEnriched', data: { introductionId: 'i1', provider: 'http', fields: { name: 'Someone Else', company: 'US Navy', position: 'Rear Admiral', photoUrl: 'https://img.example/g.jpg' }, enrichedAt: '2026-05-01T09:30:02.000Z' } });
    spec.given(captured, started).when(enriched).then({ name: 'Grace Hopper', company: 'US Navy', position: 'Rear Admiral', photoUrl: 'https://img.example/g.jpg', enrichmentStatus: 'complete', enrichmentError: null });
    const failed = change({ type: 'ContactEnrichmentFailed', data: { introductionId: 'i1', provider: 'http', error: 'Provider answered 503', failedAt: '2026-05-01T09:30:02.000Z' } });
    spec.given(captured, started).when(failed).then({ enrichmentStatus: 'complete', enrichmentError: 'Provider answered 503' });
  });
});

describe('contact tags projection', () => {
  const tagsSpec = projectionSpec(contactTagsProjection);
  const tagged = (added: string[], removed: string[], tags: string[]) => record<ContactChange>('introduction-i9', { type: 'ContactTagsChanged', data: { introductionId: 'i9', tags, added, removed } });

  it('counts the contacts carrying each tag, and drops a tag nobody carries', () => {
    const first = tagged(['vip', 'lead'], [], ['vip', 'lead']);
    expect(contactTagsProjection.documentId(first)).toEqual(['acme_vip', 'acme_lead']);
    tagsSpec.given(first).when(tagged(['vip'], [], ['vip'])).then({ organisation_id: 'acme', tag: 'vip', count: 2 });
    tagsSpec.given(first).when(tagged([], ['lead'], ['vip'])).thenDocument('acme_lead', null);
  });
});
