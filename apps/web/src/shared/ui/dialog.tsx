import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './button';
import { Icon } from './icons';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in and is trapped, Escape and the backdrop close it, focus returns to
 * what opened it.
 */
export const Dialog = ({
  open,
  title,
  onClose,
  children,
  footer,
  width = 520,
  closeLabel,
  initialFocus,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  closeLabel: string;
  initialFocus?: string;
}) => {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const target = (initialFocus && panel.current?.querySelector<HTMLElement>(initialFocus)) || panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    return () => opener?.focus?.();
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      css={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        padding: theme.space(4),
        paddingTop: '10vh',
        background: theme.colors.overlay,
      })}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        css={(theme) => ({
          width: '100%',
          maxWidth: width,
          maxHeight: '80vh',
          display: 'flex',
          flexDirection: 'column',
          background: theme.colors.surfaceRaised,
          color: theme.colors.text,
          borderRadius: theme.radius.lg,
          boxShadow: theme.shadow.lg,
          border: `1px solid ${theme.colors.border}`,
        })}
      >
        <div css={(theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(3), padding: theme.space(4, 5), borderBottom: `1px solid ${theme.colors.border}` })}>
          <h2 id={titleId} css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>
            {title}
          </h2>
          <IconButton type="button" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </IconButton>
        </div>
        <div css={(theme) => ({ padding: theme.space(5), overflowY: 'auto' })}>{children}</div>
        {footer ? (
          <div css={(theme) => ({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: theme.space(2), padding: theme.space(4, 5), borderTop: `1px solid ${theme.colors.border}` })}>
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
};
