import type { LayoutBranding } from '@profyle/contracts/layouts';

/** The layout's colours as a small picture: page, a button, and the bottom bar. */
export const LayoutSwatch = ({ colors, radius }: { colors: LayoutBranding['colors']; radius: number }) => (
  <div aria-hidden="true" css={(theme) => ({ height: 88, borderRadius: theme.radius.md, overflow: 'hidden', border: `1px solid ${theme.colors.border}`, background: colors.background, display: 'flex', flexDirection: 'column' })}>
    <div css={{ height: 28, background: colors.primary }} />
    <div css={{ flex: 1, display: 'flex', alignItems: 'center', gap: 6, padding: '0 10px' }}>
      <span css={{ width: 26, height: 26, borderRadius: '50%', background: colors.foreground, opacity: 0.25, flex: 'none' }} />
      <span css={{ flex: 1, height: 16, borderRadius: Math.min(radius, 8), background: colors.primary, color: colors.secondary, fontSize: 10, lineHeight: '16px', textAlign: 'center' }}>Aa</span>
    </div>
    <div css={{ height: 14, background: colors.bottombar }} />
  </div>
);
