import { type Money, money, multiplyMoney } from './money';

/**
 * The price list (spec 002 section 9), ex VAT, in GBP minor units: stock designs at one price, custom
 * designs priced by the quantity of the line, subscriptions per subscription per year.
 */
export const STOCK_UNIT_PRICE = money(1495);
export const SUBSCRIPTION_UNIT_PRICE = money(795);

/** From a quantity (inclusive) upwards, this unit price applies; the highest tier reached wins. */
export const CUSTOM_PRICE_TIERS: readonly { from: number; unitPrice: Money }[] = [
  { from: 1, unitPrice: money(2395) },
  { from: 30, unitPrice: money(2195) },
  { from: 60, unitPrice: money(1995) },
  { from: 120, unitPrice: money(1850) },
  { from: 200, unitPrice: money(1700) },
  { from: 300, unitPrice: money(1600) },
  { from: 400, unitPrice: money(1500) },
  { from: 500, unitPrice: money(1400) },
  { from: 1000, unitPrice: money(1300) },
];

/** Minimum quantity of a line (spec 002 section 5): 1 stock, 5 custom. */
export const MIN_STOCK_QUANTITY = 1;
export const MIN_CUSTOM_QUANTITY = 5;
/** A line's sanity ceiling: larger runs are arranged with the design team, not through the form. */
export const MAX_LINE_QUANTITY = 100_000;
/** The subscriptions one order may carry. */
export const MAX_ORDER_SUBSCRIPTIONS = 100_000;

export const minimumQuantity = (stock: boolean): number => (stock ? MIN_STOCK_QUANTITY : MIN_CUSTOM_QUANTITY);

/** A quantity added below the minimum takes the minimum (the order form's rule). */
export const quantityAtLeastMinimum = (stock: boolean, quantity: number): number => Math.max(minimumQuantity(stock), Math.floor(quantity) || 0);

export const unitPriceFor = (stock: boolean, quantity: number): Money => {
  if (stock) return STOCK_UNIT_PRICE;
  let price = CUSTOM_PRICE_TIERS[0].unitPrice;
  for (const tier of CUSTOM_PRICE_TIERS) if (quantity >= tier.from) price = tier.unitPrice;
  return price;
};

export interface PricedLine {
  unitPrice: Money;
  total: Money;
}

export const priceLine = (stock: boolean, quantity: number): PricedLine => {
  const unitPrice = unitPriceFor(stock, quantity);
  return { unitPrice, total: multiplyMoney(unitPrice, quantity) };
};

export const priceSubscriptions = (count: number): PricedLine => ({ unitPrice: SUBSCRIPTION_UNIT_PRICE, total: multiplyMoney(SUBSCRIPTION_UNIT_PRICE, count) });
