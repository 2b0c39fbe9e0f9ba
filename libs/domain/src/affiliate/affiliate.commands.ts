import type { Command, CommandMetadata } from '../shared';
import type { AffiliateDetails } from './affiliate.events';
import type { AffiliateDetailsInput } from './affiliate-offer';

/** Superadmin: a new affiliate; what the input leaves out takes the defaults. */
export type CreateAffiliate = Command<'CreateAffiliate', { affiliateId: string; details: AffiliateDetailsInput }, CommandMetadata>;
/** Superadmin: replaces the affiliate's details. */
export type ChangeAffiliate = Command<'ChangeAffiliate', { affiliateId: string; details: AffiliateDetails }, CommandMetadata>;
export type ArchiveAffiliate = Command<'ArchiveAffiliate', { affiliateId: string; archived: boolean }, CommandMetadata>;

/** A trial registration takes one use of the affiliate, once per registering user (a retried registration takes no second one). */
export type ClaimAffiliateUse = Command<'ClaimAffiliateUse', { affiliateId: string; userId: string }, CommandMetadata>;

export type AffiliateCommand = CreateAffiliate | ChangeAffiliate | ArchiveAffiliate | ClaimAffiliateUse;
