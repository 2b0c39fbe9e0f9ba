import { z } from 'zod';
import { EXCHANGE_OPTIONAL_FIELDS, isTimeZone, LEAD_VALUE_CURRENCIES, LOCATIONS_NAMES, SELF_SERVICE_FIELDS, type SettingName, type SettingPatch } from '@profyle/domain';
import { boundedString, boundedText, TEXT_LIMITS, TEXT_MESSAGES } from './text-rules';
import { adminPageFields } from './admin-users';
import { customThemesSchema } from './layouts';
import { EMAIL_PATTERN } from './people';

/** The supported languages (spec 001 section 3); English is the default. */
export const SUPPORTED_LANGUAGES = ['cn', 'cs', 'de', 'el', 'en', 'es', 'fr', 'hi', 'hu', 'it', 'ja', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sv', 'ar'] as const;
export const DEFAULT_SUPPORTED_LANGUAGE = 'en';
export const RIGHT_TO_LEFT_LANGUAGES = ['ar'] as const;

/** Settings screens and the PATCH /settings answers (spec 001 section 8 for the snackbars). */
export const SETTINGS_MESSAGES = {
  updated: 'Setting updated successfully',
  updateError: 'Error updating setting',
  onboardingUpdated: 'Onboarding setting updated successfully',
  onboardingError: 'Failed to update onboarding setting',
  settingInvalid: 'Unknown setting',
  emailInvalid: 'Please enter a valid email address',
  currencyInvalid: `Currency must be one of ${LEAD_VALUE_CURRENCIES.join(', ')}`,
  languageInvalid: `Language must be one of ${SUPPORTED_LANGUAGES.join(', ')} (optionally with a region, like en-GB)`,
  timezoneInvalid: 'Please choose a valid time zone',
  labelInvalid: `Must be one of ${LOCATIONS_NAMES.join(', ')}`,
  domainInvalid: (domain: string): string => `'${domain}' is not a valid email domain`,
  bccInvalid: (address: string): string => `'${address}' is not a valid email address`,
  ga4Invalid: 'Please enter a GA4 measurement ID, like G-XXXXXXXXXX',
  leadValueInvalid: 'Lead value must be a number of 0 or more',
  booleanInvalid: 'Must be true or false',
  onboardingKeyInvalid: 'Unknown onboarding step',
} as const;

/** The steps of the dashboard's getting-started guide an admin may hide ('guide' is the whole guide). */
export const ONBOARDING_KEYS = ['guide', 'add-people', 'assign-subscriptions', 'create-groups', 'add-addresses', 'customise-layout', 'invite-team', 'order-cards'] as const;
export type OnboardingKey = (typeof ONBOARDING_KEYS)[number];

const CONSENTS_MAX = 20;
const flag = z.boolean({ error: SETTINGS_MESSAGES.booleanInvalid });
const LANGUAGE = new RegExp(`^(${SUPPORTED_LANGUAGES.join('|')})(-[A-Z]{2})?$`);
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const GA4 = /^G-[A-Z0-9]{4,20}$/;

/** A semicolon-separated list whose every non-blank item passes `valid` (blank items are ignored). */
const semicolonList = (label: string, max: number, problem: (item: string) => string | null) =>
  boundedString({ label, max }).superRefine((list, ctx) => {
      for (const item of list.split(';').map((part) => part.trim()).filter(Boolean)) {
        const message = problem(item.toLowerCase());
        if (message) ctx.addIssue({ code: 'custom', message });
      }
    });

const fieldToggles = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((key) => [key, flag.optional()])) as Record<K, z.ZodOptional<typeof flag>>).strict();

/** Each setting's value: objects may be partial (the domain merges them over the current value). */
export const SETTING_VALUE_SCHEMAS = {
  supportEmail: boundedString({ label: 'Support email', max: TEXT_LIMITS.email })
    .trim()
    .refine((email) => email === '' || EMAIL_PATTERN.test(email), { error: SETTINGS_MESSAGES.emailInvalid })
    .nullable(),
  locationsName: z.enum(LOCATIONS_NAMES, { error: SETTINGS_MESSAGES.labelInvalid }),
  intl: z
    .object({
      currency: z.enum(LEAD_VALUE_CURRENCIES, { error: SETTINGS_MESSAGES.currencyInvalid }),
      language: boundedString({ label: 'Language', max: 10 }).regex(LANGUAGE, { error: SETTINGS_MESSAGES.languageInvalid }),
      timezone: boundedString({ label: 'Time zone', max: 64 }).refine(isTimeZone, { error: SETTINGS_MESSAGES.timezoneInvalid }),
    })
    .strict(),
  ga4id: boundedString({ label: 'GA4 measurement ID', max: 32 })
    .trim()
    .toUpperCase()
    .refine((id) => id === '' || GA4.test(id), { error: SETTINGS_MESSAGES.ga4Invalid }),
  themes: customThemesSchema,
  disableWelcomeEmail: flag,
  selfRegistration: z
    .object({
      enabled: flag.optional(),
      adminVerification: flag.optional(),
      domains: semicolonList('Email domains', 2000, (domain) => (DOMAIN.test(domain.replace(/^@/, '')) ? null : SETTINGS_MESSAGES.domainInvalid(domain))).optional(),
    })
    .strict(),
  selfService: z.object({ enabled: flag.optional(), fields: fieldToggles(SELF_SERVICE_FIELDS).optional() }).strict(),
  exchange: z
    .object({
      enabled: flag.optional(),
      enableByGroup: flag.optional(),
      visitorEmail: flag.optional(),
      visitorAccess: flag.optional(),
      defaultIntroHtml: boundedText({ label: 'Introduction e-mail', max: TEXT_LIMITS.html, multiline: true }).optional(),
      privacyPolicy: boundedText({ label: 'Privacy policy', max: TEXT_LIMITS.url }).optional(),
      consents: z
        .array(boundedString({ label: 'Consent', max: TEXT_LIMITS.longText, multiline: true }))
        .max(CONSENTS_MAX, { error: TEXT_MESSAGES.tooMany('Consents', CONSENTS_MAX) })
        .optional(),
      leadValue: z.number({ error: SETTINGS_MESSAGES.leadValueInvalid }).finite().min(0, { error: SETTINGS_MESSAGES.leadValueInvalid }).max(1e9).optional(),
      leadCurrency: z.enum(LEAD_VALUE_CURRENCIES, { error: SETTINGS_MESSAGES.currencyInvalid }).optional(),
      bcc: semicolonList('BCC', 2000, (address) => (EMAIL_PATTERN.test(address) ? null : SETTINGS_MESSAGES.bccInvalid(address))).optional(),
      fields: fieldToggles(EXCHANGE_OPTIONAL_FIELDS).optional(),
    })
    .strict(),
} satisfies Record<SettingName, z.ZodType>;

/** Setting names of spec 002 that are parts of a setting here. */
interface SettingAlias {
  setting: SettingName;
  /** The alias's value as a value of the setting (default: itself). */
  wrap?: (value: unknown) => unknown;
  /** What the alias's value is (default: the setting's schema). */
  schema?: z.ZodType;
}
const ALIASES: Record<string, SettingAlias> = {
  'features.exchange.bcc': { setting: 'exchange', wrap: (value) => ({ bcc: value }), schema: SETTING_VALUE_SCHEMAS.exchange.shape.bcc.unwrap() },
  'features.disableWelcomeEmail': { setting: 'disableWelcomeEmail' },
  'features.selfRegistration': { setting: 'selfRegistration' },
  'features.selfService': { setting: 'selfService' },
  'features.exchange': { setting: 'exchange' },
};

export type SettingChange = { [K in SettingName]: { setting: K; value: SettingPatch<K> } }[SettingName];

/** PATCH /v1/enterprise/{orgId}/settings {setting, value}: field errors come back under `value.<field>`. */
export const settingBodySchema = z
  .object({ setting: z.string({ error: SETTINGS_MESSAGES.settingInvalid }).max(100, { error: SETTINGS_MESSAGES.settingInvalid }), value: z.unknown() })
  .transform((body, ctx): SettingChange => {
    const alias = Object.hasOwn(ALIASES, body.setting) ? ALIASES[body.setting] : undefined;
    const { setting, value } = alias ? { setting: alias.setting, value: alias.wrap ? alias.wrap(body.value) : body.value } : { setting: body.setting as SettingName, value: body.value };
    const schema = Object.hasOwn(SETTING_VALUE_SCHEMAS, setting) ? (SETTING_VALUE_SCHEMAS as Record<string, z.ZodType>)[setting] : undefined;
    if (!schema) {
      ctx.addIssue({ code: 'custom', path: ['setting'], message: SETTINGS_MESSAGES.settingInvalid });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['value', ...issue.path.map(String)], message: issue.message });
      return z.NEVER;
    }
    return { setting, value: parsed.data } as SettingChange;
  });

/**
 * What PATCH /settings accepts, spelled out for the API reference: one `{ setting, value }` shape per
 * setting and alias, each value by its own schema. `settingBodySchema` validates exactly this (it picks
 * the value's schema by the name, so its field errors keep their paths under `value`).
 */
export const settingBodyShapeSchema = z.union([
  ...(Object.entries(SETTING_VALUE_SCHEMAS) as [SettingName, z.ZodType][]).map(([setting, value]) => z.object({ setting: z.literal(setting), value })),
  ...Object.entries(ALIASES).map(([name, alias]) => z.object({ setting: z.literal(name), value: alias.schema ?? SETTING_VALUE_SCHEMAS[alias.setting] })),
]);

/** POST /v1/enterprise/{orgId}/onboarding/{key}/hide {hide}. */
export const onboardingHideSchema = z.object({ hide: z.boolean({ error: SETTINGS_MESSAGES.booleanInvalid }).default(true) });

/** One entry of the settings audit log (the AUDIT_LOG tab). */
export interface SettingsAuditEntry {
  id: string;
  at: string;
  by: string;
  action: string;
  data: Record<string, unknown>;
}

export interface SettingsAuditPage {
  data: SettingsAuditEntry[];
  total: number;
  page: number;
  page_size: number;
}

/** GET /v1/enterprise/{orgId}/settings/audit?page&page_size (0-based page; 10, 20, 50 or 100 per page, default 20). */
export const settingsAuditQuerySchema = z.object(adminPageFields);
