import { CacheProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { SnackbarHost } from '../shared/snackbar-host';
import { ErrorBoundary } from './error-boundary';
import { useLanguage } from './i18n';
import { AppRoutes } from './routes';
import type { AppStore } from './store';
import { createStyleCache } from './style-cache';
import { PortalThemeProvider } from './theme-provider';

const styleCache = createStyleCache();

const Boundary = () => {
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary language={language} resetKey={pathname}>
      <AppRoutes />
    </ErrorBoundary>
  );
};

export const App = ({ store }: { store: AppStore }) => (
  <CacheProvider value={styleCache}>
    <Provider store={store}>
      <PortalThemeProvider>
        <BrowserRouter>
          <Boundary />
          <SnackbarHost />
        </BrowserRouter>
      </PortalThemeProvider>
    </Provider>
  </CacheProvider>
);
