import type { CaptureMode, ContactEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * The contacts read model: one document per introduction, shaped as spec 002's Contact entity, for the
 * contacts lists (organisation and person, newest first, cursor paged, filtered by tags and event), the
 * contact detail and the introductions CSV.
 */
export interface ContactDoc extends ReadDocument {
  id: string;
  ownerId: string;
  /** The owner's e-mail. */
  owner: string;
  organisation_id: string;
  name: string;
  position: string;
  email: string;
  phone: string;
  company: string;
  website: string;
  linkedin: string;
  note: string;
  tags: string[];
  /** The events the introduction was captured at (event ids). */
  events: string[];
  consents: string[];
  via: CaptureMode;
  /** none, or the provider that enriched the contact. */
  enrichment: string;
  enrichmentStatus: 'pending' | 'complete';
  enrichmentError: string | null;
  /** The follow-up: pending until completed. */
  status: 'pending' | 'complete';
  lat: number | null;
  lng: number | null;
  nearestPlace: string | null;
  country: string | null;
  photoUrl: string;
  url: string;
  avatar_url: string;
  meta: { createdAt: string; updatedAt: string; completedAt: string | null };
  /** The sort key of the lists (newest first): capture time. */
  created_at: string;
}

const ENRICHABLE = ['name', 'position', 'linkedin', 'website', 'phone', 'photoUrl', 'avatar_url'] as const;

export const contactsProjection: Projection<ContactDoc> = {
  name: 'contacts',
  version: 1,
  eventTypes: [
    'IntroductionCaptured',
    'ContactTagsChanged',
    'ContactCompanyChanged',
    'ContactFieldChanged',
    'FollowUpTokenIssued',
    'FollowUpCompleted',
    'ContactEnrichmentStarted',
    'ContactEnriched',
    'ContactEnrichmentFailed',
  ],
  indexes: [
    { fields: [['organisation_id', 1], ['created_at', -1]] },
    { fields: [['ownerId', 1], ['created_at', -1]] },
    { fields: [['organisation_id', 1], ['tags', 1], ['created_at', -1]] },
    { fields: [['organisation_id', 1], ['events', 1], ['created_at', -1]] },
  ],
  documentId: (recorded) => (recorded.data as { introductionId?: string }).introductionId ?? null,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as ContactEvent;
    const at = recorded.metadata.occurredAt;
    if (event.type === 'IntroductionCaptured') {
      const { data } = event;
      return {
        _id: data.introductionId,
        id: data.introductionId,
        ownerId: data.personId,
        owner: data.owner,
        organisation_id: data.organisationId,
        name: data.contact.name,
        position: '',
        email: data.contact.email,
        phone: data.contact.phone,
        company: data.contact.company,
        website: data.contact.website,
        linkedin: '',
        note: data.contact.note,
        tags: [],
        events: data.eventId ? [data.eventId] : [],
        consents: data.consents,
        via: data.via,
        enrichment: 'none',
        enrichmentStatus: 'complete',
        enrichmentError: null,
        status: 'pending',
        lat: data.position?.lat ?? null,
        lng: data.position?.lng ?? null,
        nearestPlace: data.position?.nearestPlace ?? null,
        country: data.country,
        photoUrl: '',
        url: '',
        avatar_url: '',
        meta: { createdAt: data.capturedAt, updatedAt: data.capturedAt, completedAt: null },
        created_at: data.capturedAt,
      };
    }
    if (!doc) return null;
    const touched = { ...doc, meta: { ...doc.meta, updatedAt: at } };
    switch (event.type) {
      case 'ContactTagsChanged':
        return { ...touched, tags: event.data.tags };
      case 'ContactCompanyChanged':
        return { ...touched, company: event.data.company };
      case 'ContactFieldChanged':
        return { ...touched, [event.data.field]: event.data.value };
      case 'FollowUpTokenIssued':
        return doc;
      case 'FollowUpCompleted':
        return { ...touched, status: 'complete', meta: { ...touched.meta, completedAt: event.data.completedAt } };
      case 'ContactEnrichmentStarted':
        return { ...touched, enrichment: event.data.provider, enrichmentStatus: 'pending', enrichmentError: null };
      case 'ContactEnriched': {
        // Found values fill what the visitor left empty, as the decider folds them.
        const found = event.data.fields;
        const filled: Partial<ContactDoc> = {};
        if (found.company && doc.company === '') filled.company = found.company;
        for (const key of ENRICHABLE) if (found[key] && !doc[key]) filled[key] = found[key];
        return { ...touched, ...filled, enrichment: event.data.provider, enrichmentStatus: 'complete', enrichmentError: null };
      }
      case 'ContactEnrichmentFailed':
        return { ...touched, enrichment: event.data.provider, enrichmentStatus: 'complete', enrichmentError: event.data.error };
      default:
        return doc;
    }
  },
};
