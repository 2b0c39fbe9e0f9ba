import { addCardBodySchema, assignSubscriptionBodySchema, bulkAssignSubscriptionsBodySchema, subscriptionsChangeBodySchema } from './subscriptions';
import { parseBody } from './validation';

const errorsOf = (schema: Parameters<typeof parseBody>[0], body: unknown) => {
  const result = parseBody(schema, body);
  if (result.ok) throw new Error('expected a refusal');
  return result.error.errors;
};

describe('assignSubscriptionBodySchema', () => {
  it('needs a type', () => {
    expect(errorsOf(assignSubscriptionBodySchema, {})).toEqual([{ path: 'type', msg: 'Please choose a subscription type' }]);
    expect(errorsOf(assignSubscriptionBodySchema, { type: 'gold' })).toEqual([{ path: 'type', msg: 'Please choose a subscription type' }]);
  });

  it('drops the card short code for digital and sends the e-mail by default', () => {
    expect(assignSubscriptionBodySchema.parse({ type: 'digital', card_short_code: 'zzz' })).toEqual({ type: 'digital', card_short_code: null, send_email: true });
  });

  it('upper-cases the nfc card short code', () => {
    expect(assignSubscriptionBodySchema.parse({ type: 'nfc', card_short_code: ' abc12f ', send_email: false })).toEqual({ type: 'nfc', card_short_code: 'ABC12F', send_email: false });
  });

  it.each([
    [undefined, 'Should be six digits'],
    ['ABC12', 'Should be six digits'],
    ['ABCDEF1', 'Should be six digits'],
    ['ABCXYZ', 'Should only contain hexadecimal characters, i.e. numbers 0-9 and letters A-F'],
  ])('refuses the nfc card short code %p', (card_short_code, msg) => {
    expect(errorsOf(assignSubscriptionBodySchema, { type: 'nfc', card_short_code })).toEqual([{ path: 'card_short_code', msg }]);
  });
});

describe('addCardBodySchema', () => {
  it('needs a six hex character code', () => {
    expect(addCardBodySchema.parse({ card_short_code: 'abcdef' })).toEqual({ card_short_code: 'ABCDEF', send_email: true });
    expect(errorsOf(addCardBodySchema, {})).toEqual([{ path: 'card_short_code', msg: 'Should be six digits' }]);
  });
});

describe('subscriptionsChangeBodySchema', () => {
  it('defaults the count to 20 and accepts a numeric string', () => {
    expect(subscriptionsChangeBodySchema.parse({ reason: ' Renewal ' })).toEqual({ count: 20, reason: 'Renewal' });
    expect(subscriptionsChangeBodySchema.parse({ count: '5', reason: 'r' })).toEqual({ count: 5, reason: 'r' });
  });

  it('refuses a count that is not a positive whole number and a blank reason', () => {
    for (const count of [0, -1, 1.5, 'ten', null]) {
      expect(errorsOf(subscriptionsChangeBodySchema, { count, reason: 'r' })).toEqual([{ path: 'count', msg: 'Please enter a valid number of subscriptions' }]);
    }
    expect(errorsOf(subscriptionsChangeBodySchema, { count: 1, reason: ' ' })).toEqual([{ path: 'reason', msg: 'Please enter a reason' }]);
    expect(errorsOf(subscriptionsChangeBodySchema, {})).toEqual([{ path: 'reason', msg: 'Please enter a reason' }]);
  });
});

describe('bulkAssignSubscriptionsBodySchema', () => {
  it('needs people and defaults to a real run that sends e-mails', () => {
    expect(bulkAssignSubscriptionsBodySchema.parse({ peopleIds: ['a', 'b', 'a'] })).toEqual({ peopleIds: ['a', 'b'], dryRun: false, sendEmail: true, reserved: 0 });
    expect(errorsOf(bulkAssignSubscriptionsBodySchema, { peopleIds: [] })).toEqual([{ path: 'peopleIds', msg: 'Please select at least one person' }]);
  });
});
