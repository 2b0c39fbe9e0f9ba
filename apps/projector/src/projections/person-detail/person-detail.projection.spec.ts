import { emptyPersonProfile, type OrganisationEvent, type PersonEvent } from '@profyle/domain';
import { applyEvents } from '../../runner/apply-events';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { personDetailProjection } from './person-detail.projection';

const record = recorder('org1');
const profile = { ...emptyPersonProfile(), first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', position: 'Engineer', password_mode: 'pin' as const, password: '1234' };
const created = record<PersonEvent>('person-p1', {
  type: 'PersonCreated',
  data: { personId: 'p1', organisationId: 'org1', profile, unverified: false, selfRegistration: true, createdAt: '2026-01-01T10:00:00.000Z', createdBy: 'u1' },
});
const spec = projectionSpec(personDetailProjection);

describe('person detail projection', () => {
  it('keeps the whole profile but never the PIN or password', () => {
    spec.given().when(created).then({ person_id: 'p1', first_name: 'Ada', password_mode: 'pin', password_set: true, self_registration: true, revision: 0 });
    expect(applyEvents(personDetailProjection, new Map(), [created]).docs.get('p1')).not.toHaveProperty('password');
  });

  it('tracks the person stream revision as the ETag, not the organisation stream', () => {
    const updated = record<PersonEvent>('person-p1', {
      type: 'PersonUpdated',
      data: { personId: 'p1', profile: { ...profile, password_mode: 'disabled', password: '' }, changed: ['password_mode'], updatedAt: '2026-01-03T00:00:00.000Z', updatedBy: 'u2' },
    });
    spec.given(created).when(updated).then({ revision: 1, password_set: false, meta: { createdAt: '2026-01-01T10:00:00.000Z', createdBy: 'u1', updatedAt: '2026-01-03T00:00:00.000Z', updatedBy: 'u2' } });
    const assigned = record<OrganisationEvent>('organisation-org1', {
      type: 'SubscriptionAssigned',
      data: { personId: 'p1', type: 'digital', cardShortCode: null, sendEmail: true, used: 1, nfcUsed: 0 },
    });
    spec.given(created, updated).when(assigned).then({ revision: 1, subscription: { type: 'digital', card_short_code: null, card_id: null, digital_id: null, assigned_at: '2026-01-01T10:00:00.000Z' } });
  });

  it('follows the verification of a self-registered person, its link moving the ETag', () => {
    const own = recorder('org1');
    const unverified = own<PersonEvent>('person-p1', { type: 'PersonCreated', data: { ...(created.data as Extract<PersonEvent, { type: 'PersonCreated' }>['data']), unverified: true } });
    const link = own<PersonEvent>('person-p1', { type: 'PersonVerificationLinkIssued', data: { personId: 'p1', tokenHash: 'h', issuedAt: 't1', expiresAt: 't2' } });
    spec.given(unverified).when(link).then({ unverified: true, revision: 1 });
    const verified = own<PersonEvent>('person-p1', { type: 'PersonVerified', data: { personId: 'p1', method: 'email', verifiedAt: 't3', verifiedBy: 'anonymous' } });
    spec.given(unverified, link).when(verified).then({ unverified: false, revision: 2 });
  });
});
