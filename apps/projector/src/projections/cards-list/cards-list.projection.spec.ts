import type { CardEvent, OrganisationEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { cardsListProjection } from './cards-list.projection';

const ID = 'A1B2C3D4E5F60718293A4B5C6D7E8F90';
const record = recorder('acme');
const card = (event: CardEvent, at?: string) => record<CardEvent>(`card-${ID}`, event, at);
const org = (event: OrganisationEvent, at?: string) => record<OrganisationEvent>('organisation-acme', event, at);

const generated = card({ type: 'CardGenerated', data: { cardId: ID, shortId: 'A1B2C3', generatedAt: '2026-01-01T00:00:00.000Z', generatedBy: 'su' } });
const allocated = card({
  type: 'CardAllocated',
  data: { cardId: ID, organisationId: 'acme', demo: true, design: { id: 'd1', name: null, imageUrl: null }, orderId: null, allocatedAt: '2026-01-02T00:00:00.000Z', allocatedBy: 'su' },
});
const assigned = org({ type: 'SubscriptionAssigned', data: { personId: 'p1', type: 'nfc', cardShortCode: 'A1B2C3', cardId: ID, sendEmail: false, used: 1, nfcUsed: 1 } });
const spec = projectionSpec(cardsListProjection);

describe('cards list projection', () => {
  it('lists a generated card, without an organisation until allocated', () => {
    spec.given().when(generated).then({ card_id: ID, short_id: 'A1B2C3', organisation_id: null, enabled: true, lost: false, person_id: null });
    spec.given(generated).when(allocated).then({ organisation_id: 'acme', demo: true, design: { id: 'd1', name: null, imageUrl: null }, allocated_at: '2026-01-02T00:00:00.000Z' });
  });

  it('follows the holder from the organisation stream', () => {
    spec.given(generated, allocated).when(assigned).then({ person_id: 'p1' });
    const released = org({ type: 'SubscriptionCardReleased', data: { personId: 'p1', cardId: ID, cardShortCode: 'A1B2C3', reason: 'reset', nfcUsed: 0 } });
    spec.given(generated, allocated, assigned).when(released).then({ person_id: null });
    const removed = org({ type: 'SubscriptionRemoved', data: { personId: 'p1', type: 'nfc', cardShortCode: 'A1B2C3', cardId: ID, used: 0, nfcUsed: 0 } });
    spec.given(generated, allocated, assigned).when(removed).then({ person_id: null });
  });

  it('ignores subscriptions without a card', () => {
    const digital = org({ type: 'SubscriptionAssigned', data: { personId: 'p2', type: 'digital', cardShortCode: null, cardId: null, sendEmail: false, used: 2, nfcUsed: 1 } });
    expect(cardsListProjection.documentId(digital)).toBeNull();
  });

  it('switches, resets and loses the card', () => {
    const disabled = card({ type: 'CardDisabled', data: { cardId: ID, at: '2026-01-03T00:00:00.000Z', by: 'u1' } });
    spec.given(generated, allocated, assigned).when(disabled).then({ enabled: false, person_id: 'p1' });
    const reset = card({ type: 'CardReset', data: { cardId: ID, personId: 'p1', at: '2026-01-04T00:00:00.000Z', by: 'u1' } });
    spec.given(generated, allocated, assigned, disabled).when(reset).then({ enabled: true, person_id: null });
    const lost = card({ type: 'CardRegisteredLost', data: { cardId: ID, organisationId: 'acme', personId: null, at: '2026-01-05T00:00:00.000Z', by: 'u1' } });
    spec.given(generated, allocated).when(lost).then({ lost: true, enabled: false, lost_at: '2026-01-05T00:00:00.000Z' });
  });

  it('applies an event once', () => {
    spec.given(generated, allocated, assigned).when(assigned).thenNotUpdated();
  });
});
