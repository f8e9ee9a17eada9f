import { createContext, useContext, useState, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '../../theme/themes.css';
import type { ThemeName } from '../../theme/tokens';
import { cx } from '../../utils/cx';

const ThemeContext = /* @__PURE__ */ createContext<ThemeName>('light');
const PortalContainerContext = /* @__PURE__ */ createContext<HTMLElement | null>(null);

export interface ThemeProviderProps {
  /** The theme of this scope. Default: light. */
  theme?: ThemeName | undefined;
  /** Classes of the scope element, e.g. the host app's layout. */
  className?: string | undefined;
  children?: ReactNode;
}

/**
 * A theme scope: a `<div>` with the theme's class (stable: `adm-theme-light` / `adm-theme-dark`),
 * which sets the `--adm-*` custom properties, the background, text colour and font for what is in
 * it. Dialogs opened inside are portalled into it, so they carry its theme too. Without any
 * provider the light theme applies (it is the default on `:root`). Nest one to theme a part of a
 * page; set `--adm-color-primary` on it (or above) to rebrand.
 */
export function ThemeProvider({ theme = 'light', className, children }: ThemeProviderProps) {
  const [scope, setScope] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setScope} className={cx(theme === 'dark' ? darkTheme : lightTheme, className)}>
      <ThemeContext.Provider value={theme}>
        <PortalContainerContext.Provider value={scope}>{children}</PortalContainerContext.Provider>
      </ThemeContext.Provider>
    </div>
  );
}

/** The theme of the nearest ThemeProvider (light without one). */
export function useTheme(): ThemeName {
  return useContext(ThemeContext);
}

/** Where overlays (dialogs) are portalled: the nearest theme scope, or `<body>` (null). */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
