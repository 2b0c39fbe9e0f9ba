import { z } from 'zod';
import { DEMO_MESSAGES } from './demo-messages';
import { requiredText } from './schema-helpers';
import { boundedString, requiredName, TEXT_LIMITS } from './text-rules';

export { DEMO_MESSAGES };

/**
 * Demo accounts (spec 002 sections 5, 7 and 8, "Demo and partner tools").
 *
 * POST /v2/trials/partner-demo (an admin of a partner organisation, or a superadmin): body
 * {organisation_name, website_url, organisation_size, partner_id, created_by} -> 201 {organisation_id}.
 * organisation_size is the prospect's annual subscriptions: the demo starts with that many. The demo is a
 * 45-day trial tied to the partner, and its creator can open it from the account switcher.
 */

export const DEMO_NAME_MAX = 100;
export const URL_MAX = 2048;
export const ANNUAL_SUBSCRIPTIONS_MAX = 10_000;

/** A company web address: http or https; on blur the form prepends https:// when it is missing. */
export const companyUrl = (message: string) =>
  z
    .string({ error: message })
    .max(URL_MAX, { error: message })
    .trim()
    .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), { error: message });

export const partnerDemoBodySchema = z.object({
  organisation_name: requiredName(DEMO_MESSAGES.organisationNameRequired, 'Organisation name', DEMO_NAME_MAX),
  website_url: companyUrl(DEMO_MESSAGES.companyUrlInvalid),
  organisation_size: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: DEMO_MESSAGES.annualSubscriptionsRequired })
      .int({ error: DEMO_MESSAGES.annualSubscriptionsRange })
      .min(1, { error: DEMO_MESSAGES.annualSubscriptionsRange })
      .max(ANNUAL_SUBSCRIPTIONS_MAX, { error: DEMO_MESSAGES.annualSubscriptionsRange }),
  ),
  partner_id: requiredText(DEMO_MESSAGES.partnerRequired, { label: 'Partner', max: TEXT_LIMITS.id }),
  /** Informational: the server records the signed-in user as the creator. */
  created_by: boundedString({ label: 'Created by', max: TEXT_LIMITS.id }).nullish(),
});
export type PartnerDemoBody = z.output<typeof partnerDemoBodySchema>;
export type PartnerDemoBodyInput = z.input<typeof partnerDemoBodySchema>;

/** 201 of POST /v2/trials/partner-demo. */
export interface PartnerDemoCreated {
  organisation_id: string;
}
