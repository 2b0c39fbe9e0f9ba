import type { IntroductionCaptured, OrganisationEvent, PersonEvent, PersonProfile, ProfyleVisited } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';
import { PERSON_DOCUMENT_EVENTS, type PersonSubscriptionDoc, personIdOf, subscriptionAfter } from '../person-events';

/**
 * Everything the person page shows. The Profyle password or PIN is never copied here: the page only
 * needs to know whether one is set.
 */
export interface PersonDetailDoc extends ReadDocument, Omit<PersonProfile, 'password'> {
  person_id: string;
  organisation_id: string;
  password_set: boolean;
  unverified: boolean;
  self_registration: boolean;
  subscription: (PersonSubscriptionDoc & { assigned_at: string }) | null;
  /** Views of the person's public Profyle, and when it was last viewed. */
  counter: number;
  last_access: string | null;
  /** Introductions captured on the Profyle. */
  intro_counter: number;
  /** Whether a push notification registration token is held (the token itself stays on the stream). */
  push_token_set: boolean;
  /** When the person was last enrolled in the Profyle Academy e-mails, or null. */
  academy_enrolled_at: string | null;
  /** Revision of the person's stream: the ETag of the person. */
  revision: number;
  meta: { createdAt: string; createdBy: string; updatedAt: string; updatedBy: string };
}

const profileFields = (profile: PersonProfile) => {
  const { password, ...rest } = profile;
  return { ...rest, password_set: profile.password_mode !== 'disabled' && password !== '' };
};

export const personDetailProjection: Projection<PersonDetailDoc> = {
  name: 'person-detail',
  version: 3,
  eventTypes: [...PERSON_DOCUMENT_EVENTS, 'ProfyleVisited', 'IntroductionCaptured'],
  indexes: [{ fields: [['organisation_id', 1]] }, { fields: [['subscription.digital_id', 1]] }],
  documentId: personIdOf,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as PersonEvent | OrganisationEvent | ProfyleVisited | IntroductionCaptured;
    switch (event.type) {
      case 'PersonCreated':
        return {
          _id: event.data.personId,
          person_id: event.data.personId,
          organisation_id: event.data.organisationId,
          ...profileFields(event.data.profile),
          unverified: event.data.unverified,
          self_registration: event.data.selfRegistration,
          subscription: null,
          counter: 0,
          last_access: null,
          intro_counter: 0,
          push_token_set: false,
          academy_enrolled_at: null,
          revision: recorded.revision,
          meta: { createdAt: event.data.createdAt, createdBy: event.data.createdBy, updatedAt: event.data.createdAt, updatedBy: event.data.createdBy },
        };
      case 'PersonUpdated':
        return (
          doc && {
            ...doc,
            ...profileFields(event.data.profile),
            revision: recorded.revision,
            meta: { ...doc.meta, updatedAt: event.data.updatedAt, updatedBy: event.data.updatedBy },
          }
        );
      case 'PersonDeleted':
        return null;
      case 'ProfyleVisited':
        return doc && { ...doc, counter: doc.counter + 1, last_access: doc.last_access && doc.last_access > event.data.visitedAt ? doc.last_access : event.data.visitedAt };
      case 'IntroductionCaptured':
        return doc && { ...doc, intro_counter: doc.intro_counter + 1 };
      case 'PersonPushTokenChanged':
        return doc && { ...doc, push_token_set: event.data.token !== null, revision: recorded.revision };
      case 'PersonAcademyEnrolled':
        return doc && { ...doc, academy_enrolled_at: event.data.enrolledAt, revision: recorded.revision };
      case 'PersonVerificationLinkIssued':
        return doc && { ...doc, revision: recorded.revision };
      case 'PersonVerified':
        return doc && { ...doc, unverified: false, revision: recorded.revision };
      default: {
        const subscription = subscriptionAfter(recorded, doc?.subscription ?? null);
        if (subscription === undefined || !doc) return doc;
        // A card added or released keeps the date the subscription was assigned.
        const assignedAt = event.type === 'SubscriptionAssigned' ? recorded.metadata.occurredAt : (doc.subscription?.assigned_at ?? recorded.metadata.occurredAt);
        return { ...doc, subscription: subscription && { ...subscription, assigned_at: assignedAt } };
      }
    }
  },
};
