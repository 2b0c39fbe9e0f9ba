/** The domain cannot import contracts, so it keeps its own copies of the card texts: they must not drift. */
import { CARD_ERROR_MESSAGES, ORGANISATION_ERROR_MESSAGES } from '@profyle/domain';
import { CARD_MESSAGES } from './card-messages';
import { allocateCardsBodySchema, cardsListQuerySchema, generateCardsBodySchema } from './cards';
import { parseBody } from './validation';

const ID = 'A1B2C3D4E5F60718293A4B5C6D7E8F90';

describe('card messages shared with the domain', () => {
  it('words the card refusals the same', () => {
    expect(CARD_ERROR_MESSAGES.notFound).toBe(CARD_MESSAGES.notFound);
    expect(CARD_ERROR_MESSAGES.notInOrganisation).toBe(CARD_MESSAGES.notInOrganisation);
    expect(CARD_ERROR_MESSAGES.noPerson).toBe(CARD_MESSAGES.noPerson);
    expect(CARD_ERROR_MESSAGES.lost('A1B2C3')).toBe(CARD_MESSAGES.lost('A1B2C3'));
    expect(CARD_ERROR_MESSAGES.allocatedElsewhere('A1B2C3')).toBe(CARD_MESSAGES.allocatedElsewhere('A1B2C3'));
    expect(CARD_ERROR_MESSAGES.heldByAnother('A1B2C3')).toBe(CARD_MESSAGES.heldByAnother('A1B2C3'));
    expect(CARD_ERROR_MESSAGES.invalidId('x')).toBe(CARD_MESSAGES.invalidId('x'));
    expect(CARD_ERROR_MESSAGES.colourInvalid).toBe(CARD_MESSAGES.colourRequired);
    expect(CARD_ERROR_MESSAGES.notFreeable('A1B2C3')).toBe(CARD_MESSAGES.notFreeable('A1B2C3'));
    expect(ORGANISATION_ERROR_MESSAGES.cardAlreadyAllocated('A1B2C3')).toBe(CARD_MESSAGES.alreadyAllocated('A1B2C3'));
    expect(ORGANISATION_ERROR_MESSAGES.subscriptionRequired).toBe(CARD_MESSAGES.subscriptionRequired);
    expect(ORGANISATION_ERROR_MESSAGES.hasCard).toBe(CARD_MESSAGES.hasCard);
  });

  it('fills the scanner and action templates as the spec words them', () => {
    expect(CARD_MESSAGES.notValidUrl('abc')).toBe('Not a valid Profyle URL: abc');
    expect(CARD_MESSAGES.alreadyScanned('abc')).toBe('Already scanned this card: abc');
    expect(CARD_MESSAGES.unableToFind('A1B2C3')).toBe('Unable to find card with ID A1B2C3');
    expect(CARD_MESSAGES.unableToEnable('A1B2C3', 'Ada Lovelace')).toBe('Unable to enable A1B2C3 (Ada Lovelace)');
    expect(CARD_MESSAGES.unableToReset('A1B2C3', 'Ada Lovelace')).toBe('Unable to reset A1B2C3 (Ada Lovelace)');
    expect(CARD_MESSAGES.registerLostError('x')).toBe('Error registering card as lost: x');
  });
});

describe('card schemas', () => {
  it('reads card ids from links or raw hex, once each, and names each bad one', () => {
    const parsed = parseBody(allocateCardsBodySchema, { card_ids: [`https://p.example/c/${ID.toLowerCase()}`, ID], design_id: 'd1' });
    expect(parsed).toEqual({ ok: true, value: { demo: false, card_ids: [ID], design_id: 'd1', order_id: null } });
    const bad = parseBody(allocateCardsBodySchema, { card_ids: [ID, 'nope'], design_id: ' ' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.errors).toEqual(
        expect.arrayContaining([
          { path: 'card_ids.1', msg: 'Invalid Card ID (nope).' },
          { path: 'design_id', msg: 'Please select a design' },
        ]),
      );
    }
    const none = parseBody(allocateCardsBodySchema, { card_ids: [], design_id: 'd1' });
    expect(none.ok || none.error.errors).toEqual([{ path: 'card_ids', msg: 'Please scan or enter at least one card' }]);
  });

  it('generates 1 to 1000 cards at a time', () => {
    expect(parseBody(generateCardsBodySchema, { count: '5' })).toEqual({ ok: true, value: { count: 5 } });
    for (const count of [0, 1001, 2.5, 'x', undefined]) {
      const parsed = parseBody(generateCardsBodySchema, { count });
      expect(parsed.ok || parsed.error.errors).toEqual([{ path: 'count', msg: 'Please enter a number of cards between 1 and 1000' }]);
    }
  });

  it('lists with the people page sizes and the card filters', () => {
    expect(parseBody(cardsListQuerySchema, {})).toEqual({ ok: true, value: { page: 0, page_size: 50, filter: 'all', sort: '-allocated' } });
    expect(parseBody(cardsListQuerySchema, { page_size: '30' }).ok).toBe(false);
    expect(parseBody(cardsListQuerySchema, { filter: 'lost', page_size: '200' })).toMatchObject({ ok: true, value: { filter: 'lost', page_size: 200 } });
  });
});
