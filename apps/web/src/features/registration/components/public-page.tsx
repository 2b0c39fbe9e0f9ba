import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '../../../shared/brand';
import { PreferencesBar } from '../../../shared/preferences-bar';

/** The frame of the pages strangers and cardholders use: the brand, language and theme, and a centred column. */
export const PublicPage = ({ title, subtitle, children, width = 760 }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; width?: number }) => (
  <div css={(theme) => ({ minHeight: '100vh', background: theme.colors.background })}>
    <header css={(theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', padding: theme.space(4, 6), background: theme.colors.surface, borderBottom: `1px solid ${theme.colors.border}` })}>
      <Link to="/" css={{ textDecoration: 'none' }}>
        <Brand />
      </Link>
      <PreferencesBar />
    </header>
    <main id="main" css={(theme) => ({ maxWidth: width, margin: '0 auto', padding: theme.space(8, 4, 16) })}>
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.xxl, letterSpacing: '-0.01em' })}>{title}</h1>
      {subtitle ? <p css={(theme) => ({ margin: theme.space(2, 0, 0), color: theme.colors.textMuted })}>{subtitle}</p> : null}
      <div css={(theme) => ({ marginTop: theme.space(6) })}>{children}</div>
    </main>
  </div>
);
