import type { OrganisationEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { organisationsProjection } from './organisations.projection';

const record = recorder('org1');
const stream = 'organisation-org1';
const created = record<OrganisationEvent>(stream, {
  type: 'OrganisationCreated',
  data: {
    organisationId: 'org1',
    name: 'Acme',
    isDemo: false,
    isPartner: false,
    intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' },
    subscriptions: { type: 'Enterprise', purchased: 10 },
    nfcCards: { purchased: 2 },
    features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } },
    createdAt: '2026-01-01T00:00:00.000Z',
  },
});
const spec = projectionSpec(organisationsProjection);

describe('organisations projection', () => {
  it('opens with the purchased pools and nothing used', () =>
    spec.given().when(created).then({ id: 'org1', subscriptions: { type: 'Enterprise', purchased: 10, used: 0 }, remainingSubscriptions: 10, remainingNfcCards: 2, revision: 0 }));

  it('follows the pool through additions, assignments and removals', () => {
    const added = record<OrganisationEvent>(stream, { type: 'SubscriptionsAdded', data: { count: 5, reason: 'Order', purchased: 15 } });
    spec.given(created).when(added).then({ subscriptions: { type: 'Enterprise', purchased: 15, used: 0 }, remainingSubscriptions: 15 });
    const assigned = record<OrganisationEvent>(stream, {
      type: 'SubscriptionAssigned',
      data: { personId: 'p1', type: 'nfc', cardShortCode: 'ABCDEF', sendEmail: false, used: 1, nfcUsed: 1 },
    });
    spec.given(created, added).when(assigned).then({ remainingSubscriptions: 14, nfcCards: { purchased: 2, used: 1 }, remainingNfcCards: 1, revision: 2 });
    const removed = record<OrganisationEvent>(stream, { type: 'SubscriptionsRemoved', data: { count: 3, reason: 'Refund', purchased: 12 } });
    spec.given(created, added, assigned).when(removed).then({ subscriptions: { type: 'Enterprise', purchased: 12, used: 1 }, remainingSubscriptions: 11 });
  });

  it('follows the lifecycle: closed, pending deletion, reopened; a trial expired and extended', () => {
    const closed = record<OrganisationEvent>(stream, { type: 'OrganisationClosed', data: { closed: '2026-02-01T00:00:00.000Z', deleteAfter: '2026-05-02T00:00:00.000Z', reason: 'closed_by_superadmin' } });
    spec.given(created).when(closed).then({ accountStatus: 'closed', closed: '2026-02-01T00:00:00.000Z', deleteAfter: '2026-05-02T00:00:00.000Z', pendingDeletion: false });
    const pending = record<OrganisationEvent>(stream, { type: 'OrganisationDeletionPending', data: { deleteAfter: '2026-05-02T00:00:00.000Z' } });
    spec.given(created, closed).when(pending).then({ accountStatus: 'pending_deletion', pendingDeletion: true });
    const reopened = record<OrganisationEvent>(stream, { type: 'OrganisationReopened', data: { reopenedAt: '2026-06-01T00:00:00.000Z', previouslyClosed: '2026-02-01T00:00:00.000Z' } });
    spec.given(created, closed, pending).when(reopened).then({ accountStatus: 'customer', closed: null, deleteAfter: null, pendingDeletion: false });

    const trialStream = 'organisation-trial1';
    const recordTrial = recorder('trial1');
    const trial = recordTrial<OrganisationEvent>(trialStream, { type: 'OrganisationCreated', data: { ...(created.data as object), organisationId: 'trial1', isDemo: true } as never });
    spec.given().when(trial).then({ accountStatus: 'trial', demoExpiresOn: '2026-02-15T00:00:00.000Z', isDemoExpired: false });
    const expired = recordTrial<OrganisationEvent>(trialStream, { type: 'TrialExpired', data: { demoExpiresOn: '2026-02-15T00:00:00.000Z' } });
    spec.given(trial).when(expired).then({ accountStatus: 'trial_expired', isDemoExpired: true });
    const extended = recordTrial<OrganisationEvent>(trialStream, {
      type: 'TrialExtended',
      data: { days: 45, demoExpiresOn: '2026-04-01T00:00:00.000Z', previousExpiresOn: '2026-02-15T00:00:00.000Z', reactivated: true },
    });
    spec.given(trial, expired).when(extended).then({ accountStatus: 'trial', isDemoExpired: false, demoExpiresOn: '2026-04-01T00:00:00.000Z' });
  });

  it('skips an event it has already applied', () => spec.given(created).when(created).thenNotUpdated());
});
