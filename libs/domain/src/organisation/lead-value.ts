import { DEFAULT_LEAD_VALUE, DEFAULT_ORGANISATION_INTL } from './organisation.state';

/** What one lead (an introduction) is worth to an organisation, and in which currency. */
export interface LeadValue {
  leadValue: number;
  currency: string;
}

/** The parts of an organisation (its state or its read model) that say what a lead is worth. */
export interface LeadValueSource {
  intl?: { currency?: string } | null;
  features?: { exchange?: { leadValue?: number | null; leadCurrency?: string | null } | null } | null;
}

/**
 * The organisation's lead value (spec 000 section 9: default 3980) in the currency it is set in
 * (`features.exchange.leadCurrency`); an organisation that never chose one values leads in its own
 * currency (`intl.currency`). The dashboard's introductions value and the events' values both use it,
 * so they always name the same currency for the same number.
 */
export const organisationLeadValue = (organisation: LeadValueSource | null | undefined): LeadValue => ({
  leadValue: organisation?.features?.exchange?.leadValue ?? DEFAULT_LEAD_VALUE,
  currency: organisation?.features?.exchange?.leadCurrency ?? organisation?.intl?.currency ?? DEFAULT_ORGANISATION_INTL.currency,
});

/** Introductions value (spec 002 section 9): the number of introductions times the lead value. */
export const introductionsValue = (introductions: number, lead: LeadValue): number => introductions * lead.leadValue;
