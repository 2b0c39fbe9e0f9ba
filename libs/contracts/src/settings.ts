import { z } from 'zod';
import { EXCHANGE_OPTIONAL_FIELDS, LEAD_VALUE_CURRENCIES, LOCATIONS_NAMES, SELF_SERVICE_FIELDS, type SettingName, type SettingPatch } from '@profyle/domain';
import { boundedText, HTML_MAX, tooLong } from './bounded';
import { adminPageFields } from './admin-users';
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

const flag = z.boolean({ error: SETTINGS_MESSAGES.booleanInvalid });
const LANGUAGE = new RegExp(`^(${SUPPORTED_LANGUAGES.join('|')})(-[A-Z]{2})?$`);
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const GA4 = /^G-[A-Z0-9]{4,20}$/;

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** A semicolon-separated list whose every non-blank item passes `valid` (blank items are ignored). */
const semicolonList = (max: number, problem: (item: string) => string | null) =>
  z
    .string()
    .max(max, { error: tooLong(max) })
    .superRefine((list, ctx) => {
      for (const item of list.split(';').map((part) => part.trim()).filter(Boolean)) {
        const message = problem(item.toLowerCase());
        if (message) ctx.addIssue({ code: 'custom', message });
      }
    });

const fieldToggles = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((key) => [key, flag.optional()])) as Record<K, z.ZodOptional<typeof flag>>).strict();

/** Each setting's value: objects may be partial (the domain merges them over the current value). */
export const SETTING_VALUE_SCHEMAS = {
  supportEmail: z
    .string()
    .trim()
    .max(254, { error: tooLong(254) })
    .refine((email) => email === '' || EMAIL_PATTERN.test(email), { error: SETTINGS_MESSAGES.emailInvalid })
    .nullable(),
  locationsName: z.enum(LOCATIONS_NAMES, { error: SETTINGS_MESSAGES.labelInvalid }),
  intl: z
    .object({
      currency: z.enum(LEAD_VALUE_CURRENCIES, { error: SETTINGS_MESSAGES.currencyInvalid }),
      language: z.string().regex(LANGUAGE, { error: SETTINGS_MESSAGES.languageInvalid }),
      timezone: z.string().max(64).refine(isTimeZone, { error: SETTINGS_MESSAGES.timezoneInvalid }),
    })
    .strict(),
  ga4id: z
    .string()
    .trim()
    .toUpperCase()
    .refine((id) => id === '' || GA4.test(id), { error: SETTINGS_MESSAGES.ga4Invalid }),
  disableWelcomeEmail: flag,
  selfRegistration: z
    .object({
      enabled: flag.optional(),
      adminVerification: flag.optional(),
      domains: semicolonList(2000, (domain) => (DOMAIN.test(domain.replace(/^@/, '')) ? null : SETTINGS_MESSAGES.domainInvalid(domain))).optional(),
    })
    .strict(),
  selfService: z.object({ enabled: flag.optional(), fields: fieldToggles(SELF_SERVICE_FIELDS).optional() }).strict(),
  exchange: z
    .object({
      enabled: flag.optional(),
      enableByGroup: flag.optional(),
      visitorEmail: flag.optional(),
      visitorAccess: flag.optional(),
      defaultIntroHtml: boundedText(HTML_MAX).optional(),
      privacyPolicy: boundedText(2000).optional(),
      consents: z.array(z.string().max(500, { error: tooLong(500) })).max(20, { error: 'At most 20 consents' }).optional(),
      leadValue: z.number({ error: SETTINGS_MESSAGES.leadValueInvalid }).finite().min(0, { error: SETTINGS_MESSAGES.leadValueInvalid }).max(1e9).optional(),
      leadCurrency: z.enum(LEAD_VALUE_CURRENCIES, { error: SETTINGS_MESSAGES.currencyInvalid }).optional(),
      bcc: semicolonList(2000, (address) => (EMAIL_PATTERN.test(address) ? null : SETTINGS_MESSAGES.bccInvalid(address))).optional(),
      fields: fieldToggles(EXCHANGE_OPTIONAL_FIELDS).optional(),
    })
    .strict(),
} satisfies Record<SettingName, z.ZodType>;

/** Setting names of spec 002 that are parts of a setting here. */
const ALIASES: Record<string, (value: unknown) => { setting: SettingName; value: unknown }> = {
  'features.exchange.bcc': (value) => ({ setting: 'exchange', value: { bcc: value } }),
  'features.disableWelcomeEmail': (value) => ({ setting: 'disableWelcomeEmail', value }),
  'features.selfRegistration': (value) => ({ setting: 'selfRegistration', value }),
  'features.selfService': (value) => ({ setting: 'selfService', value }),
  'features.exchange': (value) => ({ setting: 'exchange', value }),
};

export type SettingChange = { [K in SettingName]: { setting: K; value: SettingPatch<K> } }[SettingName];

/** PATCH /v1/enterprise/{orgId}/settings {setting, value}: field errors come back under `value.<field>`. */
export const settingBodySchema = z
  .object({ setting: z.string({ error: SETTINGS_MESSAGES.settingInvalid }).max(100), value: z.unknown() })
  .transform((body, ctx): SettingChange => {
    const { setting, value } = ALIASES[body.setting]?.(body.value) ?? { setting: body.setting as SettingName, value: body.value };
    const schema = (SETTING_VALUE_SCHEMAS as Record<string, z.ZodType>)[setting];
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
