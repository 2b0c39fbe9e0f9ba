import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { type ButtonHTMLAttributes, type ReactNode, useId } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './feedback';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const buttonStyle = (theme: Theme, variant: ButtonVariant, size: ButtonSize, fullWidth?: boolean) => {
  const c = theme.colors;
  const tones = {
    primary: { bg: c.primary, fg: c.onPrimary, border: c.primary, hover: c.primaryHover },
    secondary: { bg: c.surface, fg: c.text, border: c.borderStrong, hover: c.surfaceSunken },
    ghost: { bg: 'transparent', fg: c.text, border: 'transparent', hover: c.surfaceSunken },
    danger: { bg: c.danger, fg: theme.mode === 'light' ? '#ffffff' : '#1b0707', border: c.danger, hover: c.onDangerSoft },
  }[variant];
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space(2)};
    min-height: ${size === 'sm' ? '32px' : '40px'};
    padding: ${size === 'sm' ? theme.space(1, 3) : theme.space(2, 4)};
    width: ${fullWidth ? '100%' : 'auto'};
    border-radius: ${theme.radius.sm};
    border: 1px solid ${tones.border};
    background: ${tones.bg};
    color: ${tones.fg};
    font: inherit;
    font-size: ${size === 'sm' ? theme.fontSize.sm : theme.fontSize.md};
    font-weight: 600;
    line-height: 1.2;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    transition:
      background-color 120ms ease,
      border-color 120ms ease;
    &:hover:not(:disabled) {
      background: ${tones.hover};
      border-color: ${variant === 'secondary' ? c.borderStrong : tones.hover};
    }
    &:focus-visible {
      outline: 2px solid ${c.focus};
      outline-offset: 2px;
    }
    &:disabled,
    &[aria-disabled='true'] {
      opacity: 0.55;
      cursor: not-allowed;
    }
  `;
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  loading?: boolean;
  icon?: ReactNode;
  /** Why the button is disabled: shown beside it (and read with it) while `disabled` is true. */
  disabledReason?: string | null;
}

export const Button = ({ variant = 'secondary', size = 'md', fullWidth, loading, icon, children, disabled, disabledReason, type = 'button', ...rest }: ButtonProps) => {
  const reasonId = useId();
  const reason = disabled && disabledReason ? disabledReason : null;
  const button = (
    <button
      type={type}
      css={(theme) => buttonStyle(theme, variant, size, fullWidth)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-describedby={reason ? reasonId : undefined}
      title={reason ?? undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} label="" /> : icon}
      {children}
    </button>
  );
  if (!reason) return button;
  return (
    <>
      <span id={reasonId} data-testid="disabled-reason" css={(theme) => ({ alignSelf: 'center', color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>
        {reason}
      </span>
      {button}
    </>
  );
};

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
}

export const LinkButton = ({ variant = 'secondary', size = 'md', fullWidth, icon, children, ...rest }: LinkButtonProps) => (
  <Link css={(theme) => buttonStyle(theme, variant, size, fullWidth)} {...rest}>
    {icon}
    {children}
  </Link>
);

/** A square button holding only an icon; the label is what screen readers announce and the tooltip shows. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  position: relative;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A link that looks like inline text, for actions inside sentences. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 2px;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

export const ExternalLink = TextLink.withComponent('a');
