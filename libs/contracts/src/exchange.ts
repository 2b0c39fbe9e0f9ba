/**
 * The exchange form of a public Profyle (spec 001 section 9, spec 002 "Contact / introduction"): what a
 * visitor posts (an HTML form, so every field arrives as text and consents as one or several values).
 * Name, e-mail and notes are always on; company name, website and phone when the organisation enables
 * them. The rules (name and a valid e-mail required) are the introduction decider's.
 */
import { z } from 'zod';
import { boundedString, type TextRule } from './text-rules';

export const EXCHANGE_LIMITS = { name: 200, email: 254, company_name: 200, phone: 64, website: 2048, notes: 2000, consent: 500, consents: 50 } as const;

/** A form field (the shared text rules: bounded, no control characters), trimmed; absent is ''. */
const field = (rule: TextRule) =>
  boundedString(rule)
    .nullish()
    .transform((value) => (value ?? '').trim());

const fromForm = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

export const exchangeFormSchema = z
  .object({
    name: z.preprocess(fromForm, field({ label: 'Name', max: EXCHANGE_LIMITS.name })),
    email: z.preprocess(fromForm, field({ label: 'Email', max: EXCHANGE_LIMITS.email })),
    company_name: z.preprocess(fromForm, field({ label: 'Company name', max: EXCHANGE_LIMITS.company_name })),
    phone: z.preprocess(fromForm, field({ label: 'Phone', max: EXCHANGE_LIMITS.phone })),
    website: z.preprocess(fromForm, field({ label: 'Website', max: EXCHANGE_LIMITS.website })),
    notes: z.preprocess(fromForm, field({ label: 'Notes', max: EXCHANGE_LIMITS.notes, multiline: true })),
    consents: z.preprocess(
      (value) => (value == null ? [] : Array.isArray(value) ? value : [value]),
      z.array(boundedString({ label: 'Consent', max: EXCHANGE_LIMITS.consent })).max(EXCHANGE_LIMITS.consents),
    ),
    /** The honeypot: hidden from people, filled by robots (any text at all counts). */
    fax: z.preprocess(fromForm, z.string().max(200).nullish().transform((value) => value ?? '')),
  })
  .transform(({ consents, fax, ...values }) => ({ values, consents, fax }));

export type ExchangeForm = z.output<typeof exchangeFormSchema>;

/** POST /c/{id}/unlock (form): the PIN or password a visitor typed. */
export const unlockFormSchema = z.object({ password: z.preprocess(fromForm, z.string().max(200).nullish().transform((value) => value ?? '')) });

/** GET /c/{id}: `sent=1` after an accepted exchange, so the page thanks the visitor. */
export const profylePageQuerySchema = z.object({ sent: z.string().max(8).optional() });
