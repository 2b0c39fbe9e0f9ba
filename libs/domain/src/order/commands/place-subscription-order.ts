import { DomainError } from '../../shared';
import { ORDER_CURRENCY } from '../money';
import type { PlaceSubscriptionOrder } from '../order.commands';
import type { OrderPlaced } from '../order.events';
import { ORDER_ERROR_CODES, ORDER_ERROR_MESSAGES } from '../order.messages';
import type { OrderState } from '../order.state';
import { MAX_ORDER_SUBSCRIPTIONS, priceSubscriptions } from '../pricing';
import { FieldProblems } from './order-refusal';

/** Subscriptions for a year at the list price; a trial account cannot buy them (its pool comes with the trial). */
export const placeSubscriptionOrder = (command: PlaceSubscriptionOrder, state: OrderState): OrderPlaced[] => {
  if (state.exists) throw new DomainError(ORDER_ERROR_CODES.exists, ORDER_ERROR_MESSAGES.exists, 'conflict');
  const { orderId, shortCode, form, account } = command.data;
  const problems = new FieldProblems();
  if (!(Number.isSafeInteger(form.subscriptions) && form.subscriptions >= 1 && form.subscriptions <= MAX_ORDER_SUBSCRIPTIONS)) problems.add('subscriptions', ORDER_ERROR_MESSAGES.subscriptionsInvalid);
  if (!form.termsAccepted) problems.add('terms_accepted', ORDER_ERROR_MESSAGES.termsRequired);
  problems.throwIfAny();
  if (account.trial) throw new DomainError(ORDER_ERROR_CODES.trialSubscriptions, ORDER_ERROR_MESSAGES.trialSubscriptions, 'rule');

  const { unitPrice, total } = priceSubscriptions(form.subscriptions);
  return [
    {
      type: 'OrderPlaced',
      data: {
        orderId,
        organisationId: command.metadata.organisationId,
        shortCode,
        kind: 'subscriptions',
        name: '',
        attention: '',
        contactNumber: '',
        addressId: null,
        address: null,
        po: form.po,
        notes: form.notes,
        subscriptions: form.subscriptions,
        subscriptionUnitPrice: unitPrice.minor,
        lineItems: [],
        paymentMethod: form.paymentMethod,
        currency: ORDER_CURRENCY,
        value: total.minor,
        demo: false,
        termsAccepted: true,
        status: form.paymentMethod === 'online' ? 'awaiting_payment' : 'new',
      },
    },
  ];
};
