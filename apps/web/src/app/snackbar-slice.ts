import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** Snackbars hide after 6000 ms (spec 000 section 9). */
export const SNACKBAR_AUTO_HIDE_MS = 6000;

export type SnackbarSeverity = 'success' | 'error' | 'info' | 'warning';
export interface Snackbar {
  id: string;
  message: string;
  severity: SnackbarSeverity;
  /** A button in the snackbar (Undo); its handler is kept outside the store, under the snackbar's id. */
  actionLabel?: string;
}

/**
 * One snackbar at a time: a new one replaces the one on screen (and starts its own 6 seconds) instead
 * of waiting behind it, so a confirmation always answers the action just taken.
 */
const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState: { current: null as Snackbar | null },
  reducers: {
    snackbarShown: {
      reducer(state, action: PayloadAction<Snackbar>) {
        state.current = action.payload;
      },
      prepare(message: string, severity: SnackbarSeverity = 'success', actionLabel?: string, id: string = nanoid()) {
        return { payload: { id, message, severity, ...(actionLabel ? { actionLabel } : {}) } };
      },
    },
    snackbarHidden(state, action: PayloadAction<string>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
});

export const { snackbarShown, snackbarHidden } = snackbarSlice.actions;
export const snackbarReducer = snackbarSlice.reducer;
