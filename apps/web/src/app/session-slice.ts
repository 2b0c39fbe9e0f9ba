import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS, storage } from './storage';

/**
 * What the auth endpoints answer with (POST /v1/auth/password, /email-link/complete, /session-code,
 * /refresh). The portal asks for the cookie flow, so the refresh token never reaches a script: it lives
 * in an HttpOnly cookie the browser sends only to POST /v1/auth/refresh.
 */
export interface SessionTokens {
  accessToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
}

export interface SessionState {
  /** In memory only: a reload starts without one and gets a fresh one from the refresh cookie. */
  accessToken: string | null;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number | null;
  /**
   * This browser holds a session (the refresh cookie, which scripts cannot see): kept across reloads so
   * the portal knows to ask for an access token rather than send the user to sign in. Not a credential.
   */
  signedIn: boolean;
  /**
   * The organisation the portal shows. Null means the user's own (main) organisation; any other id is
   * a switch to an organisation the user may also reach, or a superadmin's impersonation.
   */
  selectedOrganisationId: string | null;
}

const emptySession: SessionState = { accessToken: null, expiresAt: null, signedIn: false, selectedOrganisationId: null };

/** What survives a reload: never a token. */
interface StoredSession {
  signedIn: boolean;
  selectedOrganisationId: string | null;
}

export const loadSession = (): SessionState => {
  const raw = storage.get(STORAGE_KEYS.session);
  if (!raw) return emptySession;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSession> & { accessToken?: unknown; refreshToken?: unknown };
    // A session stored by an older portal kept its tokens here: they are dropped, and with them that session.
    if ('accessToken' in parsed || 'refreshToken' in parsed) {
      storage.set(STORAGE_KEYS.session, null);
      return emptySession;
    }
    return {
      ...emptySession,
      signedIn: parsed.signedIn === true,
      selectedOrganisationId: typeof parsed.selectedOrganisationId === 'string' ? parsed.selectedOrganisationId : null,
    };
  } catch {
    return emptySession;
  }
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: loadSession,
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionTokens>) {
      state.accessToken = action.payload.accessToken;
      state.expiresAt = Date.now() + action.payload.expiresIn * 1000;
      state.signedIn = true;
      state.selectedOrganisationId = null;
    },
    tokensRefreshed(state, action: PayloadAction<SessionTokens>) {
      state.accessToken = action.payload.accessToken;
      state.expiresAt = Date.now() + action.payload.expiresIn * 1000;
      state.signedIn = true;
    },
    signedOut() {
      return emptySession;
    },
    organisationSelected(state, action: PayloadAction<string | null>) {
      state.selectedOrganisationId = action.payload;
    },
  },
});

export const { sessionStarted, tokensRefreshed, signedOut, organisationSelected } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export const persistSession = (session: SessionState): void => {
  const stored: StoredSession = { signedIn: session.signedIn, selectedOrganisationId: session.selectedOrganisationId };
  storage.set(STORAGE_KEYS.session, session.signedIn ? JSON.stringify(stored) : null);
};
