import type { OrderEvent, OrderPlaced } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { ordersProjection } from './orders.projection';

const record = recorder('acme', { userId: 'u1', email: 'admin@acme.example' });
const spec = projectionSpec(ordersProjection);
const stream = 'order-o1';

const placed: OrderPlaced = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    organisationId: 'acme',
    shortCode: 'O1',
    kind: 'cards',
    name: '',
    attention: 'Ann Lee',
    contactNumber: '020 7946 0000',
    addressId: 'loc-1',
    address: { name: 'HQ', line1: '1 High Street', line2: '', city: 'London', region: '', postcode: 'N1 1AA', country: 'United Kingdom' },
    po: 'PO-7',
    notes: '',
    subscriptions: 2,
    subscriptionUnitPrice: 795,
    lineItems: [{ designId: 'd1', designName: 'Gold', stock: false, quantity: 30, unitPrice: 2195, total: 65850 }],
    paymentMethod: 'online',
    currency: 'GBP',
    value: 67440,
    demo: false,
    termsAccepted: true,
    status: 'awaiting_payment',
  },
};

describe('orders projection', () => {
  it('shows a placed order with its priced lines as decimal text and a created entry', () => {
    spec
      .given()
      .when(record(stream, placed, '2026-02-01T09:00:00.000Z'))
      .then({
        id: 'o1',
        organisation_id: 'acme',
        short_code: 'O1',
        status: 'awaiting_payment',
        payment_method: 'online',
        value: '674.40',
        subscription_unit_price: '7.95',
        line_items: [{ design_id: 'd1', design_name: 'Gold', stock: false, quantity: 30, unit_price: '21.95', total: '658.50' }],
        meta: { createdBy: 'admin@acme.example', createdAt: '2026-02-01T09:00:00.000Z', updatedAt: '2026-02-01T09:00:00.000Z' },
        history: [expect.objectContaining({ action: 'created', by: 'admin@acme.example', at: '2026-02-01T09:00:00.000Z' })],
      });
  });

  it('follows fulfilment: paid, invoiced value, courier id, shipped, cards, completed', () => {
    const events: OrderEvent[] = [
      { type: 'OrderPaid', data: { orderId: 'o1', method: 'online', provider: 'embedded', sessionId: 'cs_1' } },
      { type: 'OrderInvoiced', data: { orderId: 'o1', invoiceNo: 'INV-9', invoiceUrl: 'https://inv.example/9', value: 80928 } },
      { type: 'OrderSentToCourier', data: { orderId: 'o1', courier: 'simulated', courierOrderId: '1001' } },
      { type: 'OrderShipped', data: { orderId: 'o1', trackingUrl: 'https://track.example/1', posted: false } },
      { type: 'CardsAssignedToOrder', data: { orderId: 'o1', cardIds: ['a'.repeat(32), 'b'.repeat(32)], designId: 'd1', demo: false } },
    ];
    spec
      .given(record(stream, placed), ...events.map((e) => record(stream, e)))
      .when(record(stream, { type: 'OrderCompleted', data: { orderId: 'o1' } }, '2026-02-03T12:00:00.000Z'))
      .then({
        status: 'completed',
        invoice_no: 'INV-9',
        value: '809.28',
        list_value: '674.40',
        royal_mail_order_id: '1001',
        tracking_url: 'https://track.example/1',
        cardCount: 2,
        meta: expect.objectContaining({ updatedAt: '2026-02-03T12:00:00.000Z' }),
        history: ['created', 'paid', 'invoiced', 'updated', 'shipped', 'assign_cards', 'completed'].map((action) => expect.objectContaining({ action })),
      });
  });

  it('records label edits and a cancellation with its comment', () => {
    spec
      .given(record(stream, placed), record(stream, { type: 'OrderDetailsUpdated', data: { orderId: 'o1', changes: { name: 'Launch', trackingUrl: 'https://t.example' } } }))
      .when(record(stream, { type: 'OrderCancelled', data: { orderId: 'o1', comment: 'Duplicate' } }))
      .then({ name: 'Launch', tracking_url: 'https://t.example', status: 'cancelled', history: [expect.anything(), expect.objectContaining({ action: 'updated', data: { name: 'Launch', tracking_url: 'https://t.example' } }), expect.objectContaining({ action: 'cancelled', comment: 'Duplicate' })] });
  });

  it('applies an event once', () => {
    const first = record(stream, placed);
    const paid = record(stream, { type: 'OrderPaid', data: { orderId: 'o1', method: 'manual', provider: null, sessionId: null } });
    spec.given(first, paid).when(paid).thenNotUpdated();
  });
});
