import type { OrganisationEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { subscriptionHistoryProjection } from './subscription-history.projection';

const record = recorder('org1', { userId: 'u9', email: 'support@profyle.example' });
const spec = projectionSpec(subscriptionHistoryProjection);

describe('subscription history projection', () => {
  it('records additions with the change, the new total, the reason and who did it', () =>
    spec
      .given()
      .when(record<OrganisationEvent>('organisation-org1', { type: 'SubscriptionsAdded', data: { count: 20, reason: 'Annual order', purchased: 45 } }, '2026-03-01T09:00:00.000Z'))
      .then({ organisation_id: 'org1', at: '2026-03-01T09:00:00.000Z', action: 'subscriptions-added', by: 'support@profyle.example', data: { change: 20, absolute: 45, reason: 'Annual order' } }));

  it('records removals as a negative change', () =>
    spec
      .given()
      .when(record<OrganisationEvent>('organisation-org1', { type: 'SubscriptionsRemoved', data: { count: 5, reason: 'Downgrade', purchased: 40 } }))
      .then({ action: 'subscriptions-removed', data: { change: -5, absolute: 40, reason: 'Downgrade' } }));
});
