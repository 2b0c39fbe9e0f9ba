import { introductionsValue, organisationLeadValue } from './lead-value';

describe("an organisation's lead value", () => {
  it('is 3980 in the organisation currency when nothing is set', () => {
    expect(organisationLeadValue({ intl: { currency: 'EUR' } })).toEqual({ leadValue: 3980, currency: 'EUR' });
    expect(organisationLeadValue(null)).toEqual({ leadValue: 3980, currency: 'GBP' });
  });

  it("is named in the lead value's own currency, not the organisation's", () => {
    const lead = organisationLeadValue({ intl: { currency: 'GBP' }, features: { exchange: { leadValue: 120, leadCurrency: 'USD' } } });
    expect(lead).toEqual({ leadValue: 120, currency: 'USD' });
    expect(introductionsValue(3, lead)).toBe(360);
  });
});
