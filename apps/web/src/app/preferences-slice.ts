import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ColourMode, COLOUR_MODES, DEFAULT_COLOUR_MODE } from './theme';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './i18n/languages';
import { STORAGE_KEYS, storage } from './storage';

/** Per-browser choices (spec 000: colour mode stored locally, default light; a language list). */
export interface PreferencesState {
  colourMode: ColourMode;
  language: Language;
}

const loadPreferences = (): PreferencesState => {
  const colourMode = storage.get(STORAGE_KEYS.colourMode);
  const language = storage.get(STORAGE_KEYS.language);
  return {
    colourMode: (COLOUR_MODES as readonly string[]).includes(colourMode ?? '') ? (colourMode as ColourMode) : DEFAULT_COLOUR_MODE,
    language: LANGUAGES.some((entry) => entry.code === language) ? (language as Language) : DEFAULT_LANGUAGE,
  };
};

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: loadPreferences,
  reducers: {
    colourModeChosen(state, action: PayloadAction<ColourMode>) {
      state.colourMode = action.payload;
    },
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
});

export const { colourModeChosen, languageChosen } = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;

export const persistPreferences = (preferences: PreferencesState): void => {
  storage.set(STORAGE_KEYS.colourMode, preferences.colourMode);
  storage.set(STORAGE_KEYS.language, preferences.language);
};
