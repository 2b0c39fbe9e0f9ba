import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A button that shows a panel below it (a disclosure): Escape or a click outside closes it, and so does
 * navigating. The trigger gets aria-expanded and aria-controls.
 */
export const Popover = ({
  trigger,
  children,
  align = 'end',
  width = 280,
}: {
  trigger: (props: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void }) => ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  align?: 'start' | 'end';
  width?: number;
}) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div ref={root} css={{ position: 'relative' }}>
      {trigger({ 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen(!open) })}
      <div
        id={id}
        hidden={!open}
        css={(theme) => ({
          // Narrow screens: a sheet under the top bar, the full width less a margin.
          position: 'fixed',
          top: theme.layout.topBarHeight + 4,
          insetInline: 12,
          [theme.mq.sm]: { position: 'absolute', top: 'calc(100% + 6px)', insetInline: 'auto', [align === 'end' ? 'insetInlineEnd' : 'insetInlineStart']: 0, width },
          zIndex: 900,
          background: theme.colors.surfaceRaised,
          color: theme.colors.text,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius.md,
          boxShadow: theme.shadow.lg,
          overflow: 'hidden',
        })}
      >
        {open ? (typeof children === 'function' ? children(close) : children) : null}
      </div>
    </div>
  );
};

/** A row of a popover's list: a link or a button that fills the width. */
export const popoverItemStyle = (theme: import('@emotion/react').Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  width: '100%',
  padding: theme.space(2.5, 4),
  border: 0,
  background: 'transparent',
  color: theme.colors.text,
  font: 'inherit',
  textAlign: 'start' as const,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceSunken },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: -2 },
});
