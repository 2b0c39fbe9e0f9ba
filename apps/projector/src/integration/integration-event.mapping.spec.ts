import { emptyPersonProfile, type DomainEvent, type RecordedEvent } from '@profyle/domain';
import { parseIntegrationData } from '@profyle/contracts';
import { toIntegrationEvent, toIntegrationEvents } from './integration-event.mapping';

let position = 0;
const stored = (streamId: string, event: DomainEvent, organisationId = 'org-1'): RecordedEvent => ({
  id: `evt-${++position}`,
  streamId,
  revision: 0,
  position,
  type: event.type,
  data: event.data,
  recordedAt: '2026-02-01T10:00:01.000Z',
  metadata: { organisationId, actor: { userId: 'u1' }, correlationId: 'c1', causationId: 'c1', occurredAt: '2026-02-01T10:00:00.000Z', schemaVersion: 1 },
});

const profile = {
  ...emptyPersonProfile(),
  first_name: 'Ada',
  last_name: 'Lovelace',
  position: 'Engineer',
  email: 'ada@example.com',
  tags: ['vip'],
  custom_fields: { team: 'engines' },
  translations: { fr: { position: 'Ingénieure' } },
  password_mode: 'pin' as const,
  password: 'secret-pin-4711',
  redirect_url: 'https://internal.example/redirect',
};

const personCreated = stored('person-p1', {
  type: 'PersonCreated',
  data: { personId: 'p1', organisationId: 'org-1', profile, unverified: false, selfRegistration: true, createdAt: '2026-02-01T10:00:00.000Z', createdBy: 'u1' },
});

describe('integration event mapping', () => {
  it('turns PersonCreated into profyle.created with the public profile and never the password', () => {
    const event = toIntegrationEvent(personCreated);
    expect(event).toEqual({
      specversion: '1.0',
      id: personCreated.id,
      source: '/organisations/org-1',
      type: 'profyle.created',
      time: '2026-02-01T10:00:00.000Z',
      datacontenttype: 'application/json',
      dataschema: 'profyle.profyle.created.v1',
      subject: 'people/p1',
      organisationid: 'org-1',
      sequence: String(personCreated.position),
      data: expect.objectContaining({
        person_id: 'p1',
        organisation_id: 'org-1',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        tags: ['vip'],
        custom_fields: { team: 'engines' },
        translations: { fr: { position: 'Ingénieure' } },
        unverified: false,
        self_registration: true,
        created_at: '2026-02-01T10:00:00.000Z',
      }),
    });
    expect(parseIntegrationData('profyle.created', event?.data)).toEqual(event?.data);
    const json = JSON.stringify(event);
    expect(json).not.toContain('secret-pin-4711');
    expect(json).not.toContain('password');
    expect(json).not.toContain('internal.example');
  });

  it('turns PersonDeleted into profyle.deleted for the organisation the command acted in', () => {
    const deleted = stored('person-p1', { type: 'PersonDeleted', data: { personId: 'p1', email: 'ada@example.com', deletedAt: '2026-02-02T00:00:00.000Z', deletedBy: 'u1' } }, 'org-9');
    const event = toIntegrationEvent(deleted);
    expect(event).toMatchObject({ id: deleted.id, type: 'profyle.deleted', source: '/organisations/org-9', organisationid: 'org-9', dataschema: 'profyle.profyle.deleted.v1' });
    expect(event?.data).toEqual({ person_id: 'p1', organisation_id: 'org-9', deleted_at: '2026-02-02T00:00:00.000Z' });
    expect(parseIntegrationData('profyle.deleted', event?.data)).toEqual(event?.data);
  });

  it('turns SubscriptionAssigned and SubscriptionRemoved into subscription.allocated and .released, organisation from the stream', () => {
    const assigned = stored('organisation-org-2', { type: 'SubscriptionAssigned', data: { personId: 'p7', type: 'nfc', cardShortCode: 'A1B2C3', sendEmail: true, used: 3, nfcUsed: 1 } }, 'someone-else');
    const removed = stored('organisation-org-2', { type: 'SubscriptionRemoved', data: { personId: 'p7', type: 'digital', cardShortCode: null, used: 2, nfcUsed: 0 } });
    const allocated = toIntegrationEvent(assigned);
    const released = toIntegrationEvent(removed);
    expect(allocated).toMatchObject({ id: assigned.id, type: 'subscription.allocated', organisationid: 'org-2', subject: 'people/p7', dataschema: 'profyle.subscription.allocated.v1' });
    expect(allocated?.data).toEqual({ person_id: 'p7', organisation_id: 'org-2', type: 'nfc', card_short_code: 'A1B2C3' });
    expect(released).toMatchObject({ id: removed.id, type: 'subscription.released', organisationid: 'org-2', dataschema: 'profyle.subscription.released.v1' });
    expect(released?.data).toEqual({ person_id: 'p7', organisation_id: 'org-2', type: 'digital', card_short_code: null });
    expect(parseIntegrationData('subscription.allocated', allocated?.data)).toEqual(allocated?.data);
    expect(parseIntegrationData('subscription.released', released?.data)).toEqual(released?.data);
  });

  it('follows an admin\'s removal (not a deleted person\'s release, nor an event without a reason) with the internal subscription.ended', () => {
    const base = { personId: 'p7', type: 'digital' as const, cardShortCode: null, used: 2, nfcUsed: 0 };
    const removal = stored('organisation-org-2', { type: 'SubscriptionRemoved', data: { ...base, reason: 'removed' } });
    const [released, ended, ...rest] = toIntegrationEvents(removal);
    expect(rest).toEqual([]);
    expect(released).toEqual(toIntegrationEvent(removal));
    expect(ended).toMatchObject({ id: `${removal.id}.ended`, type: 'subscription.ended', organisationid: 'org-2', subject: 'people/p7', dataschema: 'profyle.subscription.ended.v1' });
    expect(parseIntegrationData('subscription.ended', ended?.data)).toEqual({ person_id: 'p7', organisation_id: 'org-2', ended_at: '2026-02-01T10:00:00.000Z' });
    expect(toIntegrationEvents(removal)).toEqual(toIntegrationEvents({ ...removal }));
    expect(toIntegrationEvents(stored('organisation-org-2', { type: 'SubscriptionRemoved', data: { ...base, reason: 'person_deleted' } })).map((e) => e.type)).toEqual(['subscription.released']);
    expect(toIntegrationEvents(stored('organisation-org-2', { type: 'SubscriptionRemoved', data: base })).map((e) => e.type)).toEqual(['subscription.released']);
  });

  it('maps the same stored event to the same CloudEvent, so a re-publish repeats its id', () => {
    expect(toIntegrationEvent(personCreated)).toEqual(toIntegrationEvent({ ...personCreated }));
  });

  it('leaves every other domain event out', () => {
    expect(toIntegrationEvent(stored('organisation-org-1', { type: 'SubscriptionsAdded', data: { count: 1, reason: 'x', purchased: 1 } }))).toBeNull();
    expect(toIntegrationEvent(stored('organisation-org-1', { type: 'PersonEmailClaimed', data: { personId: 'p1', email: 'a@b.c' } }))).toBeNull();
    expect(toIntegrationEvent(stored('person-p1', { type: 'PersonUpdated', data: { personId: 'p1', profile, changed: [], updatedAt: 'x', updatedBy: 'u' } }))).toBeNull();
  });

  it('turns a completed trial registration into trial.registered (the sign-up call of the original product), keyed by the new organisation', () => {
    const attribution = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', gclid: 'g-1', affiliateId: 'expo-2026', cardId: '' };
    const event = stored('user-u9', {
      type: 'UserRegistrationCompleted',
      data: { userId: 'u9', email: 'ada@lovelace.example', organisationId: 'lovelace_ltd', name: 'Ada Lovelace', picture: '', attribution, completedAt: '2026-02-01T10:00:00.000Z' },
    }, 'lovelace_ltd');
    const cloud = toIntegrationEvent(event);
    expect(cloud).toMatchObject({ type: 'trial.registered', source: '/organisations/lovelace_ltd', organisationid: 'lovelace_ltd', subject: 'users/u9' });
    expect(parseIntegrationData('trial.registered', cloud?.data)).toEqual({
      organisation_id: 'lovelace_ltd',
      user_id: 'u9',
      email: 'ada@lovelace.example',
      name: 'Ada Lovelace',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      gclid: 'g-1',
      affiliate_id: 'expo-2026',
      card_id: null,
      registered_at: '2026-02-01T10:00:00.000Z',
    });
  });

  it('refuses a subscription event that is not on an organisation stream rather than guessing its organisation', () => {
    expect(() => toIntegrationEvent(stored('person-p1', { type: 'SubscriptionAssigned', data: { personId: 'p1', type: 'digital', cardShortCode: null, sendEmail: false, used: 1, nfcUsed: 0 } }))).toThrow(
      /not on an organisation stream/,
    );
  });
});

describe('profyle.visited and introduction.created', () => {
  const meta = { organisationId: 'acme', actor: { userId: 'visitor' }, correlationId: 'c', causationId: 'c', occurredAt: '2026-03-01T10:00:00.000Z', schemaVersion: 1 };
  it('maps a visit without any address of the visitor', () => {
    const visited = toIntegrationEvent({
      id: 'v1',
      streamId: 'visits-acme_20260301',
      revision: 0,
      position: 10,
      type: 'ProfyleVisited',
      data: { organisationId: 'acme', personId: 'p1', visitedAt: '2026-03-01T10:00:00.000Z', country: 'GB', via: 'card', cardId: 'A'.repeat(32), eventId: null },
      metadata: meta,
      recordedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(visited).toMatchObject({ id: 'v1', type: 'profyle.visited', subject: 'people/p1', organisationid: 'acme', dataschema: 'profyle.profyle.visited.v1' });
    expect(visited?.data).toEqual({ person_id: 'p1', organisation_id: 'acme', visited_at: '2026-03-01T10:00:00.000Z', country: 'GB', via: 'card', card_id: 'A'.repeat(32), event_id: null });
  });

  it('maps a captured introduction with the contact fields and consents', () => {
    const created = toIntegrationEvent({
      id: 'i1',
      streamId: 'introduction-i1',
      revision: 0,
      position: 11,
      type: 'IntroductionCaptured',
      data: {
        introductionId: 'i1',
        organisationId: 'acme',
        personId: 'p1',
        owner: 'ada@acme.example',
        contact: { name: 'Grace', email: 'grace@navy.example', phone: '', company: 'Navy', website: '', note: 'Hi' },
        consents: ['Newsletter'],
        via: 'exchange',
        country: null,
        eventId: null,
        capturedAt: '2026-03-01T10:00:00.000Z',
      },
      metadata: meta,
      recordedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(created?.type).toBe('introduction.created');
    expect(created?.data).toMatchObject({ introduction_id: 'i1', person_id: 'p1', owner: 'ada@acme.example', name: 'Grace', company: 'Navy', consents: ['Newsletter'], via: 'exchange' });
  });
});

describe('contact.updated (for the CRM sync, never a webhook)', () => {
  const change = (type: string, data: Record<string, unknown>) => toIntegrationEvent(stored('introduction-i1', { type, data } as DomainEvent, 'acme'));

  it('names the fields an admin corrected or the enrichment filled in, never their values', () => {
    const corrected = change('ContactFieldChanged', { introductionId: 'i1', field: 'email', value: 'grace@navy.example' });
    expect(corrected).toMatchObject({ type: 'contact.updated', subject: 'introductions/i1', organisationid: 'acme', dataschema: 'profyle.contact.updated.v1' });
    expect(parseIntegrationData('contact.updated', corrected?.data)).toEqual({ introduction_id: 'i1', organisation_id: 'acme', changed: ['email'], updated_at: '2026-02-01T10:00:00.000Z' });
    expect(JSON.stringify(corrected)).not.toContain('grace@navy.example');
    expect(change('ContactCompanyChanged', { introductionId: 'i1', company: 'Navy' })?.data).toMatchObject({ changed: ['company'] });
    expect(change('ContactEnriched', { introductionId: 'i1', provider: 'local', fields: { company: 'Navy', position: 'Admiral', phone: '' }, enrichedAt: 'x' })?.data).toMatchObject({ changed: ['company', 'position'] });
  });

  it('leaves tags, follow-ups and the enrichment’s start and failure out', () => {
    expect(change('ContactTagsChanged', { introductionId: 'i1', tags: ['vip'], added: ['vip'], removed: [] })).toBeNull();
    expect(change('FollowUpCompleted', { introductionId: 'i1', completedAt: 'x' })).toBeNull();
    expect(change('ContactEnrichmentStarted', { introductionId: 'i1', provider: 'local', startedAt: 'x' })).toBeNull();
    expect(change('ContactEnrichmentFailed', { introductionId: 'i1', provider: 'local', error: 'x', failedAt: 'x' })).toBeNull();
  });
});
