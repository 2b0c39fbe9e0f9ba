import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../app/i18n';
import { Brand } from '../../../shared/brand';
import { PreferencesBar } from '../../../shared/preferences-bar';

/** The split layout of the auth screens: the form on one side, the product on the other (md and up). */
export const AuthLayout = ({ title, subtitle, children, wide }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; wide?: boolean }) => {
  return (
    <div css={(theme) => ({ minHeight: '100vh', display: 'grid', gridTemplateColumns: '1fr', background: theme.colors.surface, [theme.mq.md]: { gridTemplateColumns: 'minmax(420px, 1fr) 1fr' } })}>
      <div css={(theme) => ({ display: 'flex', flexDirection: 'column', padding: theme.space(6), [theme.mq.sm]: { padding: theme.space(8, 12) } })}>
        <header css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
          <Link to="/" css={{ textDecoration: 'none' }}>
            <Brand />
          </Link>
          <PreferencesBar />
        </header>
        <main id="main" css={(theme) => ({ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: theme.space(10, 0) })}>
          <div css={{ width: '100%', maxWidth: wide ? 560 : 420 }}>
            <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.xxl, letterSpacing: '-0.01em' })}>{title}</h1>
            {subtitle ? <p css={(theme) => ({ margin: theme.space(2, 0, 0), color: theme.colors.textMuted })}>{subtitle}</p> : null}
            <div css={(theme) => ({ marginTop: theme.space(8) })}>{children}</div>
          </div>
        </main>
      </div>
      <ProductPanel />
    </div>
  );
};

/** The product image: a Profyle card and its phone page drawn in CSS, so no asset has to load. */
const ProductPanel = () => {
  const t = useT();
  return (
    <aside
      aria-hidden="true"
      css={(theme) => ({
        display: 'none',
        position: 'relative',
        overflow: 'hidden',
        background: 'linear-gradient(150deg, #7c2d12 0%, #c2410c 45%, #f97316 100%)',
        color: '#ffffff',
        [theme.mq.md]: { display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: theme.space(16) },
      })}
    >
      <div css={{ position: 'absolute', width: 520, height: 520, borderRadius: '50%', background: 'rgba(255,255,255,0.07)', top: -160, insetInlineEnd: -160 }} />
      <div css={{ position: 'absolute', width: 360, height: 360, borderRadius: '50%', background: 'rgba(255,255,255,0.06)', bottom: -120, insetInlineStart: -80 }} />
      <div css={{ position: 'relative', maxWidth: 460 }}>
        <div css={{ display: 'flex', gap: 24, alignItems: 'flex-end', marginBottom: 48 }}>
          <div css={{ width: 170, height: 300, borderRadius: 28, background: '#ffffff', boxShadow: '0 24px 60px rgba(0,0,0,0.3)', padding: 14, color: '#1f2933', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
            <div css={{ width: '100%', height: 70, borderRadius: 16, background: 'linear-gradient(120deg,#fdba74,#fb923c)' }} />
            <div css={{ width: 56, height: 56, borderRadius: '50%', marginTop: -36, border: '4px solid #fff', background: 'linear-gradient(135deg,#fed7aa,#c2410c)' }} />
            <div css={{ width: 90, height: 9, borderRadius: 5, background: '#1f2933' }} />
            <div css={{ width: 64, height: 7, borderRadius: 4, background: '#c5ccd5' }} />
            <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6, width: '100%', marginTop: 10 }}>
              {[0, 1, 2, 3].map((n) => (
                <div key={n} css={{ height: 34, borderRadius: 8, background: n === 0 ? '#c2410c' : '#f1f3f5' }} />
              ))}
            </div>
            <div css={{ width: '100%', height: 30, borderRadius: 8, background: '#1f2933', marginTop: 'auto' }} />
          </div>
          <div css={{ width: 200, height: 126, borderRadius: 14, background: 'linear-gradient(135deg,#1f2933,#3d4452)', boxShadow: '0 20px 50px rgba(0,0,0,0.35)', padding: 16, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}>
            <div css={{ display: 'flex', justifyContent: 'space-between' }}>
              <div css={{ width: 28, height: 28, borderRadius: 8, background: '#f97316' }} />
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round">
                <path d="M8.5 16.5a6 6 0 0 0 0-9M12 19a10 10 0 0 0 0-14M5 14a2.5 2.5 0 0 0 0-4" />
              </svg>
            </div>
            <div css={{ width: 110, height: 8, borderRadius: 4, background: 'rgba(255,255,255,0.8)' }} />
          </div>
        </div>
        <p css={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25, margin: 0 }}>{t('auth.signIn.heroTitle')}</p>
        <p css={{ fontSize: '1.05rem', lineHeight: 1.6, marginTop: 16, opacity: 0.92 }}>{t('auth.signIn.heroBody')}</p>
      </div>
    </aside>
  );
};
