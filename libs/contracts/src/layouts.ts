/**
 * Layouts (spec 001 sections 3, 4, 5, 7, 8 and 9): the bodies of POST/PUT/PATCH
 * /v1/enterprise/{orgId}/configurations/{id}, the shapes the api answers with, and every text the
 * layout screens show. The rules (required fields, links, colours, video sources) are the domain's,
 * checked there for every door; these schemas check shapes and lengths.
 */
import { z } from 'zod';
import {
  BLOCK_ALIGNMENTS,
  BLOCK_ICONS,
  BLOCK_SIZES,
  BLOCK_TYPES,
  BRANDING_COLOURS,
  BUTTON_STYLES,
  type ContentBlock,
  CUSTOM_THEMES_MAX,
  DEFAULT_BUTTON_STYLE,
  DEFAULT_LAYOUT_COLOURS,
  DEFAULT_THEME,
  emptyContentBlock,
  LAYOUT_ERROR_MESSAGES,
  LAYOUT_FIELDS,
  LAYOUT_ID_PATTERN,
  type LayoutBranding,
  type LayoutFieldChange,
  type LayoutSettings,
  VIDEO_PROVIDERS,
} from '@profyle/domain';
import { isObject } from './schema-helpers';
import { boundedString } from './text-rules';

export {
  BLOCK_ICONS,
  BLOCK_SIZES,
  BLOCK_TYPES,
  BRANDING_COLOURS,
  BUILT_IN_THEMES,
  BUTTON_STYLE_RADIUS,
  BUTTON_STYLES,
  CUSTOM_THEME_ID_PATTERN,
  CUSTOM_THEMES_MAX,
  type CustomTheme,
  type BlockType,
  type BrandingColour,
  type ButtonStyle,
  type ContentBlock,
  DEFAULT_LAYOUT_ID,
  DEFAULT_LAYOUT_LABEL,
  DEFAULT_THEME,
  FULL_WIDTH_BLOCK_TYPES,
  LAYOUT_FIELDS,
  LAYOUT_IMAGE_SIZES,
  type LayoutBranding,
  type LayoutField,
  type LayoutSettings,
  MAX_CONTENT_BLOCKS,
  MIN_CONTRAST_RATIO,
  contrastRatio,
  contrastWarnings,
  emptyContentBlock,
  isFullWidthBlock,
  takesPersonValue,
} from '@profyle/domain';

/** Snackbars (spec 001 section 8) and the texts the spec does not word, in the same style. */
export const LAYOUT_MESSAGES = {
  updateErrorWith: (message: string): string => `Error updating layout: ${message}`,
  updateError: 'Error updating layout',
  createError: 'Error creating layout',
  deleteError: (label: string, errorMessage: string): string => `Error deleting layout '${label}': ${errorMessage}`,
  created: (label: string): string => `New layout created: ${label}`,
  deleted: (label: string): string => `Layout '${label}' deleted`,
  fieldInvalid: (field: string): string => `Unknown layout field: ${field}`,
  tooLong: (label: string, max: number): string => `${label} must be ${max} characters or less`,
  ...LAYOUT_ERROR_MESSAGES,
} as const;

/** Longest accepted texts; a longer one is refused with `LAYOUT_MESSAGES.tooLong`. */
export const LAYOUT_LIMITS = {
  id: 64,
  label: 100,
  name: 200,
  template: 64,
  colour: 32,
  cta: 60,
  link: 2048,
  css: 20_000,
  title: 200,
  subtitle: 1_000,
  customFieldId: 64,
} as const;

/**
 * Text of at most `max` characters without control characters (the shared text rules; CSS and text
 * blocks may span lines); absent or null is `fallback`.
 */
const bounded = (label: string, max: number, fallback = '', multiline = false) =>
  boundedString({ label, max, multiline })
    .nullish()
    .transform((value) => value ?? fallback);

/**
 * The organisation setting `themes` (PATCH /settings {setting: 'themes', value}): the whole list of the
 * organisation's custom themes. Shapes and lengths here; ids, names and bases are the domain's rules.
 */
export const CUSTOM_THEME_LIMITS = { id: 40, name: 60, css: 10_000 } as const;
export const customThemesSchema = z
  .array(
    z
      .object({
        id: bounded('Theme id', CUSTOM_THEME_LIMITS.id),
        name: bounded('Theme name', CUSTOM_THEME_LIMITS.name),
        base: bounded('Base theme', LAYOUT_LIMITS.template),
        css: bounded('CSS', CUSTOM_THEME_LIMITS.css, '', true),
      })
      .strict(),
  )
  .max(CUSTOM_THEMES_MAX, { error: LAYOUT_ERROR_MESSAGES.tooManyCustomThemes(CUSTOM_THEMES_MAX) });

const colour = (name: string) => bounded(`${name} colour`, LAYOUT_LIMITS.colour, DEFAULT_LAYOUT_COLOURS[name as keyof typeof DEFAULT_LAYOUT_COLOURS]);

const flag = (label: string) =>
  z
    .boolean({ error: `${label} must be true or false` })
    .nullish()
    .transform((value) => value ?? false);

/** `:id` of /configurations/{id}: a UUID or `default`. */
export const layoutIdSchema = z.string().regex(LAYOUT_ID_PATTERN, { error: LAYOUT_ERROR_MESSAGES.idInvalid });

export const contentBlockSchema = z
  .object({
    id: z.string({ error: 'Block id is required' }).min(1, { error: 'Block id is required' }).max(LAYOUT_LIMITS.id, { error: LAYOUT_MESSAGES.tooLong('Block id', LAYOUT_LIMITS.id) }),
    type: z.enum(BLOCK_TYPES, { error: `Block type must be one of ${BLOCK_TYPES.join(', ')}` }),
    size: z.literal(BLOCK_SIZES, { error: 'Size must be one of 12, 6, 4, 3, 2' }).nullish(),
    title: bounded('Title', LAYOUT_LIMITS.title),
    subtitle: bounded('Subtitle', LAYOUT_LIMITS.subtitle, '', true),
    url: bounded('Link', LAYOUT_LIMITS.link),
    image: bounded('Image', LAYOUT_LIMITS.link),
    provider: z.enum(VIDEO_PROVIDERS, { error: 'Provider must be one of mp4, youtube, vimeo' }).nullish(),
    source: bounded('Video source', LAYOUT_LIMITS.link),
    loop: flag('Loop'),
    autoplay: flag('Autoplay'),
    align: z.enum(BLOCK_ALIGNMENTS, { error: 'Align must be one of left, center, right' }).nullish(),
    icon: z.enum(['', ...BLOCK_ICONS], { error: `Icon must be one of ${BLOCK_ICONS.join(', ')}` }).nullish(),
    default: z.boolean({ error: 'Default must be true or false' }).nullish(),
    custom_field_id: bounded('Custom field', LAYOUT_LIMITS.customFieldId),
  })
  .transform((block): ContentBlock => {
    const base = emptyContentBlock(block.id, block.type);
    return {
      ...base,
      ...block,
      size: (block.size ?? base.size) as ContentBlock['size'],
      provider: block.provider ?? base.provider,
      align: block.align ?? base.align,
      icon: block.icon ?? base.icon,
      default: block.default ?? base.default,
      custom_field_id: block.custom_field_id || null,
    };
  });

export const buttonsSchema = z.array(contentBlockSchema, { error: 'buttons must be a list of content blocks' }).nullish().transform((buttons) => buttons ?? []);

const coloursSchema = z
  .object(Object.fromEntries(BRANDING_COLOURS.map((name) => [name, colour(name)])) as Record<(typeof BRANDING_COLOURS)[number], ReturnType<typeof colour>>)
  .nullish()
  .transform((colors) => colors ?? { ...DEFAULT_LAYOUT_COLOURS });

const bannerSchema = z
  .object({ cta: bounded('Banner text', LAYOUT_LIMITS.cta), url: bounded('Banner link', LAYOUT_LIMITS.link) })
  .nullish()
  .transform((banner) => banner ?? { cta: '', url: '' });

export const brandingSchema = z
  .object({
    colors: coloursSchema,
    banner: bannerSchema,
    avatar_placeholder: bounded('Avatar placeholder', LAYOUT_LIMITS.link),
    logo_url: bounded('Logo', LAYOUT_LIMITS.link),
    header_image_url: bounded('Header image', LAYOUT_LIMITS.link),
    css: bounded('CSS', LAYOUT_LIMITS.css, '', true),
  })
  .nullish()
  .transform((branding): LayoutBranding => branding ?? { colors: { ...DEFAULT_LAYOUT_COLOURS }, banner: { cta: '', url: '' }, avatar_placeholder: '', logo_url: '', header_image_url: '', css: '' });

/**
 * POST and PUT bodies: a whole layout. Absent fields take their defaults; unknown fields are dropped.
 * An `id` in a POST body to /configurations names the new layout (else the server makes one).
 */
export const layoutBodySchema = z
  .object({
    label: bounded('Label', LAYOUT_LIMITS.label),
    name: bounded('Company name', LAYOUT_LIMITS.name),
    template: bounded('Theme', LAYOUT_LIMITS.template, DEFAULT_THEME),
    buttonStyle: z.enum(BUTTON_STYLES, { error: 'Button style must be one of square, standard, rounded' }).nullish().transform((style) => style ?? DEFAULT_BUTTON_STYLE),
    group_id: bounded('Group', LAYOUT_LIMITS.id).transform((id) => id.trim() || null),
    branding: brandingSchema,
    buttons: buttonsSchema,
  })
  .transform((body): LayoutSettings => body);

export type LayoutBodyInput = z.input<typeof layoutBodySchema>;

/** Each PATCH field's value schema, by field name. */
const PATCH_VALUES: Record<(typeof LAYOUT_FIELDS)[number], z.ZodType> = {
  label: bounded('Label', LAYOUT_LIMITS.label),
  name: bounded('Company name', LAYOUT_LIMITS.name),
  template: bounded('Theme', LAYOUT_LIMITS.template, DEFAULT_THEME),
  buttonStyle: z.enum(BUTTON_STYLES, { error: 'Button style must be one of square, standard, rounded' }),
  group_id: bounded('Group', LAYOUT_LIMITS.id).transform((id) => id.trim() || null),
  branding: brandingSchema,
  'branding.colors': coloursSchema,
  ...(Object.fromEntries(BRANDING_COLOURS.map((name) => [`branding.colors.${name}`, colour(name)])) as unknown as Record<`branding.colors.${(typeof BRANDING_COLOURS)[number]}`, z.ZodType>),
  'branding.banner': bannerSchema,
  'branding.banner.cta': bounded('Banner text', LAYOUT_LIMITS.cta),
  'branding.banner.url': bounded('Banner link', LAYOUT_LIMITS.link),
  'branding.avatar_placeholder': bounded('Avatar placeholder', LAYOUT_LIMITS.link),
  'branding.logo_url': bounded('Logo', LAYOUT_LIMITS.link),
  'branding.header_image_url': bounded('Header image', LAYOUT_LIMITS.link),
  'branding.css': bounded('CSS', LAYOUT_LIMITS.css, '', true),
  buttons: buttonsSchema,
};

/**
 * The PATCH body as the OpenAPI document shows it: `field_to_update` names one field, whose new value
 * comes under that name (`layoutPatchSchema` below checks it with the field's own schema).
 */
export const layoutPatchShape = z.object({
  field_to_update: z.enum(LAYOUT_FIELDS),
  ...(Object.fromEntries(LAYOUT_FIELDS.map((field) => [field, PATCH_VALUES[field].optional()])) as Record<(typeof LAYOUT_FIELDS)[number], z.ZodOptional<z.ZodType>>),
});

/**
 * PATCH .../configurations/{layoutId}: `{ field_to_update, [field_to_update]: value }` (spec 001 section
 * 7). Content blocks are saved as the whole list: `{ field_to_update: 'buttons', buttons: [...] }`.
 * Field errors name the field itself as the path.
 */
export const layoutPatchSchema = z.unknown().transform((body, ctx): LayoutFieldChange => {
  const field = isObject(body) ? body.field_to_update : undefined;
  if (typeof field !== 'string' || !(LAYOUT_FIELDS as readonly string[]).includes(field)) {
    ctx.addIssue({ code: 'custom', path: ['field_to_update'], message: LAYOUT_MESSAGES.fieldInvalid(typeof field === 'string' ? field.slice(0, 100) : String(field)) });
    return z.NEVER;
  }
  const name = field as (typeof LAYOUT_FIELDS)[number];
  const parsed = PATCH_VALUES[name].safeParse((body as Record<string, unknown>)[name]);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [name, ...issue.path], message: issue.message });
    return z.NEVER;
  }
  return { field: name, value: parsed.data } as LayoutFieldChange;
});

/** A theme a layout may use: built in (perhaps deprecated) or the organisation's own. */
export interface ThemeOption {
  id: string;
  name: string;
  custom: boolean;
  /** Chosen no longer (layouts that have it keep it). */
  deprecated: boolean;
  /** The built-in theme a custom theme is drawn with. */
  base: string | null;
}

/** GET .../configurations/{id} and the answers of POST, PUT and PATCH. */
export interface LayoutView extends LayoutSettings {
  id: string;
  /** The organisation's default layout (id `default`), whose label cannot be edited. */
  is_default: boolean;
  /** False while the default layout is still the one derived from the organisation. */
  stored: boolean;
  meta: { createdAt: string; createdBy: string; updatedAt: string; updatedBy: string } | null;
}

/** One row of GET .../configurations. */
export interface LayoutListItem {
  id: string;
  label: string;
  name: string;
  template: string;
  buttonStyle: LayoutSettings['buttonStyle'];
  colors: LayoutBranding['colors'];
  logo_url: string;
  blocks: number;
  is_default: boolean;
  /** Groups whose layout this is. */
  groups: { id: string; name: string }[];
  updated_at: string | null;
}

export interface LayoutList {
  data: LayoutListItem[];
  themes: ThemeOption[];
}
