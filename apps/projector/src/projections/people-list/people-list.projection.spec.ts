import { emptyPersonProfile, type OrganisationEvent, type PersonEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { peopleListProjection } from './people-list.projection';

const record = recorder('org1');
const profile = { ...emptyPersonProfile(), first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', position: 'Engineer', tags: ['vip'] };
const created = record<PersonEvent>('person-p1', {
  type: 'PersonCreated',
  data: { personId: 'p1', organisationId: 'org1', profile, unverified: true, selfRegistration: false, createdAt: '2026-01-01T10:00:00.000Z', createdBy: 'u1' },
});
const assigned = record<OrganisationEvent>('organisation-org1', {
  type: 'SubscriptionAssigned',
  data: { personId: 'p1', type: 'nfc', cardShortCode: 'A1B2C3', sendEmail: false, used: 1, nfcUsed: 1 },
});
const spec = projectionSpec(peopleListProjection);

describe('people list projection', () => {
  it('adds a row for a new person, with the sort key and no subscription', () =>
    spec.given().when(created).then({ person_id: 'p1', organisation_id: 'org1', sort_name: 'ada lovelace', unverified: true, subscription: null, tags: ['vip'] }));

  it('takes a verified person out of the unverified filter', () =>
    spec
      .given(created)
      .when(record<PersonEvent>('person-p1', { type: 'PersonVerified', data: { personId: 'p1', method: 'admin', verifiedAt: '2026-01-02T10:00:00.000Z', verifiedBy: 'u1' } }))
      .then({ unverified: false }));

  it('shows the subscription and its card', () => spec.given(created).when(assigned).then({ subscription: { type: 'nfc', card_short_code: 'A1B2C3', card_id: null, digital_id: null } }));

  it('clears it when removed', () =>
    spec
      .given(created, assigned)
      .when(record<OrganisationEvent>('organisation-org1', { type: 'SubscriptionRemoved', data: { personId: 'p1', type: 'nfc', cardShortCode: 'A1B2C3', used: 0, nfcUsed: 0 } }))
      .then({ subscription: null }));

  it('follows profile updates', () =>
    spec
      .given(created)
      .when(
        record<PersonEvent>('person-p1', {
          type: 'PersonUpdated',
          data: { personId: 'p1', profile: { ...profile, last_name: 'King' }, changed: ['last_name'], updatedAt: '2026-01-02T10:00:00.000Z', updatedBy: 'u1' },
        }),
      )
      .then({ last_name: 'King', sort_name: 'ada king', updated_at: '2026-01-02T10:00:00.000Z' }));

  it('drops the row when the person is deleted', () =>
    spec.given(created).when(record<PersonEvent>('person-p1', { type: 'PersonDeleted', data: { personId: 'p1', email: 'ada@example.com', deletedAt: 'x', deletedBy: 'u1' } })).then(null));

  it('does not apply an event it has already seen', () => spec.given(created, assigned).when(assigned).thenNotUpdated());

  it('ignores organisation events that name no person', () =>
    spec.given(created).when(record<OrganisationEvent>('organisation-org1', { type: 'SubscriptionsAdded', data: { count: 1, reason: 'r', purchased: 1 } })).thenNotUpdated());
});
