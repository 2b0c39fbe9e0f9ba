/**
 * Theme tokens for the portal: one palette per colour mode, shared spacing, type and breakpoints.
 * Colour pairs are chosen for WCAG AA contrast (4.5:1 for text) in both modes.
 */

/** The spec's breakpoints (spec 000 section 9): xs 0, sm 600, md 900, lg 1200, xl 1920. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1920 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** `${mq.md} { ... }` applies from the md breakpoint up. */
export const mq = Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, px]) => [name, `@media (min-width: ${px}px)`])) as Record<Breakpoint, string>;

export const COLOUR_MODES = ['light', 'dark', 'system'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];
export type ResolvedColourMode = Exclude<ColourMode, 'system'>;
export const DEFAULT_COLOUR_MODE: ColourMode = 'light';

export interface Palette {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  sidebar: string;
  sidebarText: string;
  sidebarMuted: string;
  sidebarActive: string;
  sidebarActiveText: string;
  text: string;
  textMuted: string;
  border: string;
  borderStrong: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  primarySoft: string;
  onPrimarySoft: string;
  danger: string;
  dangerSoft: string;
  onDangerSoft: string;
  warning: string;
  warningSoft: string;
  onWarningSoft: string;
  success: string;
  successSoft: string;
  onSuccessSoft: string;
  info: string;
  infoSoft: string;
  onInfoSoft: string;
  focus: string;
  overlay: string;
  snackbar: string;
  onSnackbar: string;
}

const light: Palette = {
  background: '#f6f7f9',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f1f3f5',
  sidebar: '#ffffff',
  sidebarText: '#1f2933',
  sidebarMuted: '#5f6b7a',
  sidebarActive: '#fff1e8',
  sidebarActiveText: '#9a3412',
  text: '#1f2933',
  textMuted: '#56606d',
  border: '#e3e7ec',
  borderStrong: '#c5ccd5',
  primary: '#c2410c',
  primaryHover: '#9a3412',
  onPrimary: '#ffffff',
  primarySoft: '#fff1e8',
  onPrimarySoft: '#9a3412',
  danger: '#c5221f',
  dangerSoft: '#fdecea',
  onDangerSoft: '#8c1d18',
  warning: '#b45309',
  warningSoft: '#fff7e6',
  onWarningSoft: '#7a3e06',
  success: '#1e7b4b',
  successSoft: '#e6f4ec',
  onSuccessSoft: '#14532d',
  info: '#1d5fa8',
  infoSoft: '#e8f1fb',
  onInfoSoft: '#1a4778',
  focus: '#2563eb',
  overlay: 'rgba(15, 23, 42, 0.48)',
  snackbar: '#1f2933',
  onSnackbar: '#ffffff',
};

const dark: Palette = {
  background: '#0f1115',
  surface: '#171a21',
  surfaceRaised: '#1e222b',
  surfaceSunken: '#12151b',
  sidebar: '#13161c',
  sidebarText: '#e6e9ee',
  sidebarMuted: '#9aa4b2',
  sidebarActive: '#3a2114',
  sidebarActiveText: '#fdba8c',
  text: '#e6e9ee',
  textMuted: '#a3adba',
  border: '#2a2f3a',
  borderStrong: '#3d4452',
  primary: '#fb923c',
  primaryHover: '#fdba74',
  onPrimary: '#1b0d03',
  primarySoft: '#3a2114',
  onPrimarySoft: '#fdba8c',
  danger: '#f87171',
  dangerSoft: '#3b1719',
  onDangerSoft: '#fecaca',
  warning: '#fbbf24',
  warningSoft: '#35270b',
  onWarningSoft: '#fde68a',
  success: '#4ade80',
  successSoft: '#11301f',
  onSuccessSoft: '#bbf7d0',
  info: '#60a5fa',
  infoSoft: '#13243d',
  onInfoSoft: '#bfdbfe',
  focus: '#93c5fd',
  overlay: 'rgba(0, 0, 0, 0.6)',
  snackbar: '#e6e9ee',
  onSnackbar: '#12151b',
};

export const palettes: Record<ResolvedColourMode, Palette> = { light, dark };

export interface PortalTheme {
  mode: ResolvedColourMode;
  colors: Palette;
  font: { body: string; mono: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { sm: string; md: string; lg: string };
  /** space(2) = 8px: a 4 px grid. */
  space: (...steps: number[]) => string;
  mq: Record<Breakpoint, string>;
  layout: { sidebarWidth: number; topBarHeight: number; contentMaxWidth: number };
}

export const createTheme = (mode: ResolvedColourMode): PortalTheme => ({
  mode,
  colors: palettes[mode],
  font: {
    body: "Inter, 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: { xs: '0.75rem', sm: '0.8125rem', md: '0.9375rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  radius: { sm: '6px', md: '10px', lg: '14px', pill: '999px' },
  shadow:
    mode === 'light'
      ? { sm: '0 1px 2px rgba(16,24,40,0.06)', md: '0 4px 12px rgba(16,24,40,0.08)', lg: '0 16px 40px rgba(16,24,40,0.18)' }
      : { sm: '0 1px 2px rgba(0,0,0,0.4)', md: '0 4px 12px rgba(0,0,0,0.45)', lg: '0 16px 40px rgba(0,0,0,0.6)' },
  space: (...steps) => steps.map((step) => `${step * 4}px`).join(' '),
  mq,
  layout: { sidebarWidth: 260, topBarHeight: 60, contentMaxWidth: 1200 },
});

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends PortalTheme {}
}
