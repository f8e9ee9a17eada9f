import { createContext, useContext, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LinkProvider, ToastProvider, TooltipProvider, type ThemeName } from '@admission/ui';
import { useTheme } from './theme';

type ThemeState = readonly [ThemeName, (next: ThemeName) => void];

const ThemeContext = createContext<ThemeState>(['light', () => {}]);

/** The theme in use and the setter that stores it under `theme`. */
export function useThemeState(): ThemeState {
  return useContext(ThemeContext);
}

/** App-wide providers: theme, router links for ui's AppLink, tooltips and the toast queue. */
export function Providers({ children }: { children: ReactNode }) {
  const themeState = useTheme();
  return (
    <ThemeContext.Provider value={themeState}>
      <LinkProvider component={RouterLink}>
        <TooltipProvider>
          <ToastProvider>{children}</ToastProvider>
        </TooltipProvider>
      </LinkProvider>
    </ThemeContext.Provider>
  );
}
