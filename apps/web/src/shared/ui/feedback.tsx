import { keyframes, useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A spinner; with a label it is announced as a status, with '' it is decorative (inside a busy button). */
export const Spinner = ({ size = 24, label }: { size?: number; label: string }) => {
  const theme = useTheme();
  return (
    <span role={label ? 'status' : undefined} aria-label={label || undefined} css={{ display: 'inline-flex' }}>
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" css={{ animation: `${spin} 0.8s linear infinite` }}>
        <circle cx="12" cy="12" r="9" fill="none" stroke={theme.colors.border} strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
};

/** The loading view of a page or of the whole app while authentication is pending. */
export const LoadingView = ({ label, fullScreen }: { label: string; fullScreen?: boolean }) => (
  <div
    css={(theme) => ({
      minHeight: fullScreen ? '100vh' : 240,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: theme.space(3),
      color: theme.colors.textMuted,
      background: fullScreen ? theme.colors.background : undefined,
    })}
  >
    <span css={(theme) => ({ color: theme.colors.primary })}>
      <Spinner size={32} label={label} />
    </span>
    <span aria-hidden="true">{label}</span>
  </div>
);

export type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

const toneColours = (theme: ReturnType<typeof useTheme>, tone: Tone) =>
  ({
    neutral: { bg: theme.colors.surfaceSunken, fg: theme.colors.textMuted, border: theme.colors.border },
    primary: { bg: theme.colors.primarySoft, fg: theme.colors.onPrimarySoft, border: theme.colors.primarySoft },
    success: { bg: theme.colors.successSoft, fg: theme.colors.onSuccessSoft, border: theme.colors.successSoft },
    warning: { bg: theme.colors.warningSoft, fg: theme.colors.onWarningSoft, border: theme.colors.warningSoft },
    danger: { bg: theme.colors.dangerSoft, fg: theme.colors.onDangerSoft, border: theme.colors.dangerSoft },
    info: { bg: theme.colors.infoSoft, fg: theme.colors.onInfoSoft, border: theme.colors.infoSoft },
  })[tone];

export const Badge = ({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) => {
  const theme = useTheme();
  const c = toneColours(theme, tone);
  return (
    <span
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        padding: '2px 8px',
        borderRadius: theme.radius.pill,
        background: c.bg,
        color: c.fg,
        fontSize: theme.fontSize.xs,
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
};

const alertIcons: Record<Exclude<Tone, 'neutral' | 'primary'>, IconName> = { success: 'check', warning: 'alert', danger: 'alert', info: 'info' };

/** A banner inside a page: warnings, errors and notes. Errors are announced as alerts. */
export const Alert = ({ tone = 'info', title, children, action }: { tone?: keyof typeof alertIcons; title?: ReactNode; children?: ReactNode; action?: ReactNode }) => {
  const theme = useTheme();
  const c = toneColours(theme, tone);
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      css={{
        display: 'flex',
        gap: theme.space(3),
        alignItems: 'flex-start',
        padding: theme.space(3, 4),
        borderRadius: theme.radius.md,
        background: c.bg,
        color: c.fg,
        border: `1px solid ${c.border}`,
        fontSize: theme.fontSize.md,
        lineHeight: 1.5,
      }}
    >
      <Icon name={alertIcons[tone]} size={20} css={{ flexShrink: 0, marginTop: 2 }} />
      <div css={{ flex: 1, minWidth: 0 }}>
        {title ? <div css={{ fontWeight: 700, marginBottom: children ? 2 : 0 }}>{title}</div> : null}
        {children}
      </div>
      {action ? <div css={{ flexShrink: 0 }}>{action}</div> : null}
    </div>
  );
};

export const EmptyState = ({ icon, title, children, action }: { icon?: IconName; title: ReactNode; children?: ReactNode; action?: ReactNode }) => (
  <div
    css={(theme) => ({
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: theme.space(2),
      padding: theme.space(12, 6),
      color: theme.colors.textMuted,
    })}
  >
    {icon ? (
      <span
        css={(theme) => ({
          display: 'inline-flex',
          padding: theme.space(3),
          borderRadius: theme.radius.pill,
          background: theme.colors.primarySoft,
          color: theme.colors.onPrimarySoft,
          marginBottom: theme.space(2),
        })}
      >
        <Icon name={icon} size={28} />
      </span>
    ) : null}
    <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg, color: theme.colors.text })}>{title}</h2>
    {children ? <div css={{ maxWidth: 480, lineHeight: 1.6 }}>{children}</div> : null}
    {action ? <div css={(theme) => ({ marginTop: theme.space(3) })}>{action}</div> : null}
  </div>
);

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
