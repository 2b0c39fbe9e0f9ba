import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import { cardIdFromScan, cardShortIdOf, isCardId } from './card-id';
import type { CardCommand } from './card.commands';
import { cardDecider, cardShortIdDecider, cardShortIdStreamId, cardStreamId } from './card.decider';
import type { CardEvent } from './card.events';

const spec = deciderSpec(cardDecider);
const ID = 'A1B2C3D4E5F60718293A4B5C6D7E8F90';
const now = '2025-05-01T09:00:00.000Z';
const earlier = '2025-04-01T09:00:00.000Z';
const meta = (organisationId = 'acme', userId = 'u1'): CommandMetadata => ({ organisationId, actor: { userId }, correlationId: 'c1', now });

const cmd = <T extends CardCommand['type']>(type: T, data: Partial<Extract<CardCommand, { type: T }>['data']> = {}, metadata = meta()): CardCommand =>
  ({ type, data: { cardId: ID, ...data }, metadata }) as CardCommand;

const generated: CardEvent = { type: 'CardGenerated', data: { cardId: ID, shortId: 'A1B2C3', generatedAt: earlier, generatedBy: 'u-super' } };
const allocated = (organisationId = 'acme', demo = false): CardEvent => ({
  type: 'CardAllocated',
  data: { cardId: ID, organisationId, demo, design: { id: 'd1', name: null, imageUrl: null }, orderId: null, allocatedAt: earlier, allocatedBy: 'u-super' },
});
const assigned = (personId = 'p1'): CardEvent => ({ type: 'CardAssigned', data: { cardId: ID, organisationId: 'acme', personId, assignedAt: earlier, assignedBy: 'u1' } });
const disabled: CardEvent = { type: 'CardDisabled', data: { cardId: ID, at: earlier, by: 'u1' } };
const lost: CardEvent = { type: 'CardRegisteredLost', data: { cardId: ID, organisationId: 'acme', personId: null, at: earlier, by: 'u1' } };

describe('card ids', () => {
  it('are 32 upper-case hex characters, shown by their first 6', () => {
    expect(isCardId(ID)).toBe(true);
    expect(isCardId(ID.toLowerCase())).toBe(false);
    expect(isCardId(ID.slice(1))).toBe(false);
    expect(cardShortIdOf(ID)).toBe('A1B2C3');
  });

  it('are read from a scanned link or raw hex, keeping only the last 32 characters', () => {
    expect(cardIdFromScan(`https://profyle.example/c/${ID}`)).toBe(ID);
    expect(cardIdFromScan(`https://profyle.example/c/${ID.toLowerCase()}/`)).toBe(ID);
    expect(cardIdFromScan(` ${ID} `)).toBe(ID);
    expect(cardIdFromScan(`FF${ID}`)).toBe(ID);
    expect(cardIdFromScan('https://profyle.example/c/A1B2C3')).toBeNull();
    expect(cardIdFromScan(`${ID.slice(0, 31)}Z`)).toBeNull();
    expect(cardIdFromScan('')).toBeNull();
  });
});

describe('cardDecider', () => {
  it('names its streams card-<id> and cardcode-<short id>', () => {
    expect(cardStreamId(ID)).toBe(`card-${ID}`);
    expect(cardShortIdStreamId('a1b2c3')).toBe('cardcode-A1B2C3');
  });

  describe('GenerateCard', () => {
    it('generates a card once, with its short id', () => {
      spec.given().when(cmd('GenerateCard', {}, meta('profyle_hq', 'u-super'))).then({ type: 'CardGenerated', data: { cardId: ID, shortId: 'A1B2C3', generatedAt: now, generatedBy: 'u-super' } });
      expect(spec.given(generated).when(cmd('GenerateCard')).thenThrows('card.exists').kind).toBe('conflict');
    });

    it('refuses an id that is not 32 upper-case hex characters', () => {
      spec.given().when(cmd('GenerateCard', { cardId: 'abc' })).thenThrows('card.invalid_id', 'Invalid Card ID (abc).');
    });

    it('generates a free card and makes it free in one decision, or records neither', () => {
      spec
        .given()
        .when(cmd('GenerateCard', { free: { colour: 'navy', affiliateId: 'aff1' } }, meta('profyle_hq', 'u-super')))
        .then(
          { type: 'CardGenerated', data: { cardId: ID, shortId: 'A1B2C3', generatedAt: now, generatedBy: 'u-super' } },
          { type: 'CardMadeFree', data: { cardId: ID, colour: 'navy', affiliateId: 'aff1', at: now, by: 'u-super' } },
        );
      spec.given().when(cmd('GenerateCard', { free: { colour: 'custom', affiliateId: null } })).thenThrows('card.colour_invalid', 'Please select a color first');
    });
  });

  describe('AllocateCard', () => {
    it('allocates a generated card to the organisation of the command, optionally as a demo card', () => {
      spec
        .given(generated)
        .when(cmd('AllocateCard', { demo: true, design: { id: 'd1', name: null, imageUrl: null }, orderId: null }, meta('acme', 'u-super')))
        .then({ type: 'CardAllocated', data: { cardId: ID, organisationId: 'acme', demo: true, design: { id: 'd1', name: null, imageUrl: null }, orderId: null, allocatedAt: now, allocatedBy: 'u-super' } });
    });

    it('records nothing when the card is already this organisation’s, and refuses another organisation’s card', () => {
      spec.given(generated, allocated()).when(cmd('AllocateCard', { demo: false, design: null, orderId: null })).then();
      const error = spec.given(generated, allocated('other')).when(cmd('AllocateCard', { demo: false, design: null, orderId: null })).thenThrows('card.allocated_elsewhere', 'Card A1B2C3 is already allocated to another organisation');
      expect(error.kind).toBe('conflict');
    });

    it('refuses a card that does not exist or was lost', () => {
      expect(spec.given().when(cmd('AllocateCard', { demo: false, design: null, orderId: null })).thenThrows('card.not_found', 'Card ID').kind).toBe('not_found');
      spec.given(generated, allocated(), lost).when(cmd('AllocateCard', { demo: false, design: null, orderId: null })).thenThrows('card.lost', 'Card A1B2C3 has been registered as lost');
    });
  });

  describe('AssignCard and ReleaseCard', () => {
    it('assigns a free card of the organisation to a person, once', () => {
      spec.given(generated, allocated()).when(cmd('AssignCard', { personId: 'p1' })).then({ type: 'CardAssigned', data: { cardId: ID, organisationId: 'acme', personId: 'p1', assignedAt: now, assignedBy: 'u1' } });
      spec.given(generated, allocated(), assigned('p1')).when(cmd('AssignCard', { personId: 'p1' })).then();
    });

    it('refuses a card held by another person, another organisation’s card, an unknown or a lost card', () => {
      const held = spec.given(generated, allocated(), assigned('p2')).when(cmd('AssignCard', { personId: 'p1' })).thenThrows('card.held_by_another', 'Card A1B2C3 is already allocated to another person');
      expect(held.errors).toEqual([{ path: 'card_short_code', msg: 'Card A1B2C3 is already allocated to another person' }]);
      spec.given(generated, allocated('other')).when(cmd('AssignCard', { personId: 'p1' })).thenThrows('card.not_in_organisation', 'Card in organisation');
      spec.given(generated).when(cmd('AssignCard', { personId: 'p1' })).thenThrows('card.not_in_organisation', 'Card in organisation');
      spec.given().when(cmd('AssignCard', { personId: 'p1' })).thenThrows('card.not_found', 'Card ID');
      spec.given(generated, allocated(), lost).when(cmd('AssignCard', { personId: 'p1' })).thenThrows('card.lost');
    });

    it('releases the card from the person who holds it, and records nothing otherwise', () => {
      spec
        .given(generated, allocated(), assigned('p1'))
        .when(cmd('ReleaseCard', { personId: 'p1', reason: 'subscription_removed' }))
        .then({ type: 'CardReleased', data: { cardId: ID, personId: 'p1', reason: 'subscription_removed', releasedAt: now, releasedBy: 'u1' } });
      spec.given(generated, allocated(), assigned('p2')).when(cmd('ReleaseCard', { personId: 'p1', reason: 'person_deleted' })).then();
      spec.given(generated, allocated()).when(cmd('ReleaseCard', { personId: 'p1', reason: 'person_deleted' })).then();
    });
  });

  describe('EnableCard and DisableCard', () => {
    it('switches the card, recording nothing when it is already so', () => {
      spec.given(generated, allocated()).when(cmd('DisableCard')).then({ type: 'CardDisabled', data: { cardId: ID, at: now, by: 'u1' } });
      spec.given(generated, allocated(), disabled).when(cmd('DisableCard')).then();
      spec.given(generated, allocated(), disabled).when(cmd('EnableCard')).then({ type: 'CardEnabled', data: { cardId: ID, at: now, by: 'u1' } });
      spec.given(generated, allocated()).when(cmd('EnableCard')).then();
    });

    it('refuses a lost card or another organisation’s card', () => {
      spec.given(generated, allocated(), lost).when(cmd('EnableCard')).thenThrows('card.lost', 'Card A1B2C3 has been registered as lost');
      spec.given(generated, allocated(), lost).when(cmd('DisableCard')).thenThrows('card.lost');
      spec.given(generated, allocated()).when(cmd('DisableCard', {}, meta('other'))).thenThrows('card.not_in_organisation', 'Card in organisation');
    });
  });

  describe('ResetCard', () => {
    it('resets a card that has a person', () => {
      spec.given(generated, allocated(), assigned('p1'), disabled).when(cmd('ResetCard')).then({ type: 'CardReset', data: { cardId: ID, personId: 'p1', at: now, by: 'u1' } });
    });

    it('refuses a card without a person, a lost card and another organisation’s card', () => {
      expect(spec.given(generated, allocated()).when(cmd('ResetCard')).thenThrows('card.no_person', 'Card has no associated Person').kind).toBe('rule');
      spec.given(generated, allocated(), lost).when(cmd('ResetCard')).thenThrows('card.lost');
      spec.given(generated, allocated(), assigned()).when(cmd('ResetCard', {}, meta('other'))).thenThrows('card.not_in_organisation');
    });
  });

  describe('RegisterCardLost', () => {
    it('registers the card as lost, naming the person it leaves', () => {
      spec
        .given(generated, allocated(), assigned('p1'))
        .when(cmd('RegisterCardLost'))
        .then({ type: 'CardRegisteredLost', data: { cardId: ID, organisationId: 'acme', personId: 'p1', at: now, by: 'u1' } });
    });

    it('cannot be undone: every later command is refused', () => {
      for (const type of ['RegisterCardLost', 'EnableCard', 'DisableCard', 'ResetCard', 'AssignCard'] as const) {
        spec.given(generated, allocated(), lost).when(cmd(type, { personId: 'p1' } as never)).thenThrows('card.lost', 'Card A1B2C3 has been registered as lost');
      }
    });
  });

  describe('state', () => {
    it('follows the life cycle', () => {
      const state = [generated, allocated('acme', true), assigned('p1'), disabled].reduce(cardDecider.evolve, cardDecider.initialState());
      expect(state).toMatchObject({ status: 'allocated', shortId: 'A1B2C3', organisationId: 'acme', demo: true, personId: 'p1', enabled: false });
      const reset = cardDecider.evolve(state, { type: 'CardReset', data: { cardId: ID, personId: 'p1', at: now, by: 'u1' } });
      expect(reset).toMatchObject({ status: 'allocated', personId: null, enabled: true });
      expect(cardDecider.evolve(reset, lost)).toMatchObject({ status: 'lost', personId: null, enabled: false });
    });
  });
});

describe('cardShortIdDecider', () => {
  const reserve = deciderSpec(cardShortIdDecider);
  const command = (cardId: string) => ({ type: 'ReserveCardShortId' as const, data: { shortId: 'A1B2C3', cardId }, metadata: meta() });

  it('reserves a short id for one card only', () => {
    reserve.given().when(command(ID)).then({ type: 'CardShortIdReserved', data: { shortId: 'A1B2C3', cardId: ID } });
    reserve.given({ type: 'CardShortIdReserved', data: { shortId: 'A1B2C3', cardId: ID } }).when(command(ID)).then();
    reserve
      .given({ type: 'CardShortIdReserved', data: { shortId: 'A1B2C3', cardId: ID } })
      .when(command(`A1B2C3${'0'.repeat(26)}`))
      .thenThrows('card.short_code_taken', 'Short id A1B2C3 is already used by another card');
  });
});

describe('MakeFreeCard', () => {
  const madeFree = (colour = 'navy', affiliateId: string | null = null): CardEvent => ({ type: 'CardMadeFree', data: { cardId: ID, colour, affiliateId, at: now, by: 'u-super' } });

  it('makes a generated card a free card of a colour, and recolours it', () => {
    spec.given(generated).when(cmd('MakeFreeCard', { colour: 'navy', affiliateId: null }, meta('profyle_hq', 'u-super'))).then(madeFree());
    spec.given(generated, madeFree()).when(cmd('MakeFreeCard', { colour: 'gold', affiliateId: 'aff1' }, meta('profyle_hq', 'u-super'))).then(madeFree('gold', 'aff1'));
  });

  it('records nothing for the same colour and affiliate again', () => {
    spec.given(generated, madeFree()).when(cmd('MakeFreeCard', { colour: 'navy', affiliateId: null })).then();
  });

  it('refuses a colour outside the free-card list (custom is not one) with the spec message', () => {
    spec.given(generated).when(cmd('MakeFreeCard', { colour: 'custom', affiliateId: null })).thenThrows('card.colour_invalid', 'Please select a color first');
    spec.given(generated).when(cmd('MakeFreeCard', { colour: '', affiliateId: null })).thenThrows('card.colour_invalid');
  });

  it('refuses an unknown card, a lost card and a card an organisation holds', () => {
    spec.given().when(cmd('MakeFreeCard', { colour: 'navy', affiliateId: null })).thenThrows('card.not_found', 'Card ID');
    spec.given(generated, allocated(), lost).when(cmd('MakeFreeCard', { colour: 'navy', affiliateId: null })).thenThrows('card.lost');
    spec.given(generated, allocated()).when(cmd('MakeFreeCard', { colour: 'navy', affiliateId: null })).thenThrows('card.not_freeable', 'Card A1B2C3 is already allocated to an organisation and cannot be a free card');
  });
});
