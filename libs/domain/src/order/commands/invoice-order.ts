import { parseMinorUnits } from '../money';
import type { InvoiceOrder } from '../order.commands';
import type { OrderInvoiced } from '../order.events';
import { ORDER_ERROR_MESSAGES } from '../order.messages';
import type { OrderState } from '../order.state';
import { assertNotCancelled, assertOrderExists, FieldProblems } from './order-refusal';

/** Superadmin: the invoice number, its URL and its value are all required (spec 002 section 5). */
export const invoiceOrder = (command: InvoiceOrder, state: OrderState): OrderInvoiced[] => {
  assertOrderExists(state, command.metadata.organisationId);
  const { invoiceNo, invoiceUrl, value } = command.data;
  const problems = new FieldProblems();
  if (invoiceNo === '') problems.add('invoice_no', ORDER_ERROR_MESSAGES.invoiceNoRequired);
  if (invoiceUrl === '') problems.add('invoice_url', ORDER_ERROR_MESSAGES.invoiceUrlRequired);
  const minor = value === '' ? null : parseMinorUnits(value);
  if (value === '') problems.add('value', ORDER_ERROR_MESSAGES.invoiceValueRequired);
  else if (minor === null) problems.add('value', ORDER_ERROR_MESSAGES.invoiceValueInvalid);
  problems.throwIfAny();
  assertNotCancelled(state);
  return [{ type: 'OrderInvoiced', data: { orderId: state.orderId, invoiceNo, invoiceUrl, value: minor as number } }];
};
