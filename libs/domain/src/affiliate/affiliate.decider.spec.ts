import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import type { AffiliateCommand } from './affiliate.commands';
import { affiliateDecider } from './affiliate.decider';
import type { AffiliateCreated, AffiliateDetails } from './affiliate.events';
import { affiliateIdFromName, affiliateLinkRefusal, withAffiliateDefaults } from './affiliate-offer';

const spec = deciderSpec(affiliateDecider);
const NOW = '2025-05-01T10:00:00.000Z';
const metadata: CommandMetadata = { organisationId: 'profyle', actor: { userId: 'super-1' }, correlationId: 'c-1', now: NOW };
const defaults: AffiliateDetails = {
  name: 'Tech Expo',
  offerText: '',
  trial: true,
  trialDuration: 45,
  discount: 0,
  subscriptions: 3,
  maxUses: 0,
  expiresAt: null,
  logoImage: '',
  heroImage: '',
  collectShipping: false,
};
const created: AffiliateCreated = { type: 'AffiliateCreated', data: { affiliateId: 'tech-expo', details: defaults, createdAt: NOW, createdBy: 'super-1' } };
const command = (type: AffiliateCommand['type'], data: object): AffiliateCommand => ({ type, data, metadata }) as AffiliateCommand;

describe('affiliate', () => {
  describe('ClaimAffiliateUse (a trial registered through the link)', () => {
    const limited = (maxUses: number, extra: Partial<AffiliateDetails> = {}): AffiliateCreated => ({ ...created, data: { ...created.data, details: { ...defaults, maxUses, ...extra } } });
    const used = (userId: string, uses: number) => ({ type: 'AffiliateUsed' as const, data: { affiliateId: 'tech-expo', userId, uses, usedAt: NOW } });
    const claim = (userId: string) => command('ClaimAffiliateUse', { affiliateId: 'tech-expo', userId });

    it('counts a use per registering user, once', () => {
      spec.given(limited(0)).when(claim('u1')).then(used('u1', 1));
      spec.given(limited(0), used('u1', 1)).when(claim('u2')).then(used('u2', 2));
      spec.given(limited(0), used('u1', 1)).when(claim('u1')).then();
    });

    it('lets only one of two registrations racing for the last use win: the other is decided on the winner’s use', () => {
      // Both read the affiliate with one use left; the first append wins, the second is retried on the new revision.
      spec.given(limited(2), used('u1', 1)).when(claim('u2')).then(used('u2', 2));
      spec.given(limited(2), used('u1', 1), used('u2', 2)).when(claim('u3')).thenThrows('affiliate.link_refused', 'Affiliate ID (tech-expo) is not valid.');
    });

    it('refuses in the spec’s words: unknown, archived, expired', () => {
      spec.given().when(claim('u1')).thenThrows('affiliate.link_refused', 'Invalid affiliate ID (tech-expo).');
      spec.given(limited(0), { type: 'AffiliateArchived', data: { affiliateId: 'tech-expo', archivedAt: NOW, archivedBy: 'super-1' } }).when(claim('u1')).thenThrows('affiliate.link_refused', 'Affiliate ID (tech-expo) is not available.');
      spec.given(limited(0, { expiresAt: '2025-04-30T00:00:00.000Z' })).when(claim('u1')).thenThrows('affiliate.link_refused', 'Affiliate ID (tech-expo) has expired.');
    });
  });

  describe('CreateAffiliate', () => {
    it('takes the defaults: trial 45 days, 3 subscriptions, no discount, unlimited uses', () => {
      spec.given().when(command('CreateAffiliate', { affiliateId: 'tech-expo', details: { name: ' Tech Expo ' } })).then(created);
    });

    it('keeps what it is given, the expiry as an instant', () => {
      const details = { name: 'Partner Co', offerText: '90 days free', trialDuration: 90, discount: 12.5, subscriptions: 10, maxUses: 50, expiresAt: '2025-12-31', collectShipping: true };
      const [event] = affiliateDecider.decide(command('CreateAffiliate', { affiliateId: 'partner_co', details }), affiliateDecider.initialState());
      expect(event.data).toMatchObject({ affiliateId: 'partner_co', details: { ...details, expiresAt: '2025-12-31T00:00:00.000Z', trial: true } });
    });

    it('refuses an id that exists, or that a link cannot carry', () => {
      spec.given(created).when(command('CreateAffiliate', { affiliateId: 'tech-expo', details: { name: 'Again' } })).thenThrows('affiliate.exists', 'An affiliate with this ID already exists');
      for (const affiliateId of ['a', 'has space', 'slash/id', '-leading', 'x'.repeat(41)]) {
        spec.given().when(command('CreateAffiliate', { affiliateId, details: { name: 'Bad' } })).thenThrows('affiliate.id_invalid');
      }
    });

    it('answers every field problem at once', () => {
      const error = spec
        .given()
        .when(command('CreateAffiliate', { affiliateId: 'bad', details: { name: ' ', trialDuration: 0, discount: 101, subscriptions: -1, maxUses: 1.5, expiresAt: 'soon' } }))
        .thenThrows('affiliate.invalid', 'Please enter a name');
      expect(error.errors.map((e) => e.path)).toEqual(['name', 'trial_duration', 'discount', 'subscriptions', 'max_uses', 'expires_at']);
    });
  });

  describe('ChangeAffiliate', () => {
    it('records the fields that changed, and nothing when none did', () => {
      const details = { ...defaults, discount: 10, offerText: '10% off your first order' };
      spec
        .given(created)
        .when(command('ChangeAffiliate', { affiliateId: 'tech-expo', details }))
        .then({ type: 'AffiliateChanged', data: { affiliateId: 'tech-expo', details, changed: ['offerText', 'discount'], updatedAt: NOW, updatedBy: 'super-1' } });
      spec.given(created).when(command('ChangeAffiliate', { affiliateId: 'tech-expo', details: defaults })).then();
    });

    it('refuses an affiliate that does not exist', () => {
      spec.given().when(command('ChangeAffiliate', { affiliateId: 'nope', details: defaults })).thenThrows('affiliate.not_found', 'Affiliate ID not found');
    });
  });

  describe('ArchiveAffiliate', () => {
    it('archives and unarchives; the same state twice records nothing', () => {
      const archived = { type: 'AffiliateArchived' as const, data: { affiliateId: 'tech-expo', archivedAt: NOW, archivedBy: 'super-1' } };
      spec.given(created).when(command('ArchiveAffiliate', { affiliateId: 'tech-expo', archived: true })).then(archived);
      spec.given(created, archived).when(command('ArchiveAffiliate', { affiliateId: 'tech-expo', archived: true })).then();
      spec.given(created, archived).when(command('ArchiveAffiliate', { affiliateId: 'tech-expo', archived: false })).then({ type: 'AffiliateUnarchived', data: { affiliateId: 'tech-expo', unarchivedAt: NOW, unarchivedBy: 'super-1' } });
      spec.given(created).when(command('ArchiveAffiliate', { affiliateId: 'tech-expo', archived: false })).then();
    });
  });

  describe('a registration link', () => {
    const usage = { uses: 0, maxUses: 0, expiresAt: null, archived: false };
    it('applies while it is unarchived, unexpired and below its maximum uses (0 is unlimited)', () => {
      expect(affiliateLinkRefusal('aff', usage, NOW)).toBeNull();
      expect(affiliateLinkRefusal('aff', { ...usage, uses: 1000 }, NOW)).toBeNull();
      expect(affiliateLinkRefusal('aff', { ...usage, uses: 4, maxUses: 5 }, NOW)).toBeNull();
    });

    it('is refused in the spec’s words otherwise', () => {
      expect(affiliateLinkRefusal('aff', null, NOW)).toBe('Invalid affiliate ID (aff).');
      expect(affiliateLinkRefusal('aff', { ...usage, archived: true }, NOW)).toBe('Affiliate ID (aff) is not available.');
      expect(affiliateLinkRefusal('aff', { ...usage, expiresAt: NOW }, NOW)).toBe('Affiliate ID (aff) has expired.');
      expect(affiliateLinkRefusal('aff', { ...usage, uses: 5, maxUses: 5 }, NOW)).toBe('Affiliate ID (aff) is not valid.');
    });
  });

  it('derives an id from a name', () => {
    expect(affiliateIdFromName('  Tech Expo 2025! ')).toBe('tech-expo-2025');
    expect(withAffiliateDefaults({ name: 'X', discount: undefined }).discount).toBe(0);
  });
});
