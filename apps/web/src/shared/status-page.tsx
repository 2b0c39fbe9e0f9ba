import type { ReactNode } from 'react';
import { Icon, type IconName } from './ui/icons';

type StatusTone = 'danger' | 'warning' | 'info' | 'neutral';

/**
 * A page that explains a state instead of showing data: not found, access denied, a closed account, an
 * error. Inside the portal it sits in the content area; alone it fills the screen. It carries
 * `data-status-page`, so the browser walk (test/e2e/dead-ends.spec.ts) knows a link led to a dead end.
 */
export const StatusPage = ({
  title,
  body,
  actions,
  tone = 'neutral',
  icon,
  fullScreen = true,
  children,
}: {
  title: ReactNode;
  body?: ReactNode;
  actions?: ReactNode;
  tone?: StatusTone;
  icon?: IconName;
  fullScreen?: boolean;
  children?: ReactNode;
}) => {
  const iconName: IconName = icon ?? (tone === 'danger' || tone === 'warning' ? 'alert' : 'info');
  // Inside the portal the layout already has the one <main>.
  const Wrapper = fullScreen ? 'main' : 'div';
  return (
    <Wrapper
      id={fullScreen ? 'main' : undefined}
      css={(theme) => ({
        minHeight: fullScreen ? '100vh' : '60vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: theme.space(6),
        background: fullScreen ? theme.colors.background : undefined,
      })}
    >
      <section
        data-status-page={tone}
        css={(theme) => ({
          width: '100%',
          maxWidth: 560,
          textAlign: 'center',
          padding: theme.space(10, 8),
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius.lg,
          boxShadow: theme.shadow.md,
        })}
      >
        <span
          css={(theme) => {
            const tones = {
              danger: [theme.colors.dangerSoft, theme.colors.onDangerSoft],
              warning: [theme.colors.warningSoft, theme.colors.onWarningSoft],
              info: [theme.colors.infoSoft, theme.colors.onInfoSoft],
              neutral: [theme.colors.primarySoft, theme.colors.onPrimarySoft],
            }[tone];
            return { display: 'inline-flex', padding: theme.space(3.5), borderRadius: theme.radius.pill, background: tones[0], color: tones[1], marginBottom: theme.space(4) };
          }}
        >
          <Icon name={iconName} size={30} />
        </span>
        <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.xl, color: theme.colors.text })}>{title}</h1>
        {body ? <p css={(theme) => ({ margin: theme.space(3, 0, 0), color: theme.colors.textMuted, lineHeight: 1.6 })}>{body}</p> : null}
        {children}
        {actions ? <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), justifyContent: 'center', marginTop: theme.space(6) })}>{actions}</div> : null}
      </section>
    </Wrapper>
  );
};
