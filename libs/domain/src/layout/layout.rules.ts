import { DomainError, type FieldError } from '../shared';
import {
  BRANDING_COLOURS,
  builtInTheme,
  type ContentBlock,
  CUSTOM_THEME_ID_PATTERN,
  CUSTOM_THEMES_MAX,
  type CustomTheme,
  DEFAULT_LAYOUT_ID,
  EMAIL_BLOCK_TYPES,
  isFullWidthBlock,
  isThemeDeprecated,
  LAYOUT_ID_PATTERN,
  type LayoutBranding,
  type LayoutSettings,
  PHONE_BLOCK_TYPES,
  takesPersonValue,
  type VideoProvider,
} from './layout';
import { LAYOUT_ERROR_CODES, LAYOUT_ERROR_MESSAGES } from './layout.messages';

/** A layout holds at most this many content blocks. */
export const MAX_CONTENT_BLOCKS = 60;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const WEB_LINK = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
/** An image stored by the portal's own storage, served from the same origin. */
const STORED_IMAGE = /^\/[^\s/][^\s]*$/;
const PHONE = /^\+?[0-9 ()-]{3,32}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isWebLink = (value: string): boolean => WEB_LINK.test(value);
export const isImageLink = (value: string): boolean => WEB_LINK.test(value) || STORED_IMAGE.test(value);

/** `#abc` and `#AABBCC` become `#aabbcc`; anything else is left for the rules to refuse. */
export const normaliseColour = (colour: string): string => {
  const value = colour.trim().toLowerCase();
  if (!HEX_COLOUR.test(value)) return value;
  return value.length === 4 ? `#${value[1]}${value[1]}${value[2]}${value[2]}${value[3]}${value[3]}` : value;
};

/** The provider a video source names: a YouTube or Vimeo page, else a video file. */
export const videoProviderOf = (source: string): VideoProvider => {
  if (/^https?:\/\/(?:[a-z0-9-]+\.)*(?:youtube\.com|youtu\.be)\//i.test(source)) return 'youtube';
  if (/^https?:\/\/(?:[a-z0-9-]+\.)*vimeo\.com\//i.test(source)) return 'vimeo';
  return 'mp4';
};

/** Text trimmed, sizes and provider as the type allows, fields a type does not use at their defaults. */
export const normaliseContentBlock = (block: ContentBlock): ContentBlock => {
  const trimmed = {
    ...block,
    id: block.id.trim(),
    title: block.title.trim(),
    subtitle: block.subtitle.trim(),
    url: block.url.trim(),
    image: block.image.trim(),
    source: block.source.trim(),
  };
  return {
    ...trimmed,
    size: isFullWidthBlock(block.type) ? 12 : block.size,
    provider: block.type === 'video' && trimmed.source !== '' ? videoProviderOf(trimmed.source) : block.type === 'video' ? block.provider : 'mp4',
    default: takesPersonValue(block.type) ? block.default : false,
    icon: block.type === 'url' ? block.icon : '',
    custom_field_id: block.type === 'custom_field' ? (block.custom_field_id?.trim() ?? '') || null : null,
  };
};

const normaliseBranding = (branding: LayoutBranding): LayoutBranding => ({
  colors: Object.fromEntries(BRANDING_COLOURS.map((name) => [name, normaliseColour(branding.colors[name])])) as LayoutBranding['colors'],
  banner: { cta: branding.banner.cta.trim(), url: branding.banner.url.trim() },
  avatar_placeholder: branding.avatar_placeholder.trim(),
  logo_url: branding.logo_url.trim(),
  header_image_url: branding.header_image_url.trim(),
  // CSS keeps its own whitespace; only the ends are dropped.
  css: branding.css.trim(),
});

export const normaliseLayout = (layout: LayoutSettings): LayoutSettings => ({
  label: layout.label.trim(),
  name: layout.name.trim(),
  template: layout.template.trim(),
  buttonStyle: layout.buttonStyle,
  group_id: layout.group_id?.trim() || null,
  branding: normaliseBranding(layout.branding),
  buttons: layout.buttons.map(normaliseContentBlock),
});

interface Problem extends FieldError {
  code: string;
}

const problem = (code: keyof typeof LAYOUT_ERROR_CODES, path: string, msg: string): Problem => ({ code: LAYOUT_ERROR_CODES[code], path, msg });

/** What is wrong with one block, its paths under `buttons.<index>`. */
export const contentBlockProblems = (block: ContentBlock, index: number): Problem[] => {
  const at = (field: string) => `buttons.${index}.${field}`;
  const problems: Problem[] = [];
  switch (block.type) {
    case 'video':
      if (block.source === '') problems.push(problem('videoSourceRequired', at('source'), LAYOUT_ERROR_MESSAGES.videoSourceRequired));
      else if (!isWebLink(block.source)) problems.push(problem('linkInvalid', at('source'), LAYOUT_ERROR_MESSAGES.linkInvalid));
      break;
    case 'image':
      if (block.image === '') problems.push(problem('imageRequired', at('image'), LAYOUT_ERROR_MESSAGES.imageRequired));
      else if (!isImageLink(block.image)) problems.push(problem('imageInvalid', at('image'), LAYOUT_ERROR_MESSAGES.imageInvalid));
      if (block.url !== '' && !isWebLink(block.url)) problems.push(problem('linkInvalid', at('url'), LAYOUT_ERROR_MESSAGES.linkInvalid));
      break;
    case 'custom_field':
      if (block.custom_field_id === null) problems.push(problem('customFieldRequired', at('custom_field_id'), LAYOUT_ERROR_MESSAGES.customFieldRequired));
      break;
    case 'text':
    case 'spacer':
      break;
    default: {
      if (block.default) break;
      if (PHONE_BLOCK_TYPES.includes(block.type)) {
        if (block.url === '') problems.push(problem('phoneRequired', at('url'), LAYOUT_ERROR_MESSAGES.phoneRequired));
        else if (!PHONE.test(block.url)) problems.push(problem('phoneInvalid', at('url'), LAYOUT_ERROR_MESSAGES.phoneInvalid));
      } else if (EMAIL_BLOCK_TYPES.includes(block.type)) {
        if (block.url === '') problems.push(problem('emailRequired', at('url'), LAYOUT_ERROR_MESSAGES.emailRequired));
        else if (!EMAIL.test(block.url)) problems.push(problem('emailInvalid', at('url'), LAYOUT_ERROR_MESSAGES.emailInvalid));
      } else if (block.url === '') problems.push(problem('urlRequired', at('url'), LAYOUT_ERROR_MESSAGES.urlRequired));
      else if (!isWebLink(block.url)) problems.push(problem('linkInvalid', at('url'), LAYOUT_ERROR_MESSAGES.linkInvalid));
    }
  }
  if (block.image !== '' && block.type !== 'image' && !isImageLink(block.image)) problems.push(problem('imageInvalid', at('image'), LAYOUT_ERROR_MESSAGES.imageInvalid));
  return problems;
};

/** What a theme choice may be: a built-in theme (not newly a deprecated one) or a custom theme of the organisation. */
const themeProblem = (template: string, previous: string | null, customThemes: readonly string[], now: string): Problem | null => {
  const builtIn = builtInTheme(template);
  if (builtIn) {
    return template !== previous && isThemeDeprecated(builtIn, now) ? problem('themeDeprecated', 'template', LAYOUT_ERROR_MESSAGES.themeDeprecated(builtIn.name)) : null;
  }
  return customThemes.includes(template) || template === previous ? null : problem('themeUnknown', 'template', LAYOUT_ERROR_MESSAGES.themeUnknown(template));
};

export interface LayoutContext {
  layoutId: string;
  /** The layout as it was before this change (null for a new one): a kept theme stays allowed. */
  previous: LayoutSettings | null;
  /** Ids of the organisation's custom themes. */
  customThemes: readonly string[];
  now: string;
}

/** Every rule a (normalised) layout must meet; the paths are the wire names. */
export const layoutProblems = (layout: LayoutSettings, context: LayoutContext): Problem[] => {
  const problems: Problem[] = [];
  if (layout.label === '') problems.push(problem('labelRequired', 'label', LAYOUT_ERROR_MESSAGES.labelRequired));
  if (context.layoutId === DEFAULT_LAYOUT_ID && context.previous && layout.label !== context.previous.label) {
    problems.push(problem('defaultLabel', 'label', LAYOUT_ERROR_MESSAGES.defaultLabel));
  }
  if (layout.name === '') problems.push(problem('nameRequired', 'name', LAYOUT_ERROR_MESSAGES.nameRequired));
  const theme = themeProblem(layout.template, context.previous?.template ?? null, context.customThemes, context.now);
  if (theme) problems.push(theme);
  for (const name of BRANDING_COLOURS) {
    if (!HEX_COLOUR.test(layout.branding.colors[name])) problems.push(problem('colourInvalid', `branding.colors.${name}`, LAYOUT_ERROR_MESSAGES.colourInvalid));
  }
  if (layout.branding.banner.url !== '' && !isWebLink(layout.branding.banner.url)) problems.push(problem('linkInvalid', 'branding.banner.url', LAYOUT_ERROR_MESSAGES.linkInvalid));
  for (const field of ['avatar_placeholder', 'logo_url', 'header_image_url'] as const) {
    const value = layout.branding[field];
    if (value !== '' && !isImageLink(value)) problems.push(problem('imageInvalid', `branding.${field}`, LAYOUT_ERROR_MESSAGES.imageInvalid));
  }
  if (layout.buttons.length > MAX_CONTENT_BLOCKS) problems.push(problem('tooManyBlocks', 'buttons', LAYOUT_ERROR_MESSAGES.tooManyBlocks(MAX_CONTENT_BLOCKS)));
  const ids = new Set<string>();
  layout.buttons.forEach((block, index) => {
    if (block.id === '' || ids.has(block.id)) problems.push(problem('blockIdRepeated', `buttons.${index}.id`, LAYOUT_ERROR_MESSAGES.blockIdRepeated));
    ids.add(block.id);
    problems.push(...contentBlockProblems(block, index));
  });
  return problems;
};

/** The organisation's custom themes (the setting `themes`): paths are the setting value's. */
export const customThemeProblems = (themes: readonly CustomTheme[]): Problem[] => {
  const problems: Problem[] = [];
  if (themes.length > CUSTOM_THEMES_MAX) problems.push(problem('tooManyCustomThemes', '', LAYOUT_ERROR_MESSAGES.tooManyCustomThemes(CUSTOM_THEMES_MAX)));
  const ids = new Set<string>();
  themes.forEach((theme, index) => {
    if (!CUSTOM_THEME_ID_PATTERN.test(theme.id) || builtInTheme(theme.id)) problems.push(problem('customThemeIdInvalid', `${index}.id`, LAYOUT_ERROR_MESSAGES.customThemeIdInvalid));
    else if (ids.has(theme.id)) problems.push(problem('customThemeIdRepeated', `${index}.id`, LAYOUT_ERROR_MESSAGES.customThemeIdRepeated));
    ids.add(theme.id);
    if (theme.name === '') problems.push(problem('customThemeNameRequired', `${index}.name`, LAYOUT_ERROR_MESSAGES.customThemeNameRequired));
    if (!builtInTheme(theme.base)) problems.push(problem('customThemeBaseInvalid', `${index}.base`, LAYOUT_ERROR_MESSAGES.customThemeBaseInvalid));
  });
  return problems;
};

/** Every problem at once; the first one names the error. */
export const throwLayoutProblems = (problems: readonly Problem[]): void => {
  const [first] = problems;
  if (first) throw new DomainError(first.code, first.msg, 'validation', problems.map(({ path, msg }) => ({ path, msg })));
};

export const assertValidLayoutId = (layoutId: string): void => {
  if (!LAYOUT_ID_PATTERN.test(layoutId)) {
    const msg = LAYOUT_ERROR_MESSAGES.idInvalid;
    throw new DomainError(LAYOUT_ERROR_CODES.idInvalid, msg, 'validation', [{ path: 'id', msg }]);
  }
};
