import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { darkTheme, lightTheme, systemTheme } from '../../theme/themes.css';
import type { ThemeName } from '../../theme/tokens';
import { cx } from '../../utils/cx';

/**
 * Ce que l’on demande à un `ThemeProvider` : un thème, ou la préférence du système
 * (`prefers-color-scheme`).
 */
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
 * Une portée de thème : un élément qui porte la classe du thème (stable : `adm-theme-light`,
 * `adm-theme-dark`, `adm-theme-system`), qui pose les propriétés personnalisées `--adm-*`, le fond,
 * la couleur du texte, la police et `color-scheme` de ce qu’il contient. Les boîtes de dialogue
 * ouvertes à l’intérieur y sont placées (portail), et les toasts sont dessinés là où est leur
 * `ToastProvider` (à l’intérieur) : ils portent eux aussi son thème et sa marque. Sans aucun
 * fournisseur, le thème clair s’applique (c’est celui par défaut sur `:root`). Imbriquez-en un pour
 * donner un thème à une partie d’une page. Pour changer de marque, posez `--adm-color-primary` à
 * l’intérieur, ou sur sa classe dans une feuille de style chargée après la nôtre : la portée
 * déclare la valeur propre du thème, si bien qu’une valeur posée au-dessus d’elle ne l’atteint pas.
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

/**
 * Le thème dessiné par le `ThemeProvider` le plus proche, `system` résolu (clair sans fournisseur).
 */
export function useTheme(): ThemeName {
  return useContext(ThemeContext);
}

/**
 * Où les superpositions (boîtes de dialogue, infobulles, panneau de navigation du personnel) sont
 * placées : la portée de thème la plus proche, ou `<body>` (`null`).
 */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
