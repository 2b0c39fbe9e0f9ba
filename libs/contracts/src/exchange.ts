/**
 * The exchange form of a public Profyle (spec 001 section 9, spec 002 "Contact / introduction"): what a
 * visitor posts (an HTML form, so every field arrives as text and consents as one or several values).
 * Name, e-mail and notes are always on; company name, website and phone when the organisation enables
 * them. The rules (name and a valid e-mail required) are the introduction decider's.
 */
import { z } from 'zod';
import { INTRODUCTION_ERROR_MESSAGES } from '@profyle/domain';

export const EXCHANGE_LIMITS = { name: 200, email: 254, company_name: 200, phone: 64, website: 2048, notes: 2000, consent: 500, consents: 50 } as const;

export const EXCHANGE_MESSAGES = {
  ...INTRODUCTION_ERROR_MESSAGES,
  tooLong: (max: number): string => `Must be ${max} characters or fewer`,
} as const;

const field = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value.length <= max, { error: EXCHANGE_MESSAGES.tooLong(max) });

const fromForm = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

export const exchangeFormSchema = z
  .object({
    name: z.preprocess(fromForm, field(EXCHANGE_LIMITS.name)),
    email: z.preprocess(fromForm, field(EXCHANGE_LIMITS.email)),
    company_name: z.preprocess(fromForm, field(EXCHANGE_LIMITS.company_name)),
    phone: z.preprocess(fromForm, field(EXCHANGE_LIMITS.phone)),
    website: z.preprocess(fromForm, field(EXCHANGE_LIMITS.website)),
    notes: z.preprocess(fromForm, field(EXCHANGE_LIMITS.notes)),
    consents: z.preprocess(
      (value) => (value == null ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.string().max(EXCHANGE_LIMITS.consent, { error: EXCHANGE_MESSAGES.tooLong(EXCHANGE_LIMITS.consent) })).max(EXCHANGE_LIMITS.consents),
    ),
    /** The honeypot: hidden from people, filled by robots. */
    fax: z.preprocess(fromForm, z.string().nullish().transform((value) => (value ?? '').slice(0, 200))),
  })
  .transform(({ consents, fax, ...values }) => ({ values, consents, fax }));

export type ExchangeForm = z.output<typeof exchangeFormSchema>;
