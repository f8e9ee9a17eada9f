import { useCallback, useEffect, useState } from 'react';
import type { ThemeName } from '@admission/ui';

export const THEME_KEY = 'theme';

function storedTheme(): ThemeName | null {
  // Prerendering runs without a window: the page is drawn light and the boot script in the HTML picks the theme.
  if (typeof window === 'undefined') return null;
  try {
    const value = window.localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function systemTheme(): ThemeName {
  if (typeof window === 'undefined') return 'light';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The theme the user sees: the stored `theme` key wins; otherwise the system preference, followed
 * live. The same choice as the prerendered pages' boot script (prerender/boot.ts), which sets the
 * class on `<html>` before the first paint; ui's ThemeProvider (document scope) keeps it in step.
 */
export function useThemeChoice(): [ThemeName, (next: ThemeName) => void] {
  const [theme, setTheme] = useState<ThemeName>(() => storedTheme() ?? systemTheme());

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const follow = () => {
      if (!storedTheme()) setTheme(query.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const choose = useCallback((next: ThemeName) => {
    try {
      window.localStorage.setItem(THEME_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setTheme(next);
  }, []);

  return [theme, choose];
}
