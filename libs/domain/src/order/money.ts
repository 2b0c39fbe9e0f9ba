/**
 * Money as a whole number of minor units (pence) and a currency: sums and products of whole numbers are
 * exact, so no price, line or order total ever passes through a binary fraction. Decimal text ('21.95')
 * is parsed digit by digit and printed the same way.
 */
export interface Money {
  /** Whole minor units (pence for GBP). */
  minor: number;
  currency: string;
}

export const ORDER_CURRENCY = 'GBP';
const MINOR_DIGITS = 2;
const SCALE = 10 ** MINOR_DIGITS;
const DECIMAL = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

export const money = (minor: number, currency: string = ORDER_CURRENCY): Money => {
  if (!Number.isSafeInteger(minor)) throw new Error(`Money must be a whole number of minor units: ${minor}`);
  return { minor, currency };
};

/** '21.95' -> 2195, '13' -> 1300, '0.5' -> 50; null for anything else (negative, three decimals, text). */
export const parseMinorUnits = (text: string): number | null => {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(MINOR_DIGITS, '0'));
  const minor = whole * SCALE + fraction;
  return Number.isSafeInteger(minor) ? minor : null;
};

/** 2195 -> '21.95', 1300 -> '13.00', -50 -> '-0.50'. */
export const formatMinorUnits = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const whole = Math.floor(absolute / SCALE);
  const fraction = String(absolute % SCALE).padStart(MINOR_DIGITS, '0');
  return `${sign}${whole}.${fraction}`;
};

export const addMoney = (a: Money, b: Money): Money => {
  if (a.currency !== b.currency) throw new Error(`Cannot add ${a.currency} to ${b.currency}`);
  return money(a.minor + b.minor, a.currency);
};

/** A unit price times a whole quantity. */
export const multiplyMoney = (unit: Money, quantity: number): Money => {
  if (!Number.isSafeInteger(quantity)) throw new Error(`Quantity must be a whole number: ${quantity}`);
  return money(unit.minor * quantity, unit.currency);
};

export const sumMoney = (amounts: readonly Money[], currency: string = ORDER_CURRENCY): Money => amounts.reduce(addMoney, money(0, currency));
