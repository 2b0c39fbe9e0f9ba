/**
 * The order aggregate's error codes and texts. Where spec 002 (sections 5 and 8) words a message it is
 * used as is; the rest are worded in the same style. libs/contracts re-exports them for the api and the
 * portal, so there is one copy.
 */
export const ORDER_ERROR_CODES = {
  notFound: 'order.not_found',
  exists: 'order.exists',
  invalid: 'order.invalid',
  noPaidSubscriptions: 'order.no_paid_subscriptions',
  trialSubscriptions: 'order.trial_subscriptions',
  alreadyPaid: 'order.already_paid',
  cancelled: 'order.cancelled',
  completed: 'order.completed',
  notAwaitingPayment: 'order.not_awaiting_payment',
  courierOrderExists: 'order.courier_order_exists',
  demoNotEligible: 'order.demo_not_eligible',
  demoAlreadyOrdered: 'order.demo_already_ordered',
} as const;

export const ORDER_ERROR_MESSAGES = {
  notFound: 'Order not found',
  exists: 'Order already exists',
  attentionRequired: 'Please enter a named contact for delivery',
  contactNumberRequired: 'Please enter a contact number for delivery',
  locationRequired: 'Please select a delivery address',
  paymentMethodRequired: 'Please select a payment method',
  lineItemsRequired: 'Please add at least one design to your order',
  termsRequired: 'Please accept the Terms and Conditions of Service',
  subscriptionsInvalid: 'Please enter a valid number of subscriptions',
  designNotFound: 'Design not found',
  stockDesignNotFound: 'Stock design not found',
  designArchived: 'Archived designs cannot be ordered',
  designNotApproved: 'Only designs with an approved proof can be ordered',
  quantityBelowMinimum: (minimum: number, stock: boolean): string => `Please order at least ${minimum} ${stock ? 'stock' : 'custom'} ${minimum === 1 ? 'card' : 'cards'} of this design`,
  quantityTooLarge: (maximum: string): string => `Please order at most ${maximum} cards of one design`,
  demoOneLine: 'A demo order has exactly one design',
  demoNotEligible: 'Free demo cards are only available to demo accounts',
  demoAlreadyOrdered: 'Free demo cards have already been ordered for this organisation',
  noPaidSubscriptions: 'You can not purchase any NFC cards, as you do not have any active paid subscriptions...',
  trialSubscriptions: 'Subscriptions can only be added to non-trial accounts',
  invoiceOnly: 'Subscriptions are paid by invoice',
  alreadyPaid: 'Order has already been paid',
  cancelled: 'Order has been cancelled',
  completed: 'Order has been completed',
  notAwaitingPayment: 'This order is not awaiting an online payment',
  courierOrderExists: 'This order has already been sent to Click and Drop',
  invoiceNoRequired: 'Please enter the invoice number',
  invoiceUrlRequired: 'Please enter the invoice URL',
  invoiceValueRequired: 'Please enter the invoice value',
  invoiceValueInvalid: 'Please enter the invoice value as an amount, like 123.45',
  cardIdsRequired: 'Please scan at least one card',
  designRequired: 'Please select a design',
} as const;
