import { createContext, useContext, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LinkProvider, ThemeProvider, type ThemeName } from '@admission/ui';
import { SupportContactProvider } from '@admission/screens';
import { ServicesContext } from '../services/context';
import { useThemeChoice } from './theme';

type ThemeState = readonly [ThemeName, (next: ThemeName) => void];

const ThemeContext = createContext<ThemeState>(['light', () => {}]);

/** The theme in use and the setter that stores it under `theme` (ui's `useTheme()` reads the theme alone). */
export function useThemeState(): ThemeState {
  return useContext(ThemeContext);
}

/**
 * App-wide providers: the theme (ui's ThemeProvider on `<html>`, where the boot script put it before
 * the first paint: no wrapper, no flash), router links for ui's AppLink and the configured support
 * contacts (PORTAL_SUPPORT_*). The toast queue is not here: the
 * routes that show toasts get their own (`withToasts`), so the login page does not load Radix Toast.
 */
export function Providers({ children }: { children: ReactNode }) {
  const themeState = useThemeChoice();
  // Read without requiring the services: the theme alone is rendered by some tests.
  const support = useContext(ServicesContext)?.config.support;
  return (
    <ThemeContext.Provider value={themeState}>
      <ThemeProvider theme={themeState[0]} scope="document">
        <LinkProvider component={RouterLink}>
          <SupportContactProvider email={support?.email} phones={support?.phones}>
            {children}
          </SupportContactProvider>
        </LinkProvider>
      </ThemeProvider>
    </ThemeContext.Provider>
  );
}
