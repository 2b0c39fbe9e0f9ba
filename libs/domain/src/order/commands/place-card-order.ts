import { DomainError } from '../../shared';
import { money, ORDER_CURRENCY, sumMoney } from '../money';
import type { CardOrderForm, OrderableDesign, PlaceCardOrder } from '../order.commands';
import type { OrderLineItem, OrderPlaced } from '../order.events';
import { ORDER_ERROR_CODES, ORDER_ERROR_MESSAGES } from '../order.messages';
import type { OrderState } from '../order.state';
import { MAX_LINE_QUANTITY, MAX_ORDER_SUBSCRIPTIONS, minimumQuantity, priceLine, priceSubscriptions } from '../pricing';
import { FieldProblems } from './order-refusal';

const wholeIn = (value: number, min: number, max: number) => Number.isSafeInteger(value) && value >= min && value <= max;

/** Every line checked against its design; the priced lines when all are fine. */
const priceLines = (form: CardOrderForm, designs: Readonly<Record<string, OrderableDesign>>, problems: FieldProblems): OrderLineItem[] => {
  const lines: OrderLineItem[] = [];
  form.lineItems.forEach((line, index) => {
    const path = `line_items.${index}`;
    const design = designs[line.designId];
    if (!design || design.stock !== line.stock) {
      problems.add(`${path}.design_id`, line.stock ? ORDER_ERROR_MESSAGES.stockDesignNotFound : ORDER_ERROR_MESSAGES.designNotFound);
      return;
    }
    if (design.archived) problems.add(`${path}.design_id`, ORDER_ERROR_MESSAGES.designArchived);
    // Demo cards skip proof approval (spec 002 section 4); stock designs need none.
    else if (!design.stock && !design.approved && !form.demo) problems.add(`${path}.design_id`, ORDER_ERROR_MESSAGES.designNotApproved);
    const minimum = minimumQuantity(design.stock);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < minimum) problems.add(`${path}.quantity`, ORDER_ERROR_MESSAGES.quantityBelowMinimum(minimum, design.stock));
    else if (line.quantity > MAX_LINE_QUANTITY) problems.add(`${path}.quantity`, ORDER_ERROR_MESSAGES.quantityTooLarge(MAX_LINE_QUANTITY.toLocaleString('en-GB')));
    else {
      const { unitPrice, total } = priceLine(design.stock, line.quantity);
      lines.push({ designId: line.designId, designName: design.name, stock: design.stock, quantity: line.quantity, unitPrice: unitPrice.minor, total: total.minor });
    }
  });
  return lines;
};

/**
 * A card order (spec 002 sections 4 and 5): every form problem is answered at once with the spec's
 * messages; then the account rules: no cards without paid subscriptions, and free demo cards only for
 * a trial account, by invoice, with one line. Online orders wait for payment; invoice orders are new.
 */
export const placeCardOrder = (command: PlaceCardOrder, state: OrderState): OrderPlaced[] => {
  if (state.exists) throw new DomainError(ORDER_ERROR_CODES.exists, ORDER_ERROR_MESSAGES.exists, 'conflict');
  const { orderId, shortCode, form, facts } = command.data;
  const problems = new FieldProblems();
  if (form.attention === '') problems.add('attention', ORDER_ERROR_MESSAGES.attentionRequired);
  if (form.contactNumber === '') problems.add('contact_number', ORDER_ERROR_MESSAGES.contactNumberRequired);
  if (form.locationId === null || facts.address === null) problems.add('location_id', ORDER_ERROR_MESSAGES.locationRequired);
  if (form.paymentMethod === null && !form.demo) problems.add('payment_method', ORDER_ERROR_MESSAGES.paymentMethodRequired);
  if (form.lineItems.length === 0) problems.add('line_items', ORDER_ERROR_MESSAGES.lineItemsRequired);
  if (form.demo && form.lineItems.length > 1) problems.add('line_items', ORDER_ERROR_MESSAGES.demoOneLine);
  const lines = priceLines(form, facts.designs, problems);
  const subscriptions = form.requireSubscriptions ? form.subscriptions : 0;
  if (form.requireSubscriptions && !wholeIn(form.subscriptions, 1, MAX_ORDER_SUBSCRIPTIONS)) problems.add('subscriptions', ORDER_ERROR_MESSAGES.subscriptionsInvalid);
  if (!form.termsAccepted) problems.add('terms_accepted', ORDER_ERROR_MESSAGES.termsRequired);
  problems.throwIfAny();

  if (form.demo && !facts.account.trial) throw new DomainError(ORDER_ERROR_CODES.demoNotEligible, ORDER_ERROR_MESSAGES.demoNotEligible, 'rule');
  if (!form.demo && facts.account.purchasedSubscriptions <= 0) throw new DomainError(ORDER_ERROR_CODES.noPaidSubscriptions, ORDER_ERROR_MESSAGES.noPaidSubscriptions, 'rule');
  if (subscriptions > 0 && facts.account.trial) throw new DomainError(ORDER_ERROR_CODES.trialSubscriptions, ORDER_ERROR_MESSAGES.trialSubscriptions, 'rule');

  const paymentMethod = form.demo ? 'invoice' : (form.paymentMethod ?? 'invoice');
  const total = sumMoney([...lines.map((line) => money(line.total)), priceSubscriptions(subscriptions).total]);
  return [
    {
      type: 'OrderPlaced',
      data: {
        orderId,
        organisationId: command.metadata.organisationId,
        shortCode,
        kind: 'cards',
        name: form.name,
        attention: form.attention,
        contactNumber: form.contactNumber,
        addressId: form.locationId,
        address: facts.address,
        po: form.po,
        notes: form.notes,
        subscriptions,
        subscriptionUnitPrice: priceSubscriptions(1).unitPrice.minor,
        lineItems: lines,
        paymentMethod,
        currency: ORDER_CURRENCY,
        value: form.demo ? 0 : total.minor,
        demo: form.demo,
        termsAccepted: true,
        status: paymentMethod === 'online' ? 'awaiting_payment' : 'new',
      },
    },
  ];
};
