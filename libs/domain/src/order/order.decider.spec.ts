import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import { freeDemoOrderDecider, freeDemoOrderStreamId } from './free-demo-order';
import type { CardOrderFacts, CardOrderForm, OrderCommand } from './order.commands';
import { orderDecider, orderShortCode, orderStreamId } from './order.decider';
import type { DeliveryAddress, OrderEvent, OrderPlaced } from './order.events';
import { ORDER_ERROR_CODES, ORDER_ERROR_MESSAGES } from './order.messages';

const spec = deciderSpec(orderDecider);
const ORG = 'acme';
const metadata: CommandMetadata = { organisationId: ORG, actor: { userId: 'u1', email: 'admin@acme.example' }, correlationId: 'c1', now: '2026-01-10T10:00:00.000Z' };
const address: DeliveryAddress = { name: 'HQ', line1: '1 High Street', line2: '', city: 'London', region: '', postcode: 'N1 1AA', country: 'United Kingdom' };

const form = (overrides: Partial<CardOrderForm> = {}): CardOrderForm => ({
  name: '',
  attention: 'Ann Lee',
  contactNumber: '020 7946 0000',
  locationId: 'loc-1',
  paymentMethod: 'online',
  po: 'PO-7',
  notes: '',
  requireSubscriptions: false,
  subscriptions: 0,
  lineItems: [{ designId: 'd-custom', stock: false, quantity: 30 }],
  demo: false,
  termsAccepted: true,
  ...overrides,
});

const facts = (overrides: Partial<CardOrderFacts> = {}): CardOrderFacts => ({
  address,
  designs: {
    'd-custom': { name: 'Acme gold', stock: false, approved: true, archived: false },
    'd-stock': { name: 'Classic black', stock: true, approved: true, archived: false },
    'd-proofing': { name: 'Draft', stock: false, approved: false, archived: false },
    'd-archived': { name: 'Old', stock: false, approved: true, archived: true },
  },
  account: { trial: false, purchasedSubscriptions: 10 },
  ...overrides,
});

const place = (f: Partial<CardOrderForm> = {}, x: Partial<CardOrderFacts> = {}): OrderCommand => ({
  type: 'PlaceCardOrder',
  data: { orderId: 'o1', shortCode: 'O1', form: form(f), facts: facts(x) },
  metadata,
});

const placed = (overrides: Partial<OrderPlaced['data']> = {}): OrderPlaced => ({
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    organisationId: ORG,
    shortCode: 'O1',
    kind: 'cards',
    name: '',
    attention: 'Ann Lee',
    contactNumber: '020 7946 0000',
    addressId: 'loc-1',
    address,
    po: 'PO-7',
    notes: '',
    subscriptions: 0,
    subscriptionUnitPrice: 795,
    lineItems: [{ designId: 'd-custom', designName: 'Acme gold', stock: false, quantity: 30, unitPrice: 2195, total: 65850 }],
    paymentMethod: 'online',
    currency: 'GBP',
    value: 65850,
    demo: false,
    termsAccepted: true,
    status: 'awaiting_payment',
    ...overrides,
  },
});
const invoicePlaced = placed({ paymentMethod: 'invoice', status: 'new' });
const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', method: 'online', provider: 'embedded', sessionId: 'cs_1' } };
const completed: OrderEvent = { type: 'OrderCompleted', data: { orderId: 'o1' } };
const cancelled: OrderEvent = { type: 'OrderCancelled', data: { orderId: 'o1', comment: '' } };
const command = <T extends OrderCommand['type']>(type: T, data: object = {}): OrderCommand => ({ type, data: { orderId: 'o1', ...data }, metadata }) as OrderCommand;

describe('orderDecider', () => {
  it('names its stream order-<id> and a short code from the id', () => {
    expect(orderStreamId('9f1c2d3e-aaaa')).toBe('order-9f1c2d3e-aaaa');
    expect(orderShortCode('9f1c2d3e-4b5a-4c6d-8e7f-001122334455')).toBe('9F1C2D3E');
  });

  describe('PlaceCardOrder', () => {
    it('prices an online order of 30 custom cards at the 30+ tier and waits for payment', () => {
      spec.given().when(place()).then(placed());
    });

    it('places an invoice order as new, with stock lines and subscriptions added to the value', () => {
      spec
        .given()
        .when(place({ paymentMethod: 'invoice', requireSubscriptions: true, subscriptions: 3, lineItems: [{ designId: 'd-stock', stock: true, quantity: 2 }, { designId: 'd-custom', stock: false, quantity: 29 }] }))
        .then(
          placed({
            paymentMethod: 'invoice',
            status: 'new',
            subscriptions: 3,
            lineItems: [
              { designId: 'd-stock', designName: 'Classic black', stock: true, quantity: 2, unitPrice: 1495, total: 2990 },
              { designId: 'd-custom', designName: 'Acme gold', stock: false, quantity: 29, unitPrice: 2395, total: 69455 },
            ],
            // 29.90 + 694.55 + 3 x 7.95
            value: 2990 + 69455 + 2385,
          }),
        );
    });

    it('answers every missing field at once with the spec messages', () => {
      const error = spec
        .given()
        .when(place({ attention: '', contactNumber: '', locationId: null, paymentMethod: null, lineItems: [], termsAccepted: false }))
        .thenThrows(ORDER_ERROR_CODES.invalid, 'Please enter a named contact for delivery');
      expect(error.errors).toEqual([
        { path: 'attention', msg: 'Please enter a named contact for delivery' },
        { path: 'contact_number', msg: 'Please enter a contact number for delivery' },
        { path: 'location_id', msg: 'Please select a delivery address' },
        { path: 'payment_method', msg: 'Please select a payment method' },
        { path: 'line_items', msg: 'Please add at least one design to your order' },
        { path: 'terms_accepted', msg: 'Please accept the Terms and Conditions of Service' },
      ]);
    });

    it('refuses an address that is not one of the organisation’s', () => {
      const error = spec.given().when(place({}, { address: null })).thenThrows(ORDER_ERROR_CODES.invalid);
      expect(error.errors).toEqual([{ path: 'location_id', msg: 'Please select a delivery address' }]);
    });

    it('checks each line against its design and the minimum quantities', () => {
      const error = spec
        .given()
        .when(
          place({
            lineItems: [
              { designId: 'missing', stock: false, quantity: 5 },
              { designId: 'missing', stock: true, quantity: 5 },
              { designId: 'd-archived', stock: false, quantity: 5 },
              { designId: 'd-proofing', stock: false, quantity: 5 },
              { designId: 'd-custom', stock: false, quantity: 4 },
              { designId: 'd-stock', stock: true, quantity: 0 },
              { designId: 'd-custom', stock: false, quantity: 100_001 },
            ],
          }),
        )
        .thenThrows(ORDER_ERROR_CODES.invalid);
      expect(error.errors).toEqual([
        { path: 'line_items.0.design_id', msg: 'Design not found' },
        { path: 'line_items.1.design_id', msg: 'Stock design not found' },
        { path: 'line_items.2.design_id', msg: 'Archived designs cannot be ordered' },
        { path: 'line_items.3.design_id', msg: 'Only designs with an approved proof can be ordered' },
        { path: 'line_items.4.quantity', msg: 'Please order at least 5 custom cards of this design' },
        { path: 'line_items.5.quantity', msg: 'Please order at least 1 stock card of this design' },
        { path: 'line_items.6.quantity', msg: 'Please order at most 100,000 cards of one design' },
      ]);
    });

    it('refuses cards to an account with no purchased subscriptions, with the blocking dialog text', () => {
      spec.given().when(place({}, { account: { trial: false, purchasedSubscriptions: 0 } })).thenThrows(ORDER_ERROR_CODES.noPaidSubscriptions, ORDER_ERROR_MESSAGES.noPaidSubscriptions);
    });

    it('lets a trial account order cards (the portal warns), but not buy subscriptions with them', () => {
      spec.given().when(place({}, { account: { trial: true, purchasedSubscriptions: 3 } })).then(placed());
      spec
        .given()
        .when(place({ requireSubscriptions: true, subscriptions: 2 }, { account: { trial: true, purchasedSubscriptions: 3 } }))
        .thenThrows(ORDER_ERROR_CODES.trialSubscriptions, 'Subscriptions can only be added to non-trial accounts');
    });

    it('refuses an invalid number of subscriptions when they are required', () => {
      const error = spec.given().when(place({ requireSubscriptions: true, subscriptions: 0 })).thenThrows(ORDER_ERROR_CODES.invalid);
      expect(error.errors).toEqual([{ path: 'subscriptions', msg: 'Please enter a valid number of subscriptions' }]);
    });

    it('fixes a demo order to invoice and free, and lets it use a design still in proofing', () => {
      const trial = { account: { trial: true, purchasedSubscriptions: 3 } };
      spec
        .given()
        .when(place({ demo: true, paymentMethod: 'online', lineItems: [{ designId: 'd-proofing', stock: false, quantity: 5 }] }, trial))
        .then(placed({ demo: true, paymentMethod: 'invoice', status: 'new', value: 0, lineItems: [{ designId: 'd-proofing', designName: 'Draft', stock: false, quantity: 5, unitPrice: 2395, total: 11975 }] }));
    });

    it('keeps a demo order to one line and to trial accounts', () => {
      const trial = { account: { trial: true, purchasedSubscriptions: 3 } };
      const twoLines = [{ designId: 'd-custom', stock: false, quantity: 5 }, { designId: 'd-stock', stock: true, quantity: 1 }];
      expect(spec.given().when(place({ demo: true, lineItems: twoLines }, trial)).thenThrows(ORDER_ERROR_CODES.invalid).errors).toEqual([{ path: 'line_items', msg: 'A demo order has exactly one design' }]);
      spec.given().when(place({ demo: true })).thenThrows(ORDER_ERROR_CODES.demoNotEligible, 'Free demo cards are only available to demo accounts');
      // Branded demo cards still need the custom minimum of 5.
      expect(spec.given().when(place({ demo: true, lineItems: [{ designId: 'd-custom', stock: false, quantity: 4 }] }, trial)).thenThrows(ORDER_ERROR_CODES.invalid).errors[0].path).toBe('line_items.0.quantity');
    });

    it('is placed once', () => {
      spec.given(placed()).when(place()).thenThrows(ORDER_ERROR_CODES.exists);
    });
  });

  describe('PlaceSubscriptionOrder', () => {
    const order = (subscriptions: number, overrides: object = {}, account = { trial: false, purchasedSubscriptions: 5 }): OrderCommand => ({
      type: 'PlaceSubscriptionOrder',
      data: { orderId: 's1', shortCode: 'S1', form: { po: '', notes: 'More please', subscriptions, paymentMethod: 'invoice', termsAccepted: true, ...overrides }, account },
      metadata,
    });

    it('prices subscriptions at 7.95 each and places an invoice order', () => {
      spec
        .given()
        .when(order(10))
        .then({
          type: 'OrderPlaced',
          data: expect.objectContaining({ orderId: 's1', kind: 'subscriptions', subscriptions: 10, subscriptionUnitPrice: 795, value: 7950, lineItems: [], paymentMethod: 'invoice', status: 'new' }) as never,
        });
    });

    it('refuses fewer than one subscription and unaccepted terms', () => {
      const error = spec.given().when(order(0, { termsAccepted: false })).thenThrows(ORDER_ERROR_CODES.invalid, 'Please enter a valid number of subscriptions');
      expect(error.errors).toEqual([
        { path: 'subscriptions', msg: 'Please enter a valid number of subscriptions' },
        { path: 'terms_accepted', msg: 'Please accept the Terms and Conditions of Service' },
      ]);
    });

    it('refuses a trial account', () => {
      spec.given().when(order(1, {}, { trial: true, purchasedSubscriptions: 3 })).thenThrows(ORDER_ERROR_CODES.trialSubscriptions);
    });
  });

  describe('payment', () => {
    it('opens a checkout session only while awaiting payment', () => {
      spec.given(placed()).when(command('OpenCheckoutSession', { provider: 'embedded', sessionId: 'cs_1' })).then({ type: 'CheckoutSessionOpened', data: { orderId: 'o1', provider: 'embedded', sessionId: 'cs_1' } });
      spec.given(placed(), paid).when(command('OpenCheckoutSession', { provider: 'embedded', sessionId: 'cs_2' })).thenThrows(ORDER_ERROR_CODES.alreadyPaid, 'Order has already been paid');
      spec.given(invoicePlaced).when(command('OpenCheckoutSession', { provider: 'embedded', sessionId: 'cs_2' })).thenThrows(ORDER_ERROR_CODES.notAwaitingPayment);
      spec.given(placed(), cancelled).when(command('OpenCheckoutSession', { provider: 'embedded', sessionId: 'cs_2' })).thenThrows(ORDER_ERROR_CODES.cancelled);
    });

    it('marks an order paid once: the same session again records nothing', () => {
      const online = command('MarkOrderPaid', { method: 'online', provider: 'embedded', sessionId: 'cs_1' });
      spec.given(placed()).when(online).then(paid);
      spec.given(placed(), paid).when(online).then();
      spec.given(placed(), paid).when(command('MarkOrderPaid', { method: 'online', provider: 'embedded', sessionId: 'cs_9' })).thenThrows(ORDER_ERROR_CODES.alreadyPaid);
    });

    it('disables mark as paid once paid, completed or cancelled', () => {
      const manual = command('MarkOrderPaid', { method: 'manual', provider: null, sessionId: null });
      spec.given(invoicePlaced).when(manual).then({ type: 'OrderPaid', data: { orderId: 'o1', method: 'manual', provider: null, sessionId: null } });
      spec.given(invoicePlaced, paid).when(manual).thenThrows(ORDER_ERROR_CODES.alreadyPaid);
      spec.given(invoicePlaced, completed).when(manual).thenThrows(ORDER_ERROR_CODES.alreadyPaid);
      spec.given(invoicePlaced, cancelled).when(manual).thenThrows(ORDER_ERROR_CODES.cancelled);
    });

    it('credits the subscriptions of a paid order once', () => {
      const withSubscriptions = placed({ subscriptions: 4 });
      spec.given(withSubscriptions).when(command('CreditOrderSubscriptions')).then();
      spec.given(withSubscriptions, paid).when(command('CreditOrderSubscriptions')).then({ type: 'OrderSubscriptionsCredited', data: { orderId: 'o1', subscriptions: 4 } });
      spec.given(withSubscriptions, paid, { type: 'OrderSubscriptionsCredited', data: { orderId: 'o1', subscriptions: 4 } }).when(command('CreditOrderSubscriptions')).then();
    });
  });

  describe('fulfilment (superadmin)', () => {
    it('requires invoice number, URL and value, and keeps the value exact', () => {
      const error = spec.given(invoicePlaced).when(command('InvoiceOrder', { invoiceNo: '', invoiceUrl: '', value: '' })).thenThrows(ORDER_ERROR_CODES.invalid);
      expect(error.errors.map((e) => e.path)).toEqual(['invoice_no', 'invoice_url', 'value']);
      spec.given(invoicePlaced).when(command('InvoiceOrder', { invoiceNo: 'INV-1', invoiceUrl: 'https://x.example/i/1', value: '12.3x' })).thenThrows(ORDER_ERROR_CODES.invalid, ORDER_ERROR_MESSAGES.invoiceValueInvalid);
      spec
        .given(invoicePlaced)
        .when(command('InvoiceOrder', { invoiceNo: 'INV-1', invoiceUrl: 'https://x.example/i/1', value: '790.20' }))
        .then({ type: 'OrderInvoiced', data: { orderId: 'o1', invoiceNo: 'INV-1', invoiceUrl: 'https://x.example/i/1', value: 79020 } });
    });

    it('sends to the courier unless cancelled or already sent', () => {
      spec.given(invoicePlaced).when(command('SendOrderToCourier')).then();
      spec.given(invoicePlaced).when(command('RecordCourierOrder', { courier: 'simulated', courierOrderId: '1001' })).then({ type: 'OrderSentToCourier', data: { orderId: 'o1', courier: 'simulated', courierOrderId: '1001' } });
      spec.given(invoicePlaced, { type: 'OrderSentToCourier', data: { orderId: 'o1', courier: 'simulated', courierOrderId: '1001' } }).when(command('SendOrderToCourier')).thenThrows(ORDER_ERROR_CODES.courierOrderExists);
      spec.given(invoicePlaced, cancelled).when(command('SendOrderToCourier')).thenThrows(ORDER_ERROR_CODES.cancelled);
    });

    it('ships with a tracking URL or posts without one', () => {
      spec.given(invoicePlaced).when(command('ShipOrder', { trackingUrl: 'https://track.example/1', posted: false })).then({ type: 'OrderShipped', data: { orderId: 'o1', trackingUrl: 'https://track.example/1', posted: false } });
      spec.given(invoicePlaced).when(command('ShipOrder', { trackingUrl: 'ignored', posted: true })).then({ type: 'OrderShipped', data: { orderId: 'o1', trackingUrl: null, posted: true } });
      spec.given(invoicePlaced, cancelled).when(command('ShipOrder', { trackingUrl: null, posted: true })).thenThrows(ORDER_ERROR_CODES.cancelled);
    });

    it('disables complete once completed or cancelled, and cancel once cancelled or completed', () => {
      spec.given(invoicePlaced, paid).when(command('CompleteOrder')).then(completed);
      spec.given(invoicePlaced, completed).when(command('CompleteOrder')).thenThrows(ORDER_ERROR_CODES.completed);
      spec.given(invoicePlaced, cancelled).when(command('CompleteOrder')).thenThrows(ORDER_ERROR_CODES.cancelled);
      spec.given(placed()).when(command('CancelOrder', { comment: 'Changed our mind' })).then({ type: 'OrderCancelled', data: { orderId: 'o1', comment: 'Changed our mind' } });
      spec.given(placed(), cancelled).when(command('CancelOrder', { comment: '' })).thenThrows(ORDER_ERROR_CODES.cancelled);
      spec.given(placed(), completed).when(command('CancelOrder', { comment: '' })).thenThrows(ORDER_ERROR_CODES.completed);
      // The customer may cancel an online order still awaiting payment, and nothing else.
      spec.given(placed()).when(command('CancelOrder', { comment: '', byCustomer: true })).then({ type: 'OrderCancelled', data: { orderId: 'o1', comment: '' } });
      spec.given(invoicePlaced).when(command('CancelOrder', { comment: '', byCustomer: true })).thenThrows(ORDER_ERROR_CODES.customerCancel);
      spec.given(placed(), paid).when(command('CancelOrder', { comment: '', byCustomer: true })).thenThrows(ORDER_ERROR_CODES.customerCancel);
    });

    it('records only the labels that changed', () => {
      spec.given(placed()).when(command('UpdateOrderDetails', { changes: { po: 'PO-7', notes: 'Ring the bell', name: 'Launch cards' } })).then({ type: 'OrderDetailsUpdated', data: { orderId: 'o1', changes: { notes: 'Ring the bell', name: 'Launch cards' } } });
      spec.given(placed()).when(command('UpdateOrderDetails', { changes: { po: 'PO-7' } })).then();
    });

    it('assigns cards once each, never to a cancelled order', () => {
      const assigned: OrderEvent = { type: 'CardsAssignedToOrder', data: { orderId: 'o1', cardIds: ['a'.repeat(32)], designId: 'd-custom', demo: false } };
      spec.given(placed()).when(command('AssignCardsToOrder', { cardIds: ['a'.repeat(32), 'a'.repeat(32)], designId: 'd-custom', demo: false })).then(assigned);
      spec.given(placed(), assigned).when(command('AssignCardsToOrder', { cardIds: ['a'.repeat(32), 'b'.repeat(32)], designId: 'd-custom', demo: false })).then({ ...assigned, data: { ...assigned.data, cardIds: ['b'.repeat(32)] } } as OrderEvent);
      spec.given(placed()).when(command('AssignCardsToOrder', { cardIds: [], designId: '', demo: false })).thenThrows(ORDER_ERROR_CODES.invalid, 'Please select a design');
      spec.given(placed(), cancelled).when(command('AssignCardsToOrder', { cardIds: [], designId: 'd-custom', demo: false })).thenThrows(ORDER_ERROR_CODES.cancelled);
    });

    it('treats another organisation’s order as not found', () => {
      spec.given(placed()).when({ ...command('CompleteOrder'), metadata: { ...metadata, organisationId: 'other' } } as OrderCommand).thenThrows(ORDER_ERROR_CODES.notFound, 'Order not found');
      spec.given().when(command('CompleteOrder')).thenThrows(ORDER_ERROR_CODES.notFound);
    });
  });
});

describe('freeDemoOrderDecider: one free demo order per organisation', () => {
  const demo = deciderSpec(freeDemoOrderDecider);
  const claim = (orderId: string) => ({ type: 'ClaimFreeDemoOrder' as const, data: { orderId }, metadata });
  const release = (orderId: string) => ({ type: 'ReleaseFreeDemoOrder' as const, data: { orderId }, metadata });
  const claimed = (orderId: string) => ({ type: 'FreeDemoOrderClaimed' as const, data: { organisationId: ORG, orderId } });

  it('names its stream freedemo-<organisation>', () => {
    expect(freeDemoOrderStreamId(ORG)).toBe('freedemo-acme');
  });

  it('claims once; a second order is refused; the same order again records nothing', () => {
    demo.given().when(claim('o1')).then(claimed('o1'));
    demo.given(claimed('o1')).when(claim('o1')).then();
    demo.given(claimed('o1')).when(claim('o2')).thenThrows(ORDER_ERROR_CODES.demoAlreadyOrdered, 'Free demo cards have already been ordered for this organisation');
  });

  it('is handed back when the claiming order is cancelled', () => {
    demo.given(claimed('o1')).when(release('o1')).then({ type: 'FreeDemoOrderReleased', data: { organisationId: ORG, orderId: 'o1' } });
    demo.given(claimed('o1')).when(release('o2')).then();
    demo.given(claimed('o1'), { type: 'FreeDemoOrderReleased', data: { organisationId: ORG, orderId: 'o1' } }).when(claim('o2')).then(claimed('o2'));
  });
});
