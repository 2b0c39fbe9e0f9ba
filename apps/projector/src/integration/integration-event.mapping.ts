/**
 * Which domain events become integration events, and how: a pure function from a stored event to a
 * CloudEvent (or null). The CloudEvent id IS the domain event id, so publishing the same event twice
 * (after a crash, or a replay) repeats the id and consumers drop it through their inbox.
 *
 * Payloads are built field by field from an allow-list, never by spreading domain data, so a field
 * added to the domain (or the Profyle password) cannot leak out by accident.
 */
import {
  categoryOf,
  type ContactCompanyChanged,
  type ContactEnriched,
  type ContactFieldChanged,
  type IntroductionCaptured,
  type ProfyleVisited,
  type OrganisationEvent,
  type PersonCreated,
  type PersonDeleted,
  type PersonEvent,
  type PersonProfile,
  type RecordedEvent,
  type SubscriptionAssigned,
  type SubscriptionRemoved,
  type UserRegistrationCompleted,
} from '@profyle/domain';
import { INTEGRATION_DATA_SCHEMAS, type IntegrationEventData, integrationEventSource, type ProducedIntegrationEvent, type ProfyleCreatedV1 } from '@profyle/contracts';
import type { CloudEvent } from '@profyle/infrastructure';

/** The domain event types the publisher reads; everything else in the log is skipped. */
export const INTEGRATION_SOURCE_EVENT_TYPES = [
  'PersonCreated',
  'PersonDeleted',
  'SubscriptionAssigned',
  'SubscriptionRemoved',
  'ProfyleVisited',
  'IntroductionCaptured',
  'ContactCompanyChanged',
  'ContactFieldChanged',
  'ContactEnriched',
  'UserRegistrationCompleted',
] as const satisfies readonly (
  | UserRegistrationCompleted['type']
  | PersonEvent['type']
  | OrganisationEvent['type']
  | ProfyleVisited['type']
  | IntroductionCaptured['type']
  | ContactCompanyChanged['type']
  | ContactFieldChanged['type']
  | ContactEnriched['type']
)[];

export type IntegrationCloudEvent<Name extends ProducedIntegrationEvent = ProducedIntegrationEvent> = CloudEvent<IntegrationEventData[Name]> & { type: Name };

type PublicProfile = Omit<ProfyleCreatedV1, 'person_id' | 'organisation_id' | 'unverified' | 'self_registration' | 'created_at'>;

const publicProfile = (p: PersonProfile): PublicProfile => ({
  prefix: p.prefix,
  first_name: p.first_name,
  last_name: p.last_name,
  pronouns: p.pronouns,
  nominals: p.nominals,
  position: p.position,
  department: p.department,
  bio: p.bio,
  email: p.email,
  mobile: p.mobile,
  calendar_url: p.calendar_url,
  linked_in: p.linked_in,
  twitter: p.twitter,
  instagram: p.instagram,
  photo_url: p.photo_url,
  address: p.address,
  tags: [...p.tags],
  group_id: p.group_id,
  crm_id: p.crm_id,
  custom_fields: { ...p.custom_fields },
  translations: Object.fromEntries(Object.entries(p.translations).map(([language, fields]) => [language, { ...fields } as Record<string, string>])),
  visible: p.visible,
});

const cloudEvent = <Name extends ProducedIntegrationEvent>(
  event: RecordedEvent,
  type: Name,
  organisationId: string,
  personId: string,
  data: IntegrationEventData[Name],
  subject = `people/${personId}`,
): IntegrationCloudEvent<Name> => ({
  specversion: '1.0',
  id: event.id,
  source: integrationEventSource(organisationId),
  type,
  time: event.metadata.occurredAt,
  datacontenttype: 'application/json',
  dataschema: INTEGRATION_DATA_SCHEMAS[type],
  subject,
  organisationid: organisationId,
  sequence: String(event.position),
  data,
});

/** Organisation events live on `organisation-<id>`: the stream names the organisation. */
const organisationOfStream = (event: RecordedEvent): string => {
  if (categoryOf(event.streamId) !== 'organisation') throw new Error(`${event.type} ${event.id} is not on an organisation stream: ${event.streamId}`);
  return event.streamId.slice('organisation-'.length);
};

export const toIntegrationEvent = (event: RecordedEvent): IntegrationCloudEvent | null => {
  switch (event.type) {
    case 'PersonCreated': {
      const data = event.data as PersonCreated['data'];
      return cloudEvent(event, 'profyle.created', data.organisationId, data.personId, {
        person_id: data.personId,
        organisation_id: data.organisationId,
        ...publicProfile(data.profile),
        unverified: data.unverified,
        self_registration: data.selfRegistration,
        created_at: data.createdAt,
      });
    }
    case 'PersonDeleted': {
      const data = event.data as PersonDeleted['data'];
      // The person stream does not name the organisation; the command that deleted them did.
      const organisationId = event.metadata.organisationId;
      return cloudEvent(event, 'profyle.deleted', organisationId, data.personId, { person_id: data.personId, organisation_id: organisationId, deleted_at: data.deletedAt });
    }
    case 'SubscriptionAssigned': {
      const data = event.data as SubscriptionAssigned['data'];
      const organisationId = organisationOfStream(event);
      return cloudEvent(event, 'subscription.allocated', organisationId, data.personId, {
        person_id: data.personId,
        organisation_id: organisationId,
        type: data.type,
        card_short_code: data.cardShortCode,
      });
    }
    case 'SubscriptionRemoved': {
      const data = event.data as SubscriptionRemoved['data'];
      const organisationId = organisationOfStream(event);
      return cloudEvent(event, 'subscription.released', organisationId, data.personId, {
        person_id: data.personId,
        organisation_id: organisationId,
        type: data.type,
        card_short_code: data.cardShortCode,
      });
    }
    case 'ProfyleVisited': {
      const data = event.data as ProfyleVisited['data'];
      return cloudEvent(event, 'profyle.visited', data.organisationId, data.personId, {
        person_id: data.personId,
        organisation_id: data.organisationId,
        visited_at: data.visitedAt,
        country: data.country,
        via: data.via,
        card_id: data.cardId,
        event_id: data.eventId,
      });
    }
    case 'IntroductionCaptured': {
      const data = event.data as IntroductionCaptured['data'];
      const { contact } = data;
      return cloudEvent(event, 'introduction.created', data.organisationId, data.personId, {
        introduction_id: data.introductionId,
        person_id: data.personId,
        organisation_id: data.organisationId,
        owner: data.owner,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        company: contact.company,
        website: contact.website,
        note: contact.note,
        consents: [...data.consents],
        via: data.via,
        country: data.country,
        event_id: data.eventId,
        created_at: data.capturedAt,
      });
    }
    // A contact changed after its capture: only what changed is named (see contactUpdatedV1).
    case 'ContactCompanyChanged':
    case 'ContactFieldChanged':
    case 'ContactEnriched': {
      const data = event.data as (ContactCompanyChanged | ContactFieldChanged | ContactEnriched)['data'];
      const changed =
        event.type === 'ContactCompanyChanged'
          ? ['company']
          : event.type === 'ContactFieldChanged'
            ? [(data as ContactFieldChanged['data']).field]
            : Object.entries((data as ContactEnriched['data']).fields).flatMap(([field, value]) => (value ? [field] : []));
      const { organisationId } = event.metadata;
      return cloudEvent(
        event,
        'contact.updated',
        organisationId,
        '',
        { introduction_id: data.introductionId, organisation_id: organisationId, changed, updated_at: event.metadata.occurredAt },
        `introductions/${data.introductionId}`,
      );
    }
    case 'UserRegistrationCompleted': {
      const data = event.data as UserRegistrationCompleted['data'];
      const { attribution } = data;
      return cloudEvent(
        event,
        'trial.registered',
        data.organisationId,
        data.userId,
        {
          organisation_id: data.organisationId,
          user_id: data.userId,
          email: data.email,
          name: data.name,
          utm_source: attribution.utmSource,
          utm_medium: attribution.utmMedium,
          utm_campaign: attribution.utmCampaign,
          gclid: attribution.gclid,
          affiliate_id: attribution.affiliateId || null,
          card_id: attribution.cardId || null,
          registered_at: data.completedAt,
        },
        `users/${data.userId}`,
      );
    }
    default:
      return null;
  }
};

/**
 * Every integration event a stored event gives: its own (above) and the internal follow-ups the product's
 * consumers act on. A subscription an admin removed (its reason says so; older events have none and their
 * notice was scheduled when they were recorded) also gives `subscription.ended`, whose id is the stored
 * event's id with a suffix, so a republished batch names it the same again.
 */
export const toIntegrationEvents = (event: RecordedEvent): IntegrationCloudEvent[] => {
  const own = toIntegrationEvent(event);
  const events = own ? [own] : [];
  if (event.type === 'SubscriptionRemoved' && (event.data as SubscriptionRemoved['data']).reason === 'removed') {
    const { personId } = event.data as SubscriptionRemoved['data'];
    const organisationId = organisationOfStream(event);
    events.push({
      ...cloudEvent(event, 'subscription.ended', organisationId, personId, { person_id: personId, organisation_id: organisationId, ended_at: event.metadata.occurredAt }),
      id: `${event.id}.ended`,
    });
  }
  return events;
};
