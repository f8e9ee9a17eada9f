// Server entry used only at build time: renders the public routes to HTML (see plugin.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { darkTheme, lightTheme } from '@admission/ui';
import { documentTitle } from '@admission/screens';
import { titleOfMatches } from '../src/app/RouteFocus';
import { AppRoutes, preloadMatches, routes } from '../src/app/router';
import { createServices } from '../src/app/services';
import { config } from '../src/config/config';
import { prerenderedPaths } from '../src/config/paths';
import { ServicesContext } from '../src/services/context';

export const PRERENDERED_PATHS: readonly string[] = prerenderedPaths;
export const themeClasses = { light: lightTheme, dark: darkTheme };

/** The document title of `path` ("Connexion candidat – Admission en ligne"), as RouteFocus sets it. */
export function titleOf(path: string): string {
  return documentTitle(titleOfMatches(matchRoutes(routes, path)));
}

/** The markup of `path` inside #root, as the client's first render will produce it. */
export async function render(path: string): Promise<string> {
  // The page's own chunk first, as the client does before hydrating: no loading screen in the HTML.
  await preloadMatches(path);
  // Public pages render logged out: nothing is stored, no call is made while rendering.
  const services = createServices({ config, storage: memoryStorage() });
  const html = renderToString(
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </ServicesContext.Provider>
    </StrictMode>,
  );
  // A component that throws on the server leaves its Suspense boundary's fallback in the HTML
  // (`<!--$!-->`): the page would show « Chargement… » until a tap loads the script. The build stops.
  if (html.includes('<!--$!-->'))
    throw new Error(
      `prerender: ${path} threw while rendering on the server; its HTML would be the loading state`,
    );
  return html;
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}
