import type { OrderHistoryAction, OrderHistoryEntry, OrderView } from '@profyle/contracts';
import { formatMinorUnits, ORDER_EVENT_TYPES, type OrderEvent, type RecordedEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** One order, as the billing screens and the production queue read it. */
export interface OrderDoc extends ReadDocument, OrderView {
  organisation_id: string;
  /** Revision of the order's stream. */
  revision: number;
  checkout_session_id: string | null;
}

const byOf = (recorded: RecordedEvent) => recorded.metadata.actor.email ?? recorded.metadata.actor.userId;

const entry = (recorded: RecordedEvent, action: OrderHistoryAction, comment = '', data?: OrderHistoryEntry['data']): OrderHistoryEntry => ({
  id: recorded.id,
  action,
  by: byOf(recorded),
  at: recorded.metadata.occurredAt,
  comment,
  ...(data ? { data } : {}),
});

const LABELS: Record<string, string> = { name: 'name', po: 'po', notes: 'notes', trackingUrl: 'tracking_url' };

/** The document after an event on an existing order: the change, the history entry, the new revision. */
const changed = (doc: OrderDoc, recorded: RecordedEvent, change: Partial<OrderDoc>, history?: OrderHistoryEntry): OrderDoc => ({
  ...doc,
  ...change,
  revision: recorded.revision,
  meta: { ...doc.meta, updatedAt: recorded.metadata.occurredAt },
  history: history ? [...doc.history, history] : doc.history,
});

export const ordersProjection: Projection<OrderDoc> = {
  name: 'orders',
  version: 1,
  eventTypes: ORDER_EVENT_TYPES,
  indexes: [{ fields: [['organisation_id', 1], ['meta.createdAt', -1]] }, { fields: [['status', 1], ['meta.updatedAt', 1]] }],
  documentId: (event) => (event.data as { orderId: string }).orderId,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as OrderEvent;
    if (event.type === 'OrderPlaced') {
      const d = event.data;
      const at = recorded.metadata.occurredAt;
      return {
        _id: d.orderId,
        id: d.orderId,
        organisation_id: d.organisationId,
        organisationId: d.organisationId,
        short_code: d.shortCode,
        kind: d.kind,
        name: d.name,
        attention: d.attention,
        contact_number: d.contactNumber,
        address_id: d.addressId,
        address: d.address,
        royal_mail_order_id: null,
        po: d.po,
        notes: d.notes,
        subscriptions: d.subscriptions,
        subscription_unit_price: formatMinorUnits(d.subscriptionUnitPrice),
        line_items: d.lineItems.map((line) => ({
          design_id: line.designId,
          design_name: line.designName,
          stock: line.stock,
          quantity: line.quantity,
          unit_price: formatMinorUnits(line.unitPrice),
          total: formatMinorUnits(line.total),
        })),
        status: d.status,
        payment_method: d.paymentMethod,
        invoice_no: null,
        invoice_url: null,
        value: formatMinorUnits(d.value),
        list_value: formatMinorUnits(d.value),
        currency: d.currency,
        tracking_url: null,
        posted: false,
        demo: d.demo,
        card_ids: [],
        cardCount: 0,
        terms_accepted: d.termsAccepted,
        checkout_session_id: null,
        revision: recorded.revision,
        meta: { createdBy: byOf(recorded), createdAt: at, updatedAt: at },
        history: [entry(recorded, 'created', '', { kind: d.kind, value: formatMinorUnits(d.value) })],
      };
    }
    if (!doc) return null;
    switch (event.type) {
      case 'OrderDetailsUpdated': {
        const { changes } = event.data;
        const change: Partial<OrderDoc> = {};
        if (changes.name !== undefined) change.name = changes.name;
        if (changes.po !== undefined) change.po = changes.po;
        if (changes.notes !== undefined) change.notes = changes.notes;
        if (changes.trackingUrl !== undefined) change.tracking_url = changes.trackingUrl || null;
        const data = Object.fromEntries(Object.entries(changes).map(([key, value]) => [LABELS[key] ?? key, value ?? '']));
        return changed(doc, recorded, change, entry(recorded, 'updated', '', data));
      }
      case 'OrderInvoiced': {
        const { invoiceNo, invoiceUrl, value } = event.data;
        return changed(doc, recorded, { invoice_no: invoiceNo, invoice_url: invoiceUrl, value: formatMinorUnits(value) }, entry(recorded, 'invoiced', '', { invoice_no: invoiceNo, value: formatMinorUnits(value) }));
      }
      case 'CheckoutSessionOpened':
        return changed(doc, recorded, { checkout_session_id: event.data.sessionId });
      case 'OrderPaid':
        return changed(doc, recorded, { status: 'paid' }, entry(recorded, 'paid', '', { method: event.data.method }));
      case 'OrderSubscriptionsCredited':
        return changed(doc, recorded, {}, entry(recorded, 'updated', '', { subscriptions_added: event.data.subscriptions }));
      case 'OrderSentToCourier':
        return changed(doc, recorded, { royal_mail_order_id: event.data.courierOrderId }, entry(recorded, 'updated', '', { royal_mail_order_id: event.data.courierOrderId }));
      case 'OrderShipped': {
        const { trackingUrl, posted } = event.data;
        return changed(doc, recorded, { tracking_url: trackingUrl ?? doc.tracking_url, posted }, entry(recorded, 'shipped', '', { tracking_url: trackingUrl, posted }));
      }
      case 'OrderCompleted':
        return changed(doc, recorded, { status: 'completed' }, entry(recorded, 'completed'));
      case 'OrderCancelled':
        return changed(doc, recorded, { status: 'cancelled' }, entry(recorded, 'cancelled', event.data.comment));
      case 'CardsAssignedToOrder': {
        const cardIds = [...doc.card_ids, ...event.data.cardIds];
        return changed(doc, recorded, { card_ids: cardIds, cardCount: cardIds.length }, entry(recorded, 'assign_cards', '', { cards: event.data.cardIds.length, design_id: event.data.designId, demo: event.data.demo }));
      }
      default:
        return doc;
    }
  },
};
