import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import { type ActivationCandidate, type CardActivationEvent, cardActivationDecider, cardActivationStreamId } from './card-activation';

const NOW = '2025-07-01T10:00:00.000Z';
const metadata: CommandMetadata = { organisationId: 'o1', actor: { userId: 'anonymous' }, correlationId: 'c', now: NOW };
const spec = deciderSpec(cardActivationDecider);
const CARD = 'A1B2C3D4E5F60718293A4B5C6D7E8F90';
const card = (over: Partial<ActivationCandidate['card']> = {}): ActivationCandidate['card'] => ({ status: 'allocated', cardId: CARD, shortId: 'A1B2C3', organisationId: 'o1', personId: null, ...over });
const candidate = (over: Partial<ActivationCandidate> = {}): ActivationCandidate => ({ card: card(), holderEmail: null, personWithEmail: 'p1', organisationName: 'Acme', ...over });
const request = (c: ActivationCandidate, email = 'ann@acme.com') => ({ type: 'RequestCardActivation' as const, data: { candidate: c, email, tokenHash: 'h1', lifetimeSeconds: 86400 }, metadata });
const requested: CardActivationEvent = { type: 'CardActivationRequested', data: { cardId: CARD, organisationId: 'o1', personId: 'p1', email: 'ann@acme.com', tokenHash: 'h1', requestedAt: NOW, expiresAt: '2025-07-02T10:00:00.000Z' } };
const activated: CardActivationEvent = { type: 'CardActivated', data: { cardId: CARD, organisationId: 'o1', personId: 'p1', email: 'ann@acme.com', activatedAt: NOW } };
const activate = (tokenHash: string, now = NOW) => ({ type: 'ActivateCard' as const, data: { tokenHash }, metadata: { ...metadata, now } });

describe('card activation', () => {
  it('names its stream cardactivation-<card id>', () => expect(cardActivationStreamId(CARD)).toBe(`cardactivation-${CARD}`));

  it('sends the link for the person of the address: the holder of a held card, or the organisation’s person with it', () => {
    spec.given().when(request(candidate(), ' Ann@Acme.com ')).then(requested);
    spec.given().when(request(candidate({ card: card({ personId: 'p1' }), holderEmail: 'ann@acme.com', personWithEmail: null }))).then(requested);
  });

  it('refuses in the spec’s words: an unknown card, a card of no organisation, a lost card', () => {
    spec.given().when(request(candidate({ card: card({ status: 'absent', organisationId: null }) }))).thenThrows('card_activation.not_found', 'this card was not found in the database');
    spec.given().when(request(candidate({ card: card({ status: 'generated', organisationId: null }) }))).thenThrows('card_activation.not_allocated', 'A1B2C3 is not allocated to an organisation, please contact support');
    spec.given().when(request(candidate({ card: card({ status: 'lost' }) }))).thenThrows('card_activation.lost', 'Card A1B2C3 has been registered as lost');
  });

  it('refuses another address than the holder’s, and an address no person of the organisation has', () => {
    const other = spec.given().when(request(candidate({ card: card({ personId: 'p1' }), holderEmail: 'ann@acme.com' }), 'eve@evil.com')).thenThrows('card_activation.other_holder');
    expect(other.errors[0].path).toBe('email');
    spec.given().when(request(candidate({ personWithEmail: null }))).thenThrows('card_activation.no_person', 'No Profyle with this email address was found at Acme. Please ask your administrator to add you');
  });

  it('activates with the link’s secret before it expires; the same link again records nothing', () => {
    spec.given(requested).when(activate('h1')).then(activated);
    spec.given(requested, activated).when(activate('h1')).then();
  });

  it('refuses another secret, no link, and an expired link', () => {
    spec.given(requested).when(activate('h2')).thenThrows('card_activation.link_invalid', 'This activation link is not valid. Please request a new one');
    spec.given().when(activate('h1')).thenThrows('card_activation.link_invalid');
    spec.given(requested).when(activate('h1', '2025-07-02T10:00:00.000Z')).thenThrows('card_activation.link_expired', 'This activation link has expired. Please request a new one');
  });
});
