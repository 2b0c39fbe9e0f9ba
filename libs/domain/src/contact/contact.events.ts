import type { DomainEvent } from '../shared';
import type { ContactField } from './contact.rules';

/**
 * What happens to a contact after it was captured (IntroductionCaptured, the profyle context), on the
 * same stream `introduction-<uuid>`: tags and corrections by admins, the follow-up, the enrichment.
 */
/** The tags after the change, and which were added and removed (so tag counts need no other state). */
export type ContactTagsChanged = DomainEvent<'ContactTagsChanged', { introductionId: string; tags: string[]; added: string[]; removed: string[] }>;

export type ContactCompanyChanged = DomainEvent<'ContactCompanyChanged', { introductionId: string; company: string }>;

export type ContactFieldChanged = DomainEvent<'ContactFieldChanged', { introductionId: string; field: ContactField; value: string }>;

/** A follow-up link was handed out; only the SHA-256 of its secret is kept. */
export type FollowUpTokenIssued = DomainEvent<'FollowUpTokenIssued', { introductionId: string; tokenHash: string; issuedAt: string }>;

export type FollowUpCompleted = DomainEvent<'FollowUpCompleted', { introductionId: string; completedAt: string }>;

/** What an enrichment provider may fill in (spec 002 "Contact / introduction"). */
export interface EnrichedFields {
  name?: string;
  company?: string;
  position?: string;
  linkedin?: string;
  website?: string;
  phone?: string;
  photoUrl?: string;
  avatar_url?: string;
}

export type ContactEnrichmentStarted = DomainEvent<'ContactEnrichmentStarted', { introductionId: string; provider: string; startedAt: string }>;

export type ContactEnriched = DomainEvent<'ContactEnriched', { introductionId: string; provider: string; fields: EnrichedFields; enrichedAt: string }>;

export type ContactEnrichmentFailed = DomainEvent<'ContactEnrichmentFailed', { introductionId: string; provider: string; error: string; failedAt: string }>;

export type ContactChange =
  | ContactTagsChanged
  | ContactCompanyChanged
  | ContactFieldChanged
  | FollowUpTokenIssued
  | FollowUpCompleted
  | ContactEnrichmentStarted
  | ContactEnriched
  | ContactEnrichmentFailed;

export const CONTACT_EVENT_TYPES: readonly ContactChange['type'][] = [
  'ContactTagsChanged',
  'ContactCompanyChanged',
  'ContactFieldChanged',
  'FollowUpTokenIssued',
  'FollowUpCompleted',
  'ContactEnrichmentStarted',
  'ContactEnriched',
  'ContactEnrichmentFailed',
];
