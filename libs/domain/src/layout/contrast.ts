import type { BrandingColour } from './layout';

/**
 * WCAG 2 contrast (spec 001 sections 5 and 9): the editor warns when a pair of the layout's colours is
 * below 4.5:1, the AA threshold for normal text.
 */
export const MIN_CONTRAST_RATIO = 4.5;

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of `#rrggbb` (or `#rgb`), or null when it is not a hex colour. */
export const relativeLuminance = (colour: string): number | null => {
  const hex = colour.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? hex.replace(/./g, (c) => c + c) : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(full.slice(i, i + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** (L1 + 0.05) / (L2 + 0.05) with L1 the lighter; from 1 to 21. Null when either is not a colour. */
export const contrastRatio = (a: string, b: string): number | null => {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

/** The colour pairs whose text must stay readable: button text on buttons, page text on the page. */
export const CONTRAST_PAIRS: readonly { background: BrandingColour; text: BrandingColour }[] = [
  { background: 'primary', text: 'secondary' },
  { background: 'background', text: 'foreground' },
];

export interface ContrastWarning {
  background: BrandingColour;
  text: BrandingColour;
  ratio: number;
}

/** The pairs below 4.5:1, each with its ratio. */
export const contrastWarnings = (colors: Record<BrandingColour, string>): ContrastWarning[] =>
  CONTRAST_PAIRS.flatMap(({ background, text }) => {
    const ratio = contrastRatio(colors[background], colors[text]);
    return ratio !== null && ratio < MIN_CONTRAST_RATIO ? [{ background, text, ratio }] : [];
  });
