import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { darkTheme, lightTheme, systemTheme } from '../../theme/themes.css';
import type { ThemeName } from '../../theme/tokens';
import { cx } from '../../utils/cx';

/** What a ThemeProvider is asked for: a theme, or the system's preference (`prefers-color-scheme`). */
export type ThemeSetting = ThemeName | 'system';

const ThemeContext = /* @__PURE__ */ createContext<ThemeName>('light');
const PortalContainerContext = /* @__PURE__ */ createContext<HTMLElement | null>(null);

const themeClasses: Record<ThemeSetting, string> = {
  light: lightTheme,
  dark: darkTheme,
  system: systemTheme,
};

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystem(onChange: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const systemSnapshot = (): ThemeName =>
  typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';

/** Prerendering knows no system preference: light (the CSS of `adm-theme-system` still follows it). */
const serverSnapshot = (): ThemeName => 'light';

export interface ThemeProviderProps {
  /** Le thème de cette portée ; `system` suit `prefers-color-scheme`, en direct. Par défaut : clair. */
  theme?: ThemeSetting | undefined;
  /**
   * `element` (par défaut) : la portée est un `<div>` autour des enfants, avec la classe du thème.
   * `document` : la classe va sur `<html>` et aucune enveloppe n’est dessinée (les dialogues
   * s’ouvrent alors dans `<body>`, qui est dedans). Pour une application qui pose elle-même cette
   * classe avant le premier affichage (un script d’amorçage), afin que la page ne montre jamais le
   * mauvais thème ; le fournisseur la tient ensuite à jour.
   */
  scope?: 'element' | 'document' | undefined;
  /** Les classes de l’élément de portée, celles de la mise en page de l’hôte par exemple (portée `element` seulement). */
  className?: string | undefined;
  /** La partie de la page dessinée dans ce thème. */
  children?: ReactNode | undefined;
}

/**
 * A theme scope: an element with the theme's class (stable: `adm-theme-light`, `adm-theme-dark`,
 * `adm-theme-system`), which sets the `--adm-*` custom properties, the background, text colour,
 * font and `color-scheme` for what is in it. Dialogs opened inside are portalled into it, and
 * toasts are drawn where their ToastProvider is (inside it), so they carry its theme and brand too.
 * Without any provider the light theme applies (it is the default on `:root`). Nest one to theme a
 * part of a page. To rebrand, set `--adm-color-primary` inside it, or on its class in a stylesheet
 * loaded after ours: the scope declares the theme's own value, so one set above it does not reach in.
 */
export function ThemeProvider({
  theme = 'light',
  scope = 'element',
  className,
  children,
}: ThemeProviderProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const system = useSyncExternalStore(subscribeToSystem, systemSnapshot, serverSnapshot);
  const resolved: ThemeName = theme === 'system' ? system : theme;
  const themeClass = themeClasses[theme];

  useEffect(() => {
    if (scope !== 'document') return;
    const root = document.documentElement;
    root.classList.remove(lightTheme, darkTheme, systemTheme);
    root.classList.add(themeClass);
    // A boot script may have set it inline: the class carries it now, and follows the theme.
    root.style.removeProperty('color-scheme');
    return () => root.classList.remove(themeClass);
  }, [scope, themeClass]);

  const content = (
    <ThemeContext.Provider value={resolved}>
      <PortalContainerContext.Provider value={scope === 'document' ? null : element}>
        {children}
      </PortalContainerContext.Provider>
    </ThemeContext.Provider>
  );
  if (scope === 'document') return content;
  return (
    <div ref={setElement} className={cx(themeClass, className)} data-adm="theme-provider">
      {content}
    </div>
  );
}

/** The theme drawn by the nearest ThemeProvider, `system` resolved (light without a provider). */
export function useTheme(): ThemeName {
  return useContext(ThemeContext);
}

/** Where overlays (dialogs, tooltips, the staff navigation sheet) are portalled: the nearest theme scope, or `<body>` (null). */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
