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

/** A user signed up for a trial that does not exist yet continues the trial wizard (spec 000 section 2). */
export const REGISTRATION_LANDING = '/register/personal-details';

/** Stores a new session and goes to the continueUrl or the dashboard (a registering user: the wizard). */
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
      if (session.user.registering) {
        navigate(continueUrl?.startsWith('/register/') ? continueUrl : REGISTRATION_LANDING, { replace: true });
        return;
      }
      const landing = landingFor(continueUrl);
      if (!landing.ok) notify(t('auth.error.invalidContinueUrl'), 'error');
      navigate(landing.ok ? landing.path : DEFAULT_LANDING, { replace: true });
    },
    [dispatch, navigate, notify, t],
  );
};
