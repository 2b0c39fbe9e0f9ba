import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { affiliatesProjection } from './affiliates.projection';

const record = recorder('profyle');
const spec = projectionSpec(affiliatesProjection);
const details = { name: 'Tech Expo', offerText: 'Free for 90 days', trial: true, trialDuration: 90, discount: 10, subscriptions: 3, maxUses: 0, expiresAt: null, logoImage: '', heroImage: '', collectShipping: false };
const created = record('affiliate-tech-expo', { type: 'AffiliateCreated', data: { affiliateId: 'tech-expo', details, createdAt: 't1', createdBy: 'u1' } });

describe('affiliates projection', () => {
  it('holds the affiliate with the wire names, no uses yet, not archived', () => {
    spec.given().when(created).then({ id: 'tech-expo', name: 'Tech Expo', sort_name: 'tech expo', offer_text: 'Free for 90 days', trial_duration: 90, discount: 10, max_uses: 0, uses: 0, archived: false, expires_at: null });
  });

  it('follows changes and archiving, and who made them', () => {
    const changed = record('affiliate-tech-expo', { type: 'AffiliateChanged', data: { affiliateId: 'tech-expo', details: { ...details, name: 'Tech Expo 2025' }, changed: ['name'], updatedAt: 't2', updatedBy: 'u2' } });
    spec.given(created).when(changed).then({ name: 'Tech Expo 2025', sort_name: 'tech expo 2025', meta: { createdAt: 't1', createdBy: 'u1', updatedAt: 't2', updatedBy: 'u2' } });
    const archived = record('affiliate-tech-expo', { type: 'AffiliateArchived', data: { affiliateId: 'tech-expo', archivedAt: 't3', archivedBy: 'u3' } });
    spec.given(created).when(archived).then({ archived: true });
    spec.given(created, archived).when(archived).thenNotUpdated();
  });
});
