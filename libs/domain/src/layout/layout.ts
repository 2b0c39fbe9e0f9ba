/**
 * A layout (the spec's "configuration", spec 001 sections 3, 5 and 9): how a Profyle page looks. The
 * names are the wire names of the spec (`buttonStyle`, `branding.colors.primary`, `buttons`), so the
 * API, the projections and the public page need no mapping.
 */

/** The layout every organisation has without creating it: derived from the organisation. */
export const DEFAULT_LAYOUT_ID = 'default';
export const DEFAULT_LAYOUT_LABEL = 'Default';

/** Ids are generated (a UUID) or the literal `default`; never an underscore, which separates the stream's parts. */
export const LAYOUT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

export interface BuiltInTheme {
  id: string;
  name: string;
  /** From this day on the theme can no longer be chosen; layouts that use it keep it. */
  deprecatedFrom?: string;
}

/** The built-in themes (spec 001 section 3); organisations may also have custom themes of their own. */
export const BUILT_IN_THEMES: readonly BuiltInTheme[] = [
  { id: 'modern-2024', name: 'Modern' },
  { id: 'headshot-2024', name: 'Headshot' },
  { id: 'header-2024', name: 'Corporate' },
  // "Deprecated after 7 Nov 2024" (spec 001 section 9).
  { id: 'enterprise-2023', name: 'Classic', deprecatedFrom: '2024-11-08T00:00:00.000Z' },
];
export const DEFAULT_THEME = 'modern-2024';

export const builtInTheme = (id: string): BuiltInTheme | undefined => BUILT_IN_THEMES.find((theme) => theme.id === id);

/** Deprecated themes stay readable but cannot be newly chosen from their deprecation day on. */
export const isThemeDeprecated = (theme: BuiltInTheme, now: string): boolean => theme.deprecatedFrom !== undefined && now >= theme.deprecatedFrom;

/**
 * A theme of the organisation's own (the organisation setting `themes`): drawn as a built-in theme (its
 * base) with the theme's CSS after it. Layouts choose it by its id like a built-in one.
 */
export interface CustomTheme {
  id: string;
  name: string;
  base: string;
  css: string;
}
/** Lower-case letters, digits and hyphens; never a built-in theme's id. */
export const CUSTOM_THEME_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const CUSTOM_THEMES_MAX = 20;

/** How a template is drawn: a built-in theme as it is, a custom theme as its base and CSS, anything else (a removed theme) as the default. */
export const themeDrawing = (template: string, customThemes: readonly CustomTheme[]): { base: string; css: string } => {
  if (builtInTheme(template)) return { base: template, css: '' };
  const custom = customThemes.find((theme) => theme.id === template);
  return custom ? { base: builtInTheme(custom.base) ? custom.base : DEFAULT_THEME, css: custom.css } : { base: DEFAULT_THEME, css: '' };
};

/** Button styles and their corner radius in pixels (spec 001 section 3). */
export const BUTTON_STYLE_RADIUS = { square: 0, standard: 8, rounded: 30 } as const;
export type ButtonStyle = keyof typeof BUTTON_STYLE_RADIUS;
export const BUTTON_STYLES = Object.keys(BUTTON_STYLE_RADIUS) as ButtonStyle[];
export const DEFAULT_BUTTON_STYLE: ButtonStyle = 'standard';

/** 12 is one block per row, 6 two, 4 three, 3 four, 2 six (spec 001 section 9). */
export const BLOCK_SIZES = [12, 6, 4, 3, 2] as const;
export type BlockSize = (typeof BLOCK_SIZES)[number];

/**
 * Block types. Links: a web link, contact and social links (a `default` one takes the person's own
 * value), video sites. Content: image, video, text, spacer, and a custom field of the person.
 */
export const LINK_BLOCK_TYPES = ['url', 'tel', 'email', 'sms', 'whatsapp', 'calendar', 'linkedin', 'twitter', 'instagram', 'facebook', 'tiktok', 'youtube', 'vimeo'] as const;
export const CONTENT_BLOCK_TYPES = ['image', 'video', 'text', 'spacer', 'custom_field'] as const;
export const BLOCK_TYPES = [...LINK_BLOCK_TYPES, ...CONTENT_BLOCK_TYPES] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export type LinkBlockType = (typeof LINK_BLOCK_TYPES)[number];

/** The size selector is disabled for these: they always take a whole row (spec 001 section 5). */
export const FULL_WIDTH_BLOCK_TYPES: readonly BlockType[] = ['video', 'image', 'spacer', 'text'];
export const isFullWidthBlock = (type: BlockType): boolean => FULL_WIDTH_BLOCK_TYPES.includes(type);

/** Link types whose address is a phone number or an e-mail address rather than a web link. */
export const PHONE_BLOCK_TYPES: readonly BlockType[] = ['tel', 'sms', 'whatsapp'];
export const EMAIL_BLOCK_TYPES: readonly BlockType[] = ['email'];

/** Link types that can take the person's own value instead of a fixed one (`default: true`). */
export const PERSON_VALUE_BLOCK_TYPES = ['tel', 'sms', 'whatsapp', 'email', 'calendar', 'linkedin', 'twitter', 'instagram'] as const satisfies readonly BlockType[];
export const takesPersonValue = (type: BlockType): boolean => (PERSON_VALUE_BLOCK_TYPES as readonly BlockType[]).includes(type);

export const VIDEO_PROVIDERS = ['mp4', 'youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export const BLOCK_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type BlockAlign = (typeof BLOCK_ALIGNMENTS)[number];

/** The icons a web link may show (spec 001 section 3); '' shows the type's own icon. */
export const BLOCK_ICONS = ['fa fa-globe', 'fa fa-link', 'fa fa-book', 'fa fa-file', 'fa fa-file-pdf'] as const;
export type BlockIcon = (typeof BLOCK_ICONS)[number];

/** One content block (the spec's "button"). Every field is always present; unused ones keep their defaults. */
export interface ContentBlock {
  /** Stable within the layout, so a block keeps its identity while it is dragged about. */
  id: string;
  type: BlockType;
  size: BlockSize;
  title: string;
  subtitle: string;
  /** The link: a web address, a phone number (tel, sms, whatsapp) or an e-mail address. */
  url: string;
  /** An image block's picture. */
  image: string;
  /** A video block's provider and source. */
  provider: VideoProvider;
  source: string;
  loop: boolean;
  autoplay: boolean;
  align: BlockAlign;
  icon: BlockIcon | '';
  /** Take the person's own value (their phone, e-mail, LinkedIn...) instead of `url`. */
  default: boolean;
  /** A custom_field block shows this custom field of the person. */
  custom_field_id: string | null;
}

export const BRANDING_COLOURS = ['primary', 'secondary', 'background', 'foreground', 'bottombar'] as const;
export type BrandingColour = (typeof BRANDING_COLOURS)[number];

export interface LayoutBranding {
  /** `#rrggbb`. Buttons are primary with secondary text; the page is background with foreground text. */
  colors: Record<BrandingColour, string>;
  banner: { cta: string; url: string };
  avatar_placeholder: string;
  logo_url: string;
  header_image_url: string;
  css: string;
}

export interface LayoutSettings {
  label: string;
  /** The company name shown on the page. */
  name: string;
  /** A built-in theme id or one of the organisation's custom themes. */
  template: string;
  buttonStyle: ButtonStyle;
  /** The group the layout was made for, if any (groups choose their layout themselves). */
  group_id: string | null;
  branding: LayoutBranding;
  buttons: ContentBlock[];
}

/** Recommended image sizes (spec 001 section 9): logo 600x180 (10:3), header 900x300 (3:1), avatar 600x600. */
export const LAYOUT_IMAGE_SIZES = {
  logo_url: { width: 600, height: 180 },
  header_image_url: { width: 900, height: 300 },
  avatar_placeholder: { width: 600, height: 600 },
} as const;

export const DEFAULT_LAYOUT_COLOURS: Readonly<Record<BrandingColour, string>> = {
  primary: '#1f4e79',
  secondary: '#ffffff',
  background: '#ffffff',
  foreground: '#1a1a1a',
  bottombar: '#1f4e79',
};

export const emptyBranding = (): LayoutBranding => ({
  colors: { ...DEFAULT_LAYOUT_COLOURS },
  banner: { cta: '', url: '' },
  avatar_placeholder: '',
  logo_url: '',
  header_image_url: '',
  css: '',
});

export const emptyContentBlock = (id: string, type: BlockType): ContentBlock => ({
  id,
  type,
  size: isFullWidthBlock(type) ? 12 : 6,
  title: '',
  subtitle: '',
  url: '',
  image: '',
  provider: 'mp4',
  source: '',
  loop: false,
  autoplay: false,
  align: 'center',
  icon: '',
  default: takesPersonValue(type),
  custom_field_id: null,
});

/** A layout with every field at its default, for the given label and company name. */
export const emptyLayoutSettings = (label: string, name: string): LayoutSettings => ({
  label,
  name,
  template: DEFAULT_THEME,
  buttonStyle: DEFAULT_BUTTON_STYLE,
  group_id: null,
  branding: emptyBranding(),
  buttons: [],
});

/**
 * The default layout of an organisation that never edited it: its name, the default theme and style,
 * and the person's own contact links.
 */
export const derivedDefaultLayout = (organisationName: string): LayoutSettings => ({
  ...emptyLayoutSettings(DEFAULT_LAYOUT_LABEL, organisationName),
  buttons: (['tel', 'email', 'linkedin'] as const).map((type) => ({ ...emptyContentBlock(`default-${type}`, type), size: 4 as BlockSize })),
});
