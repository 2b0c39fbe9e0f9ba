import { assertNever, type Decider, DomainError, type FieldError, streamId } from '../shared';
import { changedFields } from '../shared/changed-fields';
import type { AffiliateCommand } from './affiliate.commands';
import type { AffiliateDetails, AffiliateEvent } from './affiliate.events';
import { AFFILIATE_ERROR_CODES, AFFILIATE_ERROR_MESSAGES } from './affiliate.messages';
import { AFFILIATE_ID_PATTERN, AFFILIATE_SUBSCRIPTIONS_MAX, AFFILIATE_TRIAL_DAYS_MAX, affiliateLinkRefusal, withAffiliateDefaults } from './affiliate-offer';

export const AFFILIATE_STREAM_CATEGORY = 'affiliate';
/** `affiliate-<affiliateId>` */
export const affiliateStreamId = (affiliateId: string): string => streamId(AFFILIATE_STREAM_CATEGORY, affiliateId);

export interface AffiliateState {
  exists: boolean;
  affiliateId: string;
  details: AffiliateDetails;
  archived: boolean;
  /** Registrations through it, and the registering users who took them. */
  uses: number;
  usedBy: string[];
}

const initialAffiliateState = (): AffiliateState => ({ exists: false, affiliateId: '', details: withAffiliateDefaults({ name: '' }), archived: false, uses: 0, usedBy: [] });

const evolveAffiliate = (state: AffiliateState, event: AffiliateEvent): AffiliateState => {
  switch (event.type) {
    case 'AffiliateCreated':
      return { ...state, exists: true, affiliateId: event.data.affiliateId, details: event.data.details, archived: false };
    case 'AffiliateChanged':
      return { ...state, details: event.data.details };
    case 'AffiliateArchived':
      return { ...state, archived: true };
    case 'AffiliateUnarchived':
      return { ...state, archived: false };
    case 'AffiliateUsed':
      return { ...state, uses: event.data.uses, usedBy: [...state.usedBy, event.data.userId] };
    default:
      return assertNever(event);
  }
};

const isWhole = (value: number, min: number, max: number): boolean => Number.isSafeInteger(value) && value >= min && value <= max;
const isInstant = (value: string): boolean => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));

/** Name required; trial 1 to 365 days; discount 0 to 100 percent; counts whole and not negative; a real expiry date. */
export const normaliseAffiliateDetails = (input: AffiliateDetails): AffiliateDetails => {
  const details: AffiliateDetails = {
    ...input,
    name: input.name.trim(),
    offerText: input.offerText.trim(),
    logoImage: input.logoImage.trim(),
    heroImage: input.heroImage.trim(),
    expiresAt: input.expiresAt === null || input.expiresAt.trim() === '' ? null : input.expiresAt.trim(),
  };
  const problems: FieldError[] = [];
  const refuse = (path: string, msg: string) => problems.push({ path, msg });
  if (details.name === '') refuse('name', AFFILIATE_ERROR_MESSAGES.nameRequired);
  if (!isWhole(details.trialDuration, 1, AFFILIATE_TRIAL_DAYS_MAX)) refuse('trial_duration', AFFILIATE_ERROR_MESSAGES.trialDuration);
  if (!(Number.isFinite(details.discount) && details.discount >= 0 && details.discount <= 100)) refuse('discount', AFFILIATE_ERROR_MESSAGES.discount);
  if (!isWhole(details.subscriptions, 0, AFFILIATE_SUBSCRIPTIONS_MAX)) refuse('subscriptions', AFFILIATE_ERROR_MESSAGES.subscriptions);
  if (!isWhole(details.maxUses, 0, Number.MAX_SAFE_INTEGER)) refuse('max_uses', AFFILIATE_ERROR_MESSAGES.maxUses);
  if (details.expiresAt !== null) {
    if (isInstant(details.expiresAt)) details.expiresAt = new Date(details.expiresAt).toISOString();
    else refuse('expires_at', AFFILIATE_ERROR_MESSAGES.expiresAt);
  }
  const [first] = problems;
  if (first) throw new DomainError(AFFILIATE_ERROR_CODES.invalid, first.msg, 'validation', problems);
  return details;
};

const assertExists = (state: AffiliateState): void => {
  if (!state.exists) throw new DomainError(AFFILIATE_ERROR_CODES.notFound, AFFILIATE_ERROR_MESSAGES.notFound, 'not_found');
};

const decideAffiliate = (command: AffiliateCommand, state: AffiliateState): AffiliateEvent[] => {
  const { metadata } = command;
  switch (command.type) {
    case 'CreateAffiliate': {
      const { affiliateId } = command.data;
      // The details first: a blank name is the problem to report, not the id it could not give.
      const details = normaliseAffiliateDetails(withAffiliateDefaults(command.data.details));
      if (!AFFILIATE_ID_PATTERN.test(affiliateId)) {
        throw new DomainError(AFFILIATE_ERROR_CODES.idInvalid, AFFILIATE_ERROR_MESSAGES.idInvalid, 'validation', [{ path: 'id', msg: AFFILIATE_ERROR_MESSAGES.idInvalid }]);
      }
      if (state.exists) throw new DomainError(AFFILIATE_ERROR_CODES.exists, AFFILIATE_ERROR_MESSAGES.exists, 'conflict', [{ path: 'id', msg: AFFILIATE_ERROR_MESSAGES.exists }]);
      return [{ type: 'AffiliateCreated', data: { affiliateId, details, createdAt: metadata.now, createdBy: metadata.actor.userId } }];
    }
    case 'ChangeAffiliate': {
      assertExists(state);
      const details = normaliseAffiliateDetails(command.data.details);
      const changed = changedFields(state.details, details);
      if (changed.length === 0) return [];
      return [{ type: 'AffiliateChanged', data: { affiliateId: state.affiliateId, details, changed, updatedAt: metadata.now, updatedBy: metadata.actor.userId } }];
    }
    case 'ArchiveAffiliate': {
      assertExists(state);
      const { affiliateId } = state;
      if (command.data.archived === state.archived) return [];
      return command.data.archived
        ? [{ type: 'AffiliateArchived', data: { affiliateId, archivedAt: metadata.now, archivedBy: metadata.actor.userId } }]
        : [{ type: 'AffiliateUnarchived', data: { affiliateId, unarchivedAt: metadata.now, unarchivedBy: metadata.actor.userId } }];
    }
    case 'ClaimAffiliateUse': {
      const { affiliateId, userId } = command.data;
      if (state.usedBy.includes(userId)) return [];
      const usage = state.exists ? { uses: state.uses, maxUses: state.details.maxUses, expiresAt: state.details.expiresAt, archived: state.archived } : null;
      const refusal = affiliateLinkRefusal(affiliateId, usage, metadata.now);
      if (refusal) throw new DomainError(AFFILIATE_ERROR_CODES.linkRefused, refusal, 'validation', [{ path: 'affiliate_id', msg: refusal }]);
      return [{ type: 'AffiliateUsed', data: { affiliateId, userId, uses: state.uses + 1, usedAt: metadata.now } }];
    }
    default:
      return assertNever(command);
  }
};

/** One affiliate offer; its id is the stream's, chosen (or derived from its name) when it is created. */
export const affiliateDecider: Decider<AffiliateCommand, AffiliateEvent, AffiliateState> = {
  initialState: initialAffiliateState,
  evolve: evolveAffiliate,
  decide: decideAffiliate,
};
