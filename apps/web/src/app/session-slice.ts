import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS, storage } from './storage';

/** What the auth endpoints answer with (POST /v1/auth/password, /email-link/complete, /session-code, /refresh). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
}

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number | null;
  /**
   * The organisation the portal shows. Null means the user's own (main) organisation; any other id is
   * a switch to an organisation the user may also reach, or a superadmin's impersonation.
   */
  selectedOrganisationId: string | null;
}

const emptySession: SessionState = { accessToken: null, refreshToken: null, expiresAt: null, selectedOrganisationId: null };

export const loadSession = (): SessionState => {
  const raw = storage.get(STORAGE_KEYS.session);
  if (!raw) return emptySession;
  try {
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    return {
      accessToken: typeof parsed.accessToken === 'string' ? parsed.accessToken : null,
      refreshToken: typeof parsed.refreshToken === 'string' ? parsed.refreshToken : null,
      expiresAt: typeof parsed.expiresAt === 'number' ? parsed.expiresAt : null,
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
      state.refreshToken = action.payload.refreshToken;
      state.expiresAt = Date.now() + action.payload.expiresIn * 1000;
      state.selectedOrganisationId = null;
    },
    tokensRefreshed(state, action: PayloadAction<SessionTokens>) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
      state.expiresAt = Date.now() + action.payload.expiresIn * 1000;
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
  storage.set(STORAGE_KEYS.session, session.accessToken || session.refreshToken ? JSON.stringify(session) : null);
};
