import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../app/i18n';
import { SNACKBAR_AUTO_HIDE_MS, snackbarHidden, snackbarShown, type SnackbarSeverity } from '../app/snackbar-slice';
import { IconButton } from './ui/button';
import { Icon } from './ui/icons';

/** The handlers of snackbar buttons, by snackbar id (functions do not belong in the store). */
const actions = new Map<string, () => void>();

/**
 * `const notify = useSnackbar(); notify('Person deleted')`; with an action, the snackbar carries a button
 * (`notify('Guide hidden', 'info', { label: 'Undo', run: show })`) that runs it and closes the snackbar.
 */
export const useSnackbar = () => {
  const dispatch = useAppDispatch();
  return (message: string, severity: SnackbarSeverity = 'success', action?: { label: string; run: () => void }) => {
    const shown = dispatch(snackbarShown(message, severity, action?.label));
    if (action) actions.set(shown.payload.id, action.run);
    return shown;
  };
};

/** Shows the latest snackbar at the bottom of the screen; it hides after 6 seconds or when a new one replaces it. */
export const SnackbarHost = () => {
  const current = useAppSelector((state) => state.snackbar.current);
  const dispatch = useAppDispatch();
  const t = useT();

  useEffect(() => {
    if (!current) return;
    const id = current.id;
    const timer = window.setTimeout(() => {
      actions.delete(id);
      dispatch(snackbarHidden(id));
    }, SNACKBAR_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [current, dispatch]);

  return (
    <div aria-live="polite" css={{ position: 'fixed', insetInline: 0, bottom: 24, display: 'flex', justifyContent: 'center', pointerEvents: 'none', zIndex: 1100, padding: '0 16px' }}>
      {current ? (
        <div
          key={current.id}
          role={current.severity === 'error' ? 'alert' : 'status'}
          data-severity={current.severity}
          css={(theme) => ({
            pointerEvents: 'auto',
            display: 'flex',
            alignItems: 'center',
            gap: theme.space(3),
            maxWidth: 640,
            padding: theme.space(2, 2, 2, 4),
            borderRadius: theme.radius.md,
            boxShadow: theme.shadow.lg,
            background: current.severity === 'error' ? theme.colors.danger : theme.colors.snackbar,
            color: current.severity === 'error' ? (theme.mode === 'light' ? '#ffffff' : '#1b0707') : theme.colors.onSnackbar,
            fontWeight: 500,
          })}
        >
          <Icon name={current.severity === 'error' || current.severity === 'warning' ? 'alert' : current.severity === 'info' ? 'info' : 'check'} size={18} />
          <span css={{ flex: 1 }}>{current.message}</span>
          {current.actionLabel ? (
            <button
              type="button"
              onClick={() => {
                actions.get(current.id)?.();
                actions.delete(current.id);
                dispatch(snackbarHidden(current.id));
              }}
              css={{ border: 0, background: 'none', color: 'inherit', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', cursor: 'pointer', padding: '6px 8px', borderRadius: 6, '&:hover': { background: 'rgba(127,127,127,0.25)' } }}
            >
              {current.actionLabel}
            </button>
          ) : null}
          <IconButton type="button" aria-label={t('snackbar.close')} onClick={() => dispatch(snackbarHidden(current.id))} css={{ color: 'inherit', width: 32, height: 32, '&:hover': { background: 'rgba(127,127,127,0.25)' } }}>
            <Icon name="close" size={16} />
          </IconButton>
        </div>
      ) : null}
    </div>
  );
};
