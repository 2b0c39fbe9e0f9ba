import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from './base-api';
import { setActiveLanguage } from './i18n/runtime';
import { persistPreferences, preferencesReducer } from './preferences-slice';
import { persistSession, sessionReducer } from './session-slice';
import { snackbarReducer } from './snackbar-slice';

export const createStore = () => {
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      session: sessionReducer,
      preferences: preferencesReducer,
      snackbar: snackbarReducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    // RTK Query's pending actions and cache patches tell React only when the batch ends. The default end
    // is the next animation frame (up to 100 ms later); an optimistic patch made from a click on a
    // controlled input (the self-service notifications switch) then reached React only after React had
    // put the input back to the old value, so the switch did not move until a frame later. The end of
    // the current tick still batches what one task dispatches, and React sees it before the next task.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  setupListeners(store.dispatch);

  // The session and the browser preferences survive reloads; everything else is refetched.
  // The chosen language is also the language of the api's texts (api-errors.ts), formatted outside React.
  let { session, preferences } = store.getState();
  setActiveLanguage(preferences.language);
  store.subscribe(() => {
    const state = store.getState();
    if (state.session !== session) persistSession((session = state.session));
    if (state.preferences !== preferences) {
      persistPreferences((preferences = state.preferences));
      setActiveLanguage(preferences.language);
    }
  });
  return store;
};

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
