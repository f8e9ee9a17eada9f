import { createContext, useContext, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LinkProvider, type ThemeName } from '@admission/ui';
import { useTheme } from './theme';

type ThemeState = readonly [ThemeName, (next: ThemeName) => void];

const ThemeContext = createContext<ThemeState>(['light', () => {}]);

/** The theme in use and the setter that stores it under `theme`. */
export function useThemeState(): ThemeState {
  return useContext(ThemeContext);
}

/**
 * App-wide providers: theme and router links for ui's AppLink. The toast queue is not here: the
 * routes that show toasts get their own (`withToasts`), so the login page does not load Radix Toast.
 */
export function Providers({ children }: { children: ReactNode }) {
  const themeState = useTheme();
  return (
    <ThemeContext.Provider value={themeState}>
      <LinkProvider component={RouterLink}>{children}</LinkProvider>
    </ThemeContext.Provider>
  );
}
