import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '../../app/base-api';
import { DEFAULT_LANDING } from '../../app/config';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../app/i18n';
import { sessionStarted } from '../../app/session-slice';
import { STORAGE_KEYS, storage } from '../../app/storage';
import { useSnackbar } from '../../shared/snackbar-host';
import type { Session } from './auth-types';
import { landingFor } from './continue-url';

/** Stores a new session and goes to the continueUrl or the dashboard. */
export const useFinishSignIn = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const t = useT();
  return useCallback(
    (session: Session, continueUrl: string | null) => {
      // Nothing cached for a previous user may leak into this session.
      dispatch(baseApi.util.resetApiState());
      dispatch(sessionStarted(session));
      storage.set(STORAGE_KEYS.signInEmail, null);
      const landing = landingFor(continueUrl);
      if (!landing.ok) notify(t('auth.error.invalidContinueUrl'), 'error');
      navigate(landing.ok ? landing.path : DEFAULT_LANDING, { replace: true });
    },
    [dispatch, navigate, notify, t],
  );
};
