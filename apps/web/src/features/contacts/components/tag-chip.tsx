import type { ReactNode } from 'react';

/** A tag as a chip: a toggle when it filters (`onClick`), a label otherwise; `action` adds a trailing button. */
export const TagChip = ({ tag, pressed, onClick, action }: { tag: string; pressed?: boolean; onClick?: () => void; action?: ReactNode }) => {
  const chip = (theme: import('@emotion/react').Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    minHeight: 26,
    padding: '2px 10px',
    borderRadius: 999,
    fontSize: theme.fontSize.sm,
    fontWeight: 600,
    border: `1px solid ${pressed ? theme.colors.primary : theme.colors.border}`,
    background: pressed ? theme.colors.primarySoft : theme.colors.surfaceSunken,
    color: pressed ? theme.colors.onPrimarySoft : theme.colors.text,
  });
  if (onClick)
    return (
      <button type="button" aria-pressed={pressed} data-tag={tag} onClick={onClick} css={(theme) => ({ ...chip(theme), cursor: 'pointer', '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 } })}>
        #{tag}
      </button>
    );
  return (
    <span data-tag={tag} css={chip}>
      #{tag}
      {action}
    </span>
  );
};
