import { config as zodConfig } from 'zod/v4/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadLanguage } from './app/i18n';
import { preloadRoute } from './app/routes';
import { createStore } from './app/store';
import { authApi } from './features/auth/auth-api';

// The forms' zod schemas run without code generation: the portal's CSP allows no eval, and zod's probe
// for it (a caught `new Function`) would still be reported as a violation.
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const store = createStore();
// Start what the first screen needs at once, in parallel: its chunks, the chosen language's texts
// and, when signed in, the user.
const chunks = Promise.all([preloadRoute(window.location.pathname), loadLanguage(store.getState().preferences.language)]);
if (store.getState().session.signedIn && window.location.pathname.startsWith('/portal')) void store.dispatch(authApi.endpoints.getMe.initiate(undefined, { subscribe: false }));

// The first render waits (briefly) for those chunks, so the first screen appears whole instead of
// through a chain of loading views.
const FIRST_RENDER_WAIT_MS = 3000;
void Promise.race([chunks, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  ),
);
