import type { DomainEvent } from '../shared';
import type { PersonProfile } from './person-profile';

/** Stream of one person: `person-<personId>`. Stored event types are never renamed. */
export type PersonCreated = DomainEvent<
  'PersonCreated',
  {
    personId: string;
    organisationId: string;
    profile: PersonProfile;
    /** Self-registered and awaiting an admin's verification. */
    unverified: boolean;
    /** Came in through the self-registration page. */
    selfRegistration: boolean;
    createdAt: string;
    /** User id of the actor. */
    createdBy: string;
  }
>;

export type PersonUpdated = DomainEvent<
  'PersonUpdated',
  {
    personId: string;
    /** The whole profile after the change. */
    profile: PersonProfile;
    /** Top-level profile fields whose value changed, in PersonProfile field order. */
    changed: (keyof PersonProfile)[];
    updatedAt: string;
    updatedBy: string;
  }
>;

export type PersonDeleted = DomainEvent<
  'PersonDeleted',
  {
    personId: string;
    /** The e-mail the person held, so the organisation's claim on it can be released. */
    email: string;
    deletedAt: string;
    deletedBy: string;
  }
>;

/**
 * The device the person's Profyle app or wallet pass registered for push notifications (a Firebase
 * Cloud Messaging registration token), or null when it was withdrawn.
 */
export type PersonPushTokenChanged = DomainEvent<'PersonPushTokenChanged', { personId: string; token: string | null; changedAt: string }>;

/** The person was enrolled in the Profyle Academy e-mail series `seriesId` (replacing `previousSeriesId`). */
export type PersonAcademyEnrolled = DomainEvent<'PersonAcademyEnrolled', { personId: string; seriesId: string; previousSeriesId: string | null; enrolledAt: string }>;

/**
 * A self-registered person was sent an e-mail verification link (organisations without admin
 * verification): only the hash of the link's secret is kept; a new link replaces the one before.
 */
export type PersonVerificationLinkIssued = DomainEvent<'PersonVerificationLinkIssued', { personId: string; tokenHash: string; issuedAt: string; expiresAt: string }>;

/** How a self-registered person was verified: by their e-mail link, or by an admin. */
export type PersonVerificationMethod = 'email' | 'admin';

/** The self-registered person is verified: their Profyle goes live. */
export type PersonVerified = DomainEvent<'PersonVerified', { personId: string; method: PersonVerificationMethod; verifiedAt: string; verifiedBy: string }>;

/**
 * The person's personal data was erased: their key is destroyed, so every earlier event's personal fields
 * read as erased from now on. The event itself holds no personal data: only who erased, when and why.
 */
export type PersonErased = DomainEvent<'PersonErased', { personId: string; reason: string; erasedAt: string; erasedBy: string }>;

export type PersonEvent =
  | PersonCreated
  | PersonUpdated
  | PersonDeleted
  | PersonErased
  | PersonPushTokenChanged
  | PersonAcademyEnrolled
  | PersonVerificationLinkIssued
  | PersonVerified;

export const PERSON_EVENT_TYPES: readonly PersonEvent['type'][] = [
  'PersonCreated',
  'PersonUpdated',
  'PersonDeleted',
  'PersonErased',
  'PersonPushTokenChanged',
  'PersonAcademyEnrolled',
  'PersonVerificationLinkIssued',
  'PersonVerified',
];
