import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useT } from '../app/i18n';
import { SNACKBAR_AUTO_HIDE_MS, snackbarHidden, snackbarShown, type SnackbarSeverity } from '../app/snackbar-slice';
import { IconButton } from './ui/button';
import { Icon } from './ui/icons';

/** `const notify = useSnackbar(); notify('Person deleted')` */
export const useSnackbar = () => {
  const dispatch = useAppDispatch();
  return (message: string, severity: SnackbarSeverity = 'success') => dispatch(snackbarShown(message, severity));
};

/** Shows the latest snackbar at the bottom of the screen; it hides after 6 seconds or when a new one replaces it. */
export const SnackbarHost = () => {
  const current = useAppSelector((state) => state.snackbar.current);
  const dispatch = useAppDispatch();
  const t = useT();

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => dispatch(snackbarHidden(current.id)), SNACKBAR_AUTO_HIDE_MS);
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
          <IconButton type="button" aria-label={t('snackbar.close')} onClick={() => dispatch(snackbarHidden(current.id))} css={{ color: 'inherit', width: 32, height: 32, '&:hover': { background: 'rgba(127,127,127,0.25)' } }}>
            <Icon name="close" size={16} />
          </IconButton>
        </div>
      ) : null}
    </div>
  );
};
