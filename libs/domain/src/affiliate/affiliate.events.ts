import type { DomainEvent } from '../shared';

/**
 * An affiliate (spec 000 section 3, spec 002 section 3): a registration offer that a link
 * `/register?aff={id}` carries. Its trial length, trial subscriptions and first-order discount apply to
 * organisations that register through it; `maxUses` 0 means unlimited. Stream `affiliate-<id>`.
 */
export interface AffiliateDetails {
  name: string;
  /** Shown on the registration page instead of the standard free-trial text. */
  offerText: string;
  /** Whether registering through it starts a trial. */
  trial: boolean;
  /** Days (default 45). */
  trialDuration: number;
  /** Percent off the first paid order (default 0). */
  discount: number;
  /** Subscriptions the trial starts with (default 3). */
  subscriptions: number;
  /** 0 is unlimited. */
  maxUses: number;
  /** ISO instant after which it no longer applies, or null. */
  expiresAt: string | null;
  logoImage: string;
  heroImage: string;
  /** Whether the registration asks for a shipping address (for a card sent with the offer). */
  collectShipping: boolean;
}

export type AffiliateCreated = DomainEvent<'AffiliateCreated', { affiliateId: string; details: AffiliateDetails; createdAt: string; createdBy: string }>;
export type AffiliateChanged = DomainEvent<'AffiliateChanged', { affiliateId: string; details: AffiliateDetails; changed: (keyof AffiliateDetails)[]; updatedAt: string; updatedBy: string }>;
/** Archived affiliates are hidden from the list unless asked for and their links no longer apply. */
export type AffiliateArchived = DomainEvent<'AffiliateArchived', { affiliateId: string; archivedAt: string; archivedBy: string }>;
export type AffiliateUnarchived = DomainEvent<'AffiliateUnarchived', { affiliateId: string; unarchivedAt: string; unarchivedBy: string }>;

/**
 * A trial registered through the affiliate's link took one of its uses: `uses` is the count after it. The
 * uses are counted on the affiliate's stream, so two registrations racing for its last use cannot both
 * take it (the second is decided again on the first's event, and refused).
 */
export type AffiliateUsed = DomainEvent<'AffiliateUsed', { affiliateId: string; userId: string; uses: number; usedAt: string }>;

export type AffiliateEvent = AffiliateCreated | AffiliateChanged | AffiliateArchived | AffiliateUnarchived | AffiliateUsed;
export const AFFILIATE_EVENT_TYPES: readonly AffiliateEvent['type'][] = ['AffiliateCreated', 'AffiliateChanged', 'AffiliateArchived', 'AffiliateUnarchived', 'AffiliateUsed'];
