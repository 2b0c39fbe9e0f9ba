import { jsonEqual } from '../shared';
import { BRANDING_COLOURS, type BrandingColour, type ButtonStyle, type ContentBlock, type LayoutBranding, type LayoutSettings } from './layout';

/**
 * The fields PATCH .../configurations/{id} changes one at a time (`field_to_update`), so each change in
 * the editor saves at once. Branding leaves are named by their dotted path; content blocks are always
 * saved as the whole `buttons` list (spec 001 section 4).
 */
export const LAYOUT_FIELDS = [
  'label',
  'name',
  'template',
  'buttonStyle',
  'group_id',
  'branding',
  ...BRANDING_COLOURS.map((colour) => `branding.colors.${colour}` as const),
  'branding.colors',
  'branding.banner',
  'branding.banner.cta',
  'branding.banner.url',
  'branding.avatar_placeholder',
  'branding.logo_url',
  'branding.header_image_url',
  'branding.css',
  'buttons',
] as const;
export type LayoutField = (typeof LAYOUT_FIELDS)[number];

export type LayoutFieldValues = {
  label: string;
  name: string;
  template: string;
  buttonStyle: ButtonStyle;
  group_id: string | null;
  branding: LayoutBranding;
  'branding.colors': Record<BrandingColour, string>;
  'branding.banner': LayoutBranding['banner'];
  'branding.banner.cta': string;
  'branding.banner.url': string;
  'branding.avatar_placeholder': string;
  'branding.logo_url': string;
  'branding.header_image_url': string;
  'branding.css': string;
  buttons: ContentBlock[];
} & { [C in BrandingColour as `branding.colors.${C}`]: string };

/** One field and its value, typed together. */
export type LayoutFieldChange = { [F in LayoutField]: { field: F; value: LayoutFieldValues[F] } }[LayoutField];

export const isLayoutField = (field: string): field is LayoutField => (LAYOUT_FIELDS as readonly string[]).includes(field);

/** The layout with one field replaced. */
export const withLayoutField = (layout: LayoutSettings, change: LayoutFieldChange): LayoutSettings => {
  const path = change.field.split('.');
  const set = (target: Record<string, unknown>, [head, ...rest]: string[]): Record<string, unknown> =>
    rest.length === 0 ? { ...target, [head]: change.value } : { ...target, [head]: set(target[head] as Record<string, unknown>, rest) };
  return set(layout as unknown as Record<string, unknown>, path) as unknown as LayoutSettings;
};

/** The value of a field of a layout. */
export const layoutFieldValue = <F extends LayoutField>(layout: LayoutSettings, field: F): LayoutFieldValues[F] =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], layout) as LayoutFieldValues[F];

/** The leaf fields that changed: top-level fields, and branding by its dotted leaves. */
export const changedLayoutFields = (before: LayoutSettings, after: LayoutSettings): string[] => {
  const leaves = (value: unknown, path: string): [string, unknown][] =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && path.startsWith('branding')
      ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`))
      : [[path, value]];
  const flat = (layout: LayoutSettings) => new Map(Object.entries(layout).flatMap(([key, value]) => leaves(value, key)));
  const old = flat(before);
  return [...flat(after)].filter(([path, value]) => !jsonEqual(old.get(path), value)).map(([path]) => path);
};
