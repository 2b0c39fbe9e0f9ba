import { useT } from '../app/i18n';

/** The product mark and name. */
export const Brand = ({ compact }: { compact?: boolean }) => {
  const t = useT();
  return (
    <span css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space(2.5), color: theme.colors.text })}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#c2410c" />
        <path d="M11 8h7a6 6 0 0 1 0 12h-3v4h-4z" fill="#ffffff" />
      </svg>
      {compact ? null : (
        <span css={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
          <span css={(theme) => ({ fontWeight: 800, fontSize: theme.fontSize.lg, letterSpacing: '-0.01em' })}>{t('product.name')}</span>
          <span css={(theme) => ({ fontSize: theme.fontSize.xs, color: theme.colors.textMuted, fontWeight: 600 })}>{t('product.portal')}</span>
        </span>
      )}
    </span>
  );
};
