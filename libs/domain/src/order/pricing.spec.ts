import { formatMinorUnits, money, multiplyMoney, parseMinorUnits, sumMoney } from './money';
import { priceLine, priceSubscriptions, quantityAtLeastMinimum, unitPriceFor } from './pricing';

const unit = (stock: boolean, quantity: number) => formatMinorUnits(unitPriceFor(stock, quantity).minor);

describe('the price list (spec 002 section 9)', () => {
  it('prices stock designs at 14.95 whatever the quantity', () => {
    for (const quantity of [1, 29, 30, 1000, 5000]) expect(unit(true, quantity)).toBe('14.95');
  });

  it.each([
    [5, '23.95'],
    [29, '23.95'],
    [30, '21.95'],
    [59, '21.95'],
    [60, '19.95'],
    [119, '19.95'],
    [120, '18.50'],
    [199, '18.50'],
    [200, '17.00'],
    [299, '17.00'],
    [300, '16.00'],
    [399, '16.00'],
    [400, '15.00'],
    [499, '15.00'],
    [500, '14.00'],
    [999, '14.00'],
    [1000, '13.00'],
    [25000, '13.00'],
  ])('prices %i custom cards at %s each', (quantity, price) => {
    expect(unit(false, quantity)).toBe(price);
  });

  it('totals a line exactly: quantity times the tier price, in pence', () => {
    expect(priceLine(false, 30).total).toEqual(money(65850));
    expect(priceLine(false, 120).total).toEqual(money(222000));
    expect(priceLine(false, 3).total).toEqual(money(7185));
    expect(priceLine(true, 7).total).toEqual(money(10465));
    // 0.1 + 0.2 style drift cannot happen: 1000 lines of 0.10 are exactly 100.00.
    expect(formatMinorUnits(sumMoney(Array.from({ length: 1000 }, () => money(10))).minor)).toBe('100.00');
  });

  it('prices subscriptions at 7.95 each per year', () => {
    expect(formatMinorUnits(priceSubscriptions(1).total.minor)).toBe('7.95');
    expect(formatMinorUnits(priceSubscriptions(12).total.minor)).toBe('95.40');
  });

  it('raises a quantity below the minimum to it: 1 stock, 5 custom', () => {
    expect(quantityAtLeastMinimum(true, 0)).toBe(1);
    expect(quantityAtLeastMinimum(false, 2)).toBe(5);
    expect(quantityAtLeastMinimum(false, 40)).toBe(40);
  });
});

describe('money', () => {
  it('parses decimal text digit by digit', () => {
    expect(parseMinorUnits('21.95')).toBe(2195);
    expect(parseMinorUnits('13')).toBe(1300);
    expect(parseMinorUnits('0.5')).toBe(50);
    expect(parseMinorUnits(' 1234.01 ')).toBe(123401);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '1,000.00', '.5']) expect(parseMinorUnits(bad)).toBeNull();
  });

  it('prints minor units with two decimals', () => {
    expect(formatMinorUnits(1300)).toBe('13.00');
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits(-50)).toBe('-0.50');
  });

  it('refuses fractions of a minor unit and mixed currencies', () => {
    expect(() => money(0.5)).toThrow();
    expect(() => multiplyMoney(money(100), 1.5)).toThrow();
    expect(() => sumMoney([money(1, 'GBP'), money(1, 'EUR')])).toThrow();
  });
});
