import { Global, ThemeProvider } from '@emotion/react';
import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAppSelector } from './hooks';
import { isRightToLeft, languageTag } from './i18n/languages';
import { createTheme, type ResolvedColourMode } from './theme';

const darkQuery = '(prefers-color-scheme: dark)';
const subscribeToSystemMode = (onChange: () => void) => {
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const systemMode = (): ResolvedColourMode => (window.matchMedia(darkQuery).matches ? 'dark' : 'light');

/** Applies the chosen colour mode (following the OS for 'system') and the language's direction. */
export const PortalThemeProvider = ({ children }: { children: ReactNode }) => {
  const { colourMode, language } = useAppSelector((state) => state.preferences);
  const system = useSyncExternalStore(subscribeToSystemMode, systemMode, () => 'light' as const);
  const resolved = colourMode === 'system' ? system : colourMode;
  const theme = useMemo(() => createTheme(resolved), [resolved]);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = languageTag(language);
    root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
    root.dataset.colourMode = resolved;
    root.style.colorScheme = resolved;
  }, [language, resolved]);

  return (
    <ThemeProvider theme={theme}>
      <Global
        styles={{
          '*, *::before, *::after': { boxSizing: 'border-box' },
          html: { WebkitTextSizeAdjust: '100%' },
          body: {
            margin: 0,
            fontFamily: theme.font.body,
            fontSize: theme.fontSize.md,
            lineHeight: 1.5,
            color: theme.colors.text,
            background: theme.colors.background,
            WebkitFontSmoothing: 'antialiased',
          },
          'h1, h2, h3, h4': { lineHeight: 1.25 },
          a: { color: theme.colors.primary },
          'button, input, select, textarea': { font: 'inherit' },
          '::selection': { background: theme.colors.primarySoft, color: theme.colors.onPrimarySoft },
          '@media (prefers-reduced-motion: reduce)': { '*': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' } },
        }}
      />
      {children}
    </ThemeProvider>
  );
};
